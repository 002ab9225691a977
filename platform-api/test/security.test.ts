/**
 * Regression tests of the security hardening (docs/security.md): each performs the attack over
 * HTTP and shows it no longer works.
 */
import { PNG } from 'pngjs';
import { encodeEncryptionHeader, loginResultSchema } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

import { CAPTCHA_TTL_MS } from '../src/areas/auth/captchas';
import { createHashingQueue } from '../src/areas/auth/hashingQueue';
import { SLIDE_STEP_MS, TRIAL_ACCOUNT_TTL_MS } from '../src/areas/auth/sessions';
import { createLogSampler } from '../src/areas/site/cspReports';
import { socketErrorHandler } from '../src/realtime/balanceSocket';
import { adminHeaders, get, postEncrypted, postJson, postSms } from './authHelpers';
import { launchBody, openGamePage, post, trialSession } from './gameHelpers';
import { solvedHumanCheck } from './humanCheckHelpers';
import { bearer, loginAs, postLogin, startTestApp, TEST_SECRET } from './testApp';

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

describe('2 · rate limit decided by the matched route', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(() => ctx.close());

  it('counts percent-encoded paths against the same budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/%77ps/system/status',
        remoteAddress: '10.2.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('counts encoded not-found API paths too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/%77ps/nothing-here',
        remoteAddress: '10.2.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('limits CSP reports per address and samples their log lines', async () => {
    const report = JSON.stringify({
      'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'img-src' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: report,
        remoteAddress: '10.2.0.3',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);

    const sampler = createLogSampler(3, 1_000);
    const taken = Array.from({ length: 10 }, () => sampler.take(0).log);
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(sampler.take(1_000)).toEqual({ log: true, suppressedBefore: 7 });
  });
});

describe('3 · bounded password hashing', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    // A real cost, so hashes take long enough to overlap.
    ctx = await startTestApp({ SCRYPT_COST: String(2 ** 14) });
  });
  afterAll(() => ctx.close());

  it('refuses a flood of wrong-password logins from one address before hashing', async () => {
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLogin(
          ctx.app,
          { type: 'username', username: `nobody${i}`, password: 'wrong-password' },
          { ip: '10.3.0.1' },
        ),
      ),
    );
    // The address's free failures are hashed; the rest must bring a human check (ADR 0022).
    expect(flood.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(3);
    const challenged = flood.filter((answer) => answer.body.value?.reason === 'humanCheckRequired');
    expect(challenged.length).toBeGreaterThanOrEqual(17);
    expect(challenged.every((answer) => answer.status === 400)).toBe(true);
    for (const busy of flood.filter((answer) => answer.status === 429))
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a real login going while another address floods one username', async () => {
    const flood = Array.from({ length: 20 }, (_, i) =>
      postLogin(
        ctx.app,
        { type: 'username', username: 'vip', password: 'wrong-password' },
        { ip: `10.3.1.${i + 1}` },
      ),
    );
    // The real player arrives while the flood's hashes hold every slot, so, as the site does,
    // it solves the check it is asked for and is then served before the flood's queue.
    const login = { type: 'username', username: 'demo', password: 'Demo1234!' };
    const real = (async () => {
      const first = await postLogin(ctx.app, login, { ip: '10.3.2.1' });
      if (first.body.value?.reason !== 'humanCheckRequired') return { first, answer: first };
      const humanCheck = await solvedHumanCheck(ctx.app, 'login', '10.3.2.1');
      return {
        first,
        answer: await postLogin(ctx.app, { ...login, humanCheck }, { ip: '10.3.2.1' }),
      };
    })();
    const [realAnswer, ...floodAnswers] = await Promise.all([real, ...flood]);
    expect(realAnswer.first.body.value?.reason).toBe('humanCheckRequired');
    expect(realAnswer.answer.status).toBe(200);
    // The account's free failures are hashed, whichever addresses ask; the rest are challenged.
    expect(
      floodAnswers.filter((answer) => answer.body.value?.reason === 'humanCheckRequired').length,
    ).toBeGreaterThanOrEqual(17);
  });

  it('asks nobody for the check while a hashing slot is free', async () => {
    const answer = await postLogin(
      ctx.app,
      { type: 'username', username: 'demo', password: 'Demo1234!' },
      { ip: '10.3.2.2' },
    );
    expect(answer.status).toBe(200);
  });

  it('serves a request that paid the human check before clean and failing lanes', async () => {
    const queue = createHashingQueue({ concurrency: 1, queue: 10, perLane: 5 });
    const order: string[] = [];
    const task = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
    };
    await Promise.all([
      queue.run({ ip: '10.3.4.1', priority: true }, task('first')),
      queue.run({ ip: '10.3.4.2' }, task('failing')),
      queue.run({ ip: '10.3.4.3', priority: true }, task('clean')),
      queue.run({ ip: '10.3.4.4', priority: true, verified: true }, task('verified')),
    ]);
    expect(order).toEqual(['first', 'verified', 'clean', 'failing']);
  });

  it('runs at most the configured number of hashes at once, the rest in order', async () => {
    const queue = createHashingQueue({ concurrency: 2, queue: 3, perLane: 5 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      return n;
    };
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6].map((n) => queue.run({ ip: `10.3.3.${n}` }, task(n))),
    );
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.load).toEqual({ running: 0, waiting: 0, lanes: 0 });
  });
});

