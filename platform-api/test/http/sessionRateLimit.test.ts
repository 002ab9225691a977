import { bearer, loginAs, startTestApp } from '../testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Status codes of `count` member-info calls from one address, with these headers. */
const statuses = async (
  ctx: TestApp,
  count: number,
  headers: Record<string, string>,
  remoteAddress = '10.29.0.1',
) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers,
      remoteAddress,
    });
    answers.push(answer.statusCode);
  }
  return answers;
};

describe('a signed-in player spends the session’s budget, not the address’s', () => {
  let ctx: TestApp;
  let demo: string;
  let agent: string;
  beforeAll(async () => {
    ctx = await startTestApp({
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_SESSION_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '60000',
    });
    // Logged in from elsewhere: logins spend the budget of the address they come from.
    demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    agent = await loginAs(ctx.app, 'agent01', 'Agent1234!');
  });
  afterAll(() => ctx.close());

  it('gives every session behind one address a budget of its own, beyond the address’s', async () => {
    expect(await statuses(ctx, 6, bearer(demo))).toEqual([200, 200, 200, 200, 200, 429]);
    // Another player behind the same address (a carrier's NAT) is not throttled by the first.
    expect(await statuses(ctx, 5, bearer(agent))).toEqual([200, 200, 200, 200, 200]);
    // Guests at that address still have the address's own budget.
    const guest = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '10.29.0.1',
    });
    expect(guest.statusCode).toBe(200);
  });

  it('answers a throttled session 429 with Retry-After, and the session stays valid', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(demo),
      remoteAddress: '10.29.0.2',
    });
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json()).toMatchObject({ success: false });
    // The same session from another address spends the same budget: still 429, never 401.
    expect(await statuses(ctx, 2, bearer(demo), '10.29.0.3')).toEqual([429, 429]);
  });

  it('counts a made-up or ended token as its address: no budget is bought with a fake', async () => {
    const fakes = ['x'.repeat(43), 'y'.repeat(43), 'z'.repeat(43), 'w'.repeat(43)];
    const answers: number[] = [];
    for (const fake of fakes) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: bearer(fake),
        remoteAddress: '10.29.0.4',
      });
      answers.push(answer.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});
