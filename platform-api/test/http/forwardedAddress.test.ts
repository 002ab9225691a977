import { RENDER_KEY } from '../../src/http/clientAddress';
import { startTestApp } from '../testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Status codes of `count` calls, each with the X-Forwarded-For that `forwarded(i)` gives. */
const statuses = async (
  ctx: TestApp,
  count: number,
  forwarded: (i: number) => string,
  headers: Record<string, string> = {},
) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': forwarded(i), ...headers },
    });
    answers.push(answer.statusCode);
  }
  return answers;
};

describe('forwarded addresses are believed only from configured proxies', () => {
  it('by default, a local client rotating X-Forwarded-For still spends one budget', async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      expect(await statuses(ctx, 5, (i) => `203.0.113.${i + 1}`)).toEqual([
        200, 200, 200, 429, 429,
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('behind a trusted proxy, the address it appended counts, not what the client wrote', async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '3', TRUSTED_PROXIES: '127.0.0.1' });
    try {
      // The client writes any left part; the proxy appends the address it saw (rightmost).
      expect(await statuses(ctx, 4, (i) => `198.51.100.${i + 1}, 203.0.113.9`)).toEqual([
        200, 200, 200, 429,
      ]);
      // Another visitor behind the same proxy has a budget of its own.
      expect(await statuses(ctx, 1, () => '203.0.113.10')).toEqual([200]);
    } finally {
      await ctx.close();
    }
  });

  it("believes the in-process render's forwarded address only with this start's key", async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const render = { 'x-render-key': RENDER_KEY };
      expect(await statuses(ctx, 3, () => '203.0.113.20', render)).toEqual([200, 200, 429]);
      expect(await statuses(ctx, 1, () => '203.0.113.21', render)).toEqual([200]);
      const guessed = { 'x-render-key': 'a'.repeat(RENDER_KEY.length) };
      expect(await statuses(ctx, 3, (i) => `203.0.113.${30 + i}`, guessed)).toEqual([
        200, 200, 429,
      ]);
    } finally {
      await ctx.close();
    }
  });

  it("believes the site server's forwarded address with the shared RENDER_KEY, from any peer", async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '2', RENDER_KEY: 'shared-site-secret' });
    try {
      const site = { 'x-render-key': 'shared-site-secret' };
      const fromSiteServer = async (visitor: string) =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/wps/system/status',
            remoteAddress: '10.0.0.5',
            headers: { 'x-forwarded-for': visitor, ...site },
          })
        ).statusCode;
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await fromSiteServer('203.0.113.40'));
      expect(answers).toEqual([200, 200, 429]);
      expect(await fromSiteServer('203.0.113.41')).toBe(200);
      // The per-start key is not the shared one.
      expect(
        await statuses(ctx, 3, (i) => `203.0.113.${50 + i}`, { 'x-render-key': RENDER_KEY }),
      ).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });

  it("spends no visitor's budget for the site server's own calls (the key, no address)", async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '2', RENDER_KEY: 'shared-site-secret' });
    try {
      const own = async (key: string) =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/wps/system/status',
            remoteAddress: '10.0.0.5',
            headers: { 'x-render-key': key },
          })
        ).statusCode;
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await own('shared-site-secret'));
      expect(answers).toEqual([200, 200, 200, 200]);
      // Without the right key the same calls are one address's.
      const guessed = [];
      for (let i = 0; i < 3; i += 1) guessed.push(await own('guessed'));
      expect(guessed).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