describe('4 · game sessions end with the site session', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const gameSession = async (token: string) => {
    const list = await get(ctx.app, '/lgw/games/inhouse');
    const slot = (list.body.value.list as { gameCode: string; nodeId: string }[]).find(
      (game) => game.gameCode === 'INH_SLOT',
    );
    const launched = await post(
      ctx.app,
      '/wps/game/launchGame',
      launchBody(
        { gameCode: 'INH_SLOT', nodeId: slot?.nodeId ?? '', vassalage: 'INHOUSE' },
        'x',
        token,
      ),
      token,
    );
    expect(launched.status).toBe(200);
    return (await openGamePage(ctx.app, launched.body.value.game_url)).session;
  };
  const round = (session: string, roundId: string) =>
    post(ctx.app, '/wps/inhouse/round', { roundId, stake: 100 }, session);

  it('refuses rounds after logout', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const session = await gameSession(token);
    expect((await round(session, 'sec-logout-1')).status).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect((await round(session, 'sec-logout-2')).status).toBe(401);
  });

  it('refuses rounds after a password change, and a launch ticket of an ended session', async () => {
    const token = await loginAs(ctx.app, 'vip', 'Vip12345!');
    await ctx.app.inject({
      method: 'POST',
      url: '/admin/wallets/credit',
      headers: adminHeaders,
      payload: { username: 'vip', amount: 10_000, idempotencyKey: 'sec-vip-credit' },
    });
    const session = await gameSession(token);
    const list = await get(ctx.app, '/lgw/games/inhouse');
    const dice = (list.body.value.list as { gameCode: string; nodeId: string }[]).find(
      (game) => game.gameCode === 'INH_DICE',
    );
    const pending = await post(
      ctx.app,
      '/wps/game/launchGame',
      launchBody(
        { gameCode: 'INH_DICE', nodeId: dice?.nodeId ?? '', vassalage: 'INHOUSE' },
        'vip',
        token,
      ),
      token,
    );
    const other = await loginAs(ctx.app, 'vip', 'Vip12345!');
    const changed = await postEncrypted(
      ctx.app,
      '/wps/member/password',
      { oldPassword: 'Vip12345!', newPassword: 'Vip12345!b', confirmNewPassword: 'Vip12345!b' },
      { headers: bearer(other) },
    );
    expect(changed.status).toBe(200);
    expect((await round(session, 'sec-pwd-1')).status).toBe(401);
    const page = await openGamePage(ctx.app, pending.body.value.game_url);
    expect(page.response.statusCode).toBe(410);
  });
});

describe('5 · captcha', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('is a PNG raster image with no text in it', async () => {
    const { body } = await get(ctx.app, '/wps/captcha');
    const image = String(body.value.image);
    expect(image).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([168, 56]);
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<text/);
    // Grain and anti-aliasing: far more than the handful of colours a plain text render has
    // (ADR 0022 made it readable; the proof of work that comes with it stops scripts).
    const colours = new Set<number>();
    for (let p = 0; p < png.data.length; p += 4)
      colours.add((png.data[p]! << 16) | (png.data[p + 1]! << 8) | png.data[p + 2]!);
    expect(colours.size).toBeGreaterThan(150);
  });

  it('is spent by its first check and expires', () => {
    const { captchas, outbox } = ctx.app.platform;
    const { captchaId } = captchas.create(1_000);
    const answer = outbox.read(captchaId, 'captcha', 1)[0]?.code ?? '';
    expect(captchas.verify(captchaId, answer, 2_000)).toBe(true);
    expect(captchas.verify(captchaId, answer, 3_000)).toBe(false);
    const late = captchas.create(1_000);
    const lateAnswer = outbox.read(late.captchaId, 'captcha', 1)[0]?.code ?? '';
    expect(captchas.verify(late.captchaId, lateAnswer, 1_000 + CAPTCHA_TTL_MS + 1)).toBe(false);
  });

  it('the human verification is checked before registration looks at the username', async () => {
    const answer = await postEncrypted(
      ctx.app,
      '/wps/member/register',
      {
        // Taken, and otherwise well-formed: only the verification is missing.
        username: 'agent01',
        password: 'Secret12!',
        confirmPassword: 'Secret12!',
        registerMethod: 'WEB',
        login: true,
      },
      { ip: '10.5.0.1' },
    );
    expect(answer.body.value).toMatchObject({ reason: 'humanCheckRequired' });
    expect(answer.body.message).not.toMatch(/taken/);
  });
});

