/**
 * "Login lock-out of real players": the two attacks of the report, scaled down, with
 * real logins during each. Every attacker keeps requests in flight for the whole attack; the
 * real players log in as the site does (a human check when asked for, the device cookie of an
 * earlier login).
 */
import type { FastifyInstance } from 'fastify';
import { encryptPayload } from 'shared-contracts/crypto';

import { DEVICE_COOKIE } from '../../src/areas/auth/knownDevices';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { startTestApp, TEST_SECRET } from '../testApp';

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

interface Answer {
  status: number;
  reason?: string;
  setCookie?: string;
}

const login = async (
  app: FastifyInstance,
  fields: Record<string, unknown>,
  options: { ip: string; cookie?: string },
): Promise<Answer> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encryptPayload(TEST_SECRET, { type: 'username', ...fields }),
    remoteAddress: options.ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const body = response.json() as { value?: { reason?: string } | null };
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    reason: body.value?.reason,
    setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie,
  };
};

/** A real player's login: once more with a solved check when the platform asks for one. */
const playerLogin = async (
  app: FastifyInstance,
  fields: Record<string, unknown>,
  options: { ip: string; cookie?: string },
) => {
  const first = await login(app, fields, options);
  if (first.reason !== 'humanCheckRequired') return { ...first, challenged: false };
  const humanCheck = await solvedHumanCheck(app, 'login', options.ip);
  return { ...(await login(app, { ...fields, humanCheck }, options)), challenged: true };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `connections` attack loops until `stop` says so; counts the answers by status. */
const attack = (connections: number, send: (n: number) => Promise<Answer>) => {
  let running = true;
  let sent = 0;
  const statuses = new Map<number, number>();
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      const answer = await send((sent += 1));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // A cheap refusal comes back at once; a short pause keeps the test's event loop fair.
      await pause(5);
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
};

/** Ten real logins, one every 150 ms, each from its own address. */
const realLogins = async (
  make: (i: number) => Promise<Answer & { challenged: boolean }>,
): Promise<(Answer & { challenged: boolean; ms: number })[]> => {
  const answers = [];
  for (let i = 0; i < 10; i += 1) {
    await pause(150);
    const started = Date.now();
    const answer = await make(i);
    answers.push({ ...answer, ms: Date.now() - started });
  }
  return answers;
};

jest.setTimeout(60_000);

describe('logins during the two lock-out attacks', () => {
  let ctx: Ctx;
  beforeEach(async () => {
    // A real cost, so hashes take long enough to queue.
    ctx = await startTestApp({ SCRYPT_COST: String(2 ** 14) });
  });
  afterEach(() => ctx.close());

  it('lets every real login through while 12 addresses send wrong passwords for random usernames', async () => {
    // Two connections per address, as a script with a small pool would.
    const flood = attack(24, (n) =>
      login(
        ctx.app,
        { username: `guess${n}x${Math.random().toString(36).slice(2, 8)}`, password: 'Wrong123!' },
        { ip: `10.30.1.${n % 12}` },
      ),
    );
    await pause(300);
    const answers = await realLogins((i) =>
      playerLogin(ctx.app, { username: 'demo', password: 'Demo1234!' }, { ip: `10.30.2.${i}` }),
    );
    await flood.stop();

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // The flood was refused before hashing: 3 failures per address at most were hashed.
    expect(flood.statuses.get(401) ?? 0).toBeLessThanOrEqual(12 * 3);
    expect(flood.statuses.get(400)).toBeGreaterThan(100);
  });

  it('keeps vip able to log in while 3 connections aim at vip, each request from a new address', async () => {
    // vip logged in on this browser before: it holds the device cookie.
    const earlier = await login(
      ctx.app,
      { username: 'vip', password: 'Vip12345!' },
      { ip: '10.30.3.1' },
    );
    expect(earlier.status).toBe(200);
    const device = earlier.setCookie?.split(';')[0] ?? '';
    expect(device.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);

    const flood = attack(3, (n) =>
      login(
        ctx.app,
        { username: 'vip', password: `Guess${n}!` },
        { ip: `10.31.${Math.floor(n / 250)}.${n % 250}` },
      ),
    );
    await pause(300);
    const known = await realLogins((i) =>
      playerLogin(
        ctx.app,
        { username: 'vip', password: 'Vip12345!' },
        { ip: `10.30.4.${i}`, cookie: device },
      ),
    );
    // A new browser of vip's (no cookie) is asked for the proof of work and gets in with it.
    const newBrowser = await playerLogin(
      ctx.app,
      { username: 'vip', password: 'Vip12345!' },
      { ip: '10.30.5.1' },
    );
    await flood.stop();

    expect(known.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(known.some((answer) => answer.challenged)).toBe(false);
    expect(newBrowser).toMatchObject({ status: 200, challenged: true });
    // The account's free failures were hashed; every other guess was refused before hashing.
    expect(flood.statuses.get(401) ?? 0).toBeLessThanOrEqual(3);
    expect(flood.statuses.get(400)).toBeGreaterThan(30);
  });
});

describe('the guessing protections that stay', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('still hashes and refuses a guesser who solves the proof of work', async () => {
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push(
        await playerLogin(
          ctx.app,
          { username: 'agent01', password: `Guess${i}!` },
          { ip: `10.32.0.${i}` },
        ),
      );
    expect(guesses.map((guess) => guess.status)).toEqual([401, 401, 401, 401, 401, 401]);
    // From the fourth failure on the account, each guess had to bring a solved check.
    expect(guesses.map((guess) => guess.challenged)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('honours only a well-signed cookie of a device known to the same account', async () => {
    // vip is under attack: three wrong guesses from three addresses.
    for (let i = 0; i < 3; i += 1)
      await login(ctx.app, { username: 'vip', password: 'Wrong123!' }, { ip: `10.33.1.${i}` });
    const demo = await login(
      ctx.app,
      { username: 'demo', password: 'Demo1234!' },
      { ip: '10.33.0.1' },
    );
    expect(demo.setCookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[\\w-]{32}\\.[\\w-]+; Max-Age=\\d+; Path=/wps/session; HttpOnly; SameSite=Lax$`,
      ),
    );
    const demoDevice = demo.setCookie?.split(';')[0] ?? '';
    // demo's device is not one of vip's.
    const elsewhere = await login(
      ctx.app,
      { username: 'vip', password: 'Vip12345!' },
      { ip: '10.33.0.2', cookie: demoDevice },
    );
    expect(elsewhere.reason).toBe('humanCheckRequired');
    // A forged signature is no device at all.
    const forged = await login(
      ctx.app,
      { username: 'vip', password: 'Vip12345!' },
      { ip: '10.33.0.3', cookie: `${demoDevice.slice(0, -4)}AAAA` },
    );
    expect(forged.reason).toBe('humanCheckRequired');
  });
});
