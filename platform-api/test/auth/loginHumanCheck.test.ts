import { solvedCaptcha } from '../authHelpers';
import { brandWith } from '../brandFiles';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { postLogin, startTestApp } from '../testApp';

jest.setTimeout(30_000);

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const RIGHT = { type: 'username', username: 'vip', password: 'Vip12345!' };
const WRONG = { type: 'username', username: 'vip', password: 'wrong' };

/** Three wrong passwords from `ip`: the last answer says the next attempt needs the check. */
const failThrice = async (ctx: TestApp, ip: string, username = 'vip') => {
  let last;
  for (let i = 0; i < 3; i += 1) last = await postLogin(ctx.app, { ...WRONG, username }, { ip });
  return last;
};

describe('login after failures: one human check (ADR 0022)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('asks the demo brand for the proof of work only, never the picture', async () => {
    const ip = '10.31.0.1';
    const third = await failThrice(ctx, ip);
    expect(third).toMatchObject({
      status: 401,
      body: { message: 'Wrong username or password', value: { captcha: false, humanCheck: true } },
    });
    const without = await postLogin(ctx.app, RIGHT, { ip });
    expect(without).toMatchObject({
      status: 400,
      body: { value: { captcha: false, reason: 'humanCheckRequired' } },
    });
    const humanCheck = await solvedHumanCheck(ctx.app, 'login', ip);
    expect((await postLogin(ctx.app, { ...RIGHT, humanCheck }, { ip })).status).toBe(200);
  });

  it('still locks the username for the address after 10 failures, solved checks or not', async () => {
    const ip = '10.31.0.2';
    // Another account than the test above's, whose failures put it over its own budget.
    await failThrice(ctx, ip, 'demo');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const humanCheck = await solvedHumanCheck(ctx.app, 'login', ip);
      const attempt = { ...WRONG, username: 'demo', humanCheck };
      statuses.push((await postLogin(ctx.app, attempt, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('login after failures on a brand that shows the picture captcha', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp({
      BRAND_FILE: brandWith((brand) => {
        brand.registration.captchaEnabled = true;
        brand.registration.fields.captcha.enabled = true;
      }),
    });
  });
  afterAll(() => ctx.close());

  it('asks for the picture backed by the proof of work, and refuses a wrong picture', async () => {
    const ip = '10.31.1.1';
    const third = await failThrice(ctx, ip);
    expect(third?.body.value).toEqual({ captcha: true, humanCheck: true });
    const without = await postLogin(ctx.app, RIGHT, { ip });
    expect(without).toMatchObject({
      status: 401,
      body: {
        message: 'Please complete verification first',
        value: { captcha: true, reason: 'captchaRequired' },
      },
    });
    const solved = await solvedCaptcha(ctx.app, ip);
    const misread = { ...solved, captcha: solved.captcha === '0000' ? '1111' : '0000' };
    const wrong = await postLogin(ctx.app, { ...RIGHT, ...misread }, { ip });
    expect(wrong.body).toMatchObject({
      message: 'The captcha check failed',
      value: { captcha: true, reason: 'captchaWrong' },
    });
    const pictureOnly = await postLogin(
      ctx.app,
      { ...RIGHT, ...(await solvedCaptcha(ctx.app, ip)) },
      { ip },
    );
    expect(pictureOnly.body.value).toMatchObject({ reason: 'humanCheckRequired' });
    const humanCheck = await solvedHumanCheck(ctx.app, 'login', ip);
    const both = { ...RIGHT, ...(await solvedCaptcha(ctx.app, ip)), humanCheck };
    expect((await postLogin(ctx.app, both, { ip })).status).toBe(200);
  });
});

describe("an address's budget of challenges (HUMAN_CHECKS_PER_MINUTE)", () => {
  const fetchChallenges = (ctx: TestApp, count: number, ip: string) =>
    Promise.all(
      Array.from({ length: count }, () =>
        ctx.app
          .inject({
            method: 'GET',
            url: '/wps/verification/challenge?purpose=login',
            remoteAddress: ip,
          })
          .then((response) => response.statusCode),
      ),
    );

  it('is 30 a minute by default: the 31st is refused, another address is not', async () => {
    const ctx = await startTestApp();
    try {
      const statuses = await fetchChallenges(ctx, 31, '10.31.1.1');
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
      expect(await fetchChallenges(ctx, 1, '10.31.1.2')).toEqual([200]);
    } finally {
      await ctx.close();
    }
  });

  it('follows the setting', async () => {
    const ctx = await startTestApp({ HUMAN_CHECKS_PER_MINUTE: '3' });
    try {
      expect(await fetchChallenges(ctx, 4, '10.31.1.3')).toEqual([200, 200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