describe('6 · no account enumeration', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the registration SMS call alike for a registered and a new number', async () => {
    // 0812345678 belongs to a seeded member.
    const mobile = '0812345678';
    const known = await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: mobile, countryDialingCode: '+66' },
      '10.6.0.2',
    );
    const fresh = await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: '0812340002', countryDialingCode: '+66' },
      '10.6.0.3',
    );
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    // The owner of the registered number is told by SMS; no code is sent to it.
    const outbox = await get(
      ctx.app,
      `/admin/dev/outbox?mobileNum=${encodeURIComponent(`+66${mobile}`)}&channel=sms`,
      adminHeaders,
    );
    expect(outbox.body.value.list[0]).toMatchObject({ code: null });
    expect(outbox.body.value.list[0].body).toMatch(/already has an account/);
  });

  it('answers the email reset alike whether or not the account exists, and throttles it', async () => {
    const ask = async (username: string, email: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username,
          email,
          humanCheck: await solvedHumanCheck(ctx.app, 'reset', ip),
        }).toString(),
        remoteAddress: ip,
      });
    const missing = await ask('no-such-player', 'nobody@example.com', '10.6.1.1');
    const wrongEmail = await ask('demo', 'nobody@example.com', '10.6.1.2');
    expect(missing.statusCode).toBe(200);
    expect(wrongEmail.statusCode).toBe(200);
    expect(missing.json()).toEqual(wrongEmail.json());

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await ask('agent01', `x${i}@example.com`, `10.6.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('7 · login by URL with a single-use ticket', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const issue = (token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/session/ticket',
      headers: token ? bearer(token) : {},
      payload: {},
    });
  const exchange = (ticket: string, ip = '10.7.0.1') =>
    postJson(ctx.app, '/wps/session/ticket/exchange', { ticket }, ip);

  it('exchanges a ticket once for a new session of the same member', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const issued = await issue(token);
    expect(issued.statusCode).toBe(200);
    const { ticket, expiresInSeconds } = issued.json().value;
    expect(expiresInSeconds).toBeLessThanOrEqual(60);
    // The ticket is not a session token.
    expect((await get(ctx.app, '/wps/member/info', bearer(ticket))).status).toBe(401);
    const first = await exchange(ticket);
    expect(first.status).toBe(200);
    const session = loginResultSchema.parse(first.body.value);
    expect(session.token).not.toBe(token);
    expect(first.body.value.username).toBe('demo');
    expect((await get(ctx.app, '/wps/member/info', bearer(session.token))).body.value.account).toBe(
      'demo',
    );
    const again = await exchange(ticket);
    expect(again.status).toBe(401);
    expect(again.body.value).toEqual({ reason: 'ticketInvalid' });
  });

  it('needs a session to issue one and refuses an expired ticket', async () => {
    expect((await issue()).statusCode).toBe(401);
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const member = ctx.app.platform.sessions.resolve(token);
    const { ticket } = (await issue(token)).json().value;
    ctx.app.platform.db.prepare('UPDATE login_tickets SET expires_at = 0').run();
    expect((await exchange(ticket)).status).toBe(401);
    expect(member?.username).toBe('demo');
  });
});

describe('8 · free play limits', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp({ FREE_PLAY_PER_ADDRESS: '3', FREE_PLAY_PER_DEVICE: '2' });
  });
  afterAll(() => ctx.close());

  const start = (device: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: ip,
      headers: {
        os: 'Linux',
        platform: 'W',
        'x-gateway-version': '3',
        encryption: encodeEncryptionHeader(encryptPayload(TEST_SECRET, device)),
      },
    });

  it('limits trial accounts per address per day', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await start(`device-${i}`, '10.8.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await start('device-9', '10.8.0.1');
    expect(refused.json().value).toEqual({ reason: 'freePlayLimit' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('limits trial accounts per device per day, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await start('one-device', `10.8.1.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('expires a trial account after a day', () => {
    const token = trialSession(ctx.app);
    const { sessions } = ctx.app.platform;
    expect(sessions.resolve(token)).not.toBeNull();
    expect(sessions.resolve(token, Date.now() + TRIAL_ACCOUNT_TTL_MS + 1_000)).toBeNull();
  });
});

