import { bearer, loginAs, startTestApp } from '../testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

describe('login tickets cannot be minted by another origin (login CSRF)', () => {
  let ctx: TestApp;
  let token: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    token = await loginAs(ctx.app, 'vip', 'Vip12345!');
  }, 60_000);
  afterAll(() => ctx.close());

  const mint = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/session/ticket',
      headers: { ...bearer(token), ...headers },
    });

  it('refuses a page elsewhere: no CORS grant, and a 403 when its request arrives', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/ticket',
      headers: {
        origin: 'https://attacker.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const minted = await mint({ origin: 'https://attacker.example' });
    expect(minted.statusCode).toBe(403);
    expect(minted.json()).toMatchObject({ success: false, value: { reason: 'crossOrigin' } });
  });

  it("serves the operator's servers (no Origin) and the site's own origin", async () => {
    expect((await mint({})).statusCode).toBe(200);
    const own = ctx.config.publicOrigins[0] ?? '';
    expect((await mint({ origin: own })).statusCode).toBe(200);
  });

  it('keeps CORS open on the rest of the API', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/ticket/exchange',
      headers: { origin: 'https://cdn.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://cdn.example');
  });
});
