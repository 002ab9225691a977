import { siteConfigSchema } from 'shared-contracts';

import { startTestApp, TEST_SECRET } from '../testApp';

describe("the site's documents on the platform", () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers API failures with the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { iv: 'AAAAAAAAAAAAAAAAAAAAAA==', data: 'not-a-ciphertext' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('serves a generated site config (the site server reads it)', async () => {
    const response = await get('/site-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(siteConfigSchema.parse(response.json())).toEqual({
      apiBaseUrl: '',
      wsPath: '/wps/ws',
      registryUrl: '/registry.json',
      payloadSecret: TEST_SECRET,
      // The tests run the demo mode: the local inbox is named.
      demoInbox: '/dev/inbox',
      // The demo brand's browsers all report field data (ADR 0030).
      fieldDataSample: 100,
    });
  });

  it('renders no page and serves no shell: an unknown path is a 404 envelope (ADR 0027)', async () => {
    for (const url of ['/', '/index', '/registry.json']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address spends its budget', async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const statuses: number[] = [];
      let retryAfter: string | string[] | undefined;
      for (let i = 0; i < 7; i += 1) {
        const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) retryAfter = response.headers['retry-after'];
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        remoteAddress: '10.9.9.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