describe('9 · the Host header is never trusted', () => {
  // The site's CSP (an injected Host kept out of it), its source maps and COOP are the site
  // server's: site-server/test/siteSecurity.test.ts and siteServer.test.ts.
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp({
      PUBLIC_ORIGINS: 'https://play.example.com, https://www.play.example.com',
    });
  });
  afterAll(() => ctx.close());

  it('builds game URLs from the configured origin only', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const list = await get(ctx.app, '/lgw/games/inhouse');
    const slot = (list.body.value.list as { gameCode: string; nodeId: string }[])[0]!;
    const launch = (host: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { ...bearer(token), host },
        payload: launchBody(
          { gameCode: slot.gameCode, nodeId: slot.nodeId, vassalage: 'INHOUSE' },
          'demo',
          token,
        ),
      });
    expect(new URL((await launch('evil.example')).json().value.game_url).origin).toBe(
      'https://play.example.com',
    );
    // A configured origin is kept when the request came through it.
    const viaWww = await launch('www.play.example.com');
    expect(viaWww.json().value.game_url).toMatch(/^(https|http):\/\/(www\.)?play\.example\.com\//);
  });

  it('12 · sends Permissions-Policy everywhere', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(api.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  });
});

describe('11 · inactivity', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('tells the site the brand idle time', async () => {
    expect((await get(ctx.app, '/wps/system/setting/auth')).body.value.idleMinutes).toBe(15);
  });

  it('ends a session idle longer than the brand idle time, and keeps a used one', () => {
    const { sessions, members } = ctx.app.platform;
    const id = members.findByUsername('demo')?.id ?? '';
    const idleMs = 15 * 60_000;
    const t0 = 1_000_000;
    const idle = sessions.create(id, t0);
    expect(sessions.resolve(idle, t0 + idleMs - 1_000)).not.toBeNull();
    const t1 = t0 + idleMs - 1_000;
    // Used at t1: lives another idle period from then.
    expect(sessions.resolve(idle, t1 + idleMs)).not.toBeNull();
    expect(sessions.resolve(idle, t1 + 2 * idleMs + SLIDE_STEP_MS + 1)).toBeNull();
    const abandoned = sessions.create(id, t0);
    expect(sessions.resolve(abandoned, t0 + idleMs + SLIDE_STEP_MS + 1)).toBeNull();
  });
});

describe('12 · smaller items', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses a replayed round with a different choice', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const list = await get(ctx.app, '/lgw/games/inhouse');
    const dice = (list.body.value.list as { gameCode: string; nodeId: string }[]).find(
      (game) => game.gameCode === 'INH_DICE',
    )!;
    const launched = await post(
      ctx.app,
      '/wps/game/launchGame',
      launchBody(
        { gameCode: 'INH_DICE', nodeId: dice.nodeId, vassalage: 'INHOUSE' },
        'demo',
        token,
      ),
      token,
    );
    const { session } = await openGamePage(ctx.app, launched.body.value.game_url);
    const body = { roundId: 'sec-replay-01', stake: 50, choice: { target: 50, direction: 'over' } };
    expect((await post(ctx.app, '/wps/inhouse/round', body, session)).status).toBe(200);
    const same = await post(ctx.app, '/wps/inhouse/round', body, session);
    expect(same.body.value.replayed).toBe(true);
    const other = await post(
      ctx.app,
      '/wps/inhouse/round',
      { ...body, choice: { target: 50, direction: 'under' } },
      session,
    );
    expect(other.status).toBe(422);
  });

  it('resets the database only with the explicit confirmation', async () => {
    const reset = (payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/admin/reset',
        headers: adminHeaders,
        ...(payload ? { payload } : {}),
      });
    expect((await reset()).statusCode).toBe(400);
    expect((await reset({ confirm: 'yes' })).statusCode).toBe(400);
    expect((await reset({ confirm: 'wipe-all-data' })).statusCode).toBe(200);
  });

  it('logs a client frame error of a WebSocket below error level', () => {
    const logged: string[] = [];
    const log = { info: () => logged.push('info'), error: () => logged.push('error') };
    const socket = { terminate: () => logged.push('terminated') };
    const frameError = Object.assign(new Error('Invalid WebSocket frame: RSV1 must be clear'), {
      code: 'WS_ERR_UNEXPECTED_RSV_1',
    });
    socketErrorHandler(frameError, socket as never, { log } as never);
    expect(logged).toEqual(['info', 'terminated']);
    socketErrorHandler(new Error('bug'), socket as never, { log } as never);
    expect(logged.slice(2)).toEqual(['error', 'terminated']);
  });
});
