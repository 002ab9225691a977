import type { FastifyInstance } from 'fastify';
import { REFERRAL_MIN_TURNOVER, REFERRAL_REWARD } from 'shared-contracts/member';

import { addDownline, AGENT01, DOWNLINE_PASSWORD } from '../agentTeamHelpers';
import { postEncrypted } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * The referral page over HTTP (ADR 0013): a stable code and invite link, friends who registered
 * with the code (masked, qualified by deposits and turnover), rewards credited once.
 */

let started: Awaited<ReturnType<typeof startTestApp>>;
jest.setTimeout(30_000);

let app: FastifyInstance;
let me: { memberId: string; token: string };
let other: { memberId: string; token: string };
let code: string;
let rows = 0;

interface Friend {
  username: string;
  status: string;
  qualified: boolean;
  reward: number;
}

/** Registers through the site's own registration call, as a visitor of the invite link does. */
const registerWith = async (username: string, referralCode: string) => {
  rows += 1;
  const ip = `10.30.0.${rows}`;
  const reply = await postEncrypted(
    app,
    '/wps/member/register',
    {
      username,
      password: 'Secret12!',
      confirmPassword: 'Secret12!',
      humanCheck: await solvedHumanCheck(app, 'register', ip),
      registerMethod: 'WEB',
      login: true,
      referralCode,
    },
    { ip },
  );
  if (reply.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(reply.body)}`);
  return app.platform.db
    .prepare('SELECT id FROM members WHERE username = ?')
    .pluck()
    .get(username) as string;
};

const play = (memberId: string, stake: number) => {
  rows += 1;
  const { db } = app.platform;
  const game = db.prepare('SELECT game_code FROM games ORDER BY game_code LIMIT 1').pluck().get();
  db.prepare(
    `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
    VALUES (?, ?, ?, ?, 0, ?, ?)`,
  ).run(`RB${rows}`, memberId, game, stake, `tx-r${rows}`, app.platform.clock.now());
};
const deposit = (memberId: string) => {
  rows += 1;
  const now = app.platform.clock.now();
  app.platform.db
    .prepare(
      `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount, fee,
        status, idempotency_key, created_at, expires_at, credited_at)
      VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', 50000, 0, 'credited', ?, ?, ?, ?)`,
    )
    .run(`RD${rows}`, memberId, `RD${rows}`, `rd-${rows}`, now, now + 3_600_000, now);
};

const overview = async (token = me.token) => {
  const reply = await call(app, 'GET', '/wps/member/referral', { token });
  expect(reply.status).toBe(200);
  return reply.body.value;
};
const friends = async (query = '', token = me.token) => {
  const reply = await call(app, 'GET', `/wps/member/referral/friends?pageSize=50${query}`, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body.value as { list: Friend[]; total: number };
};
const claim = (key = newKey('referral'), token = me.token) =>
  call(app, 'POST', '/wps/member/referral/claim', { token, key, body: {} });

beforeAll(async () => {
  started = await startTestApp({ PUBLIC_ORIGINS: 'https://play.example.com' });
  app = started.app;
  const agent = await loginAs(app, AGENT01.username, AGENT01.password);
  const a = await addDownline(app, agent, 'inviter1', 'player', 0);
  const b = await addDownline(app, agent, 'inviter2', 'player', 0);
  me = { memberId: a.memberId, token: await loginAs(app, 'inviter1', DOWNLINE_PASSWORD) };
  other = { memberId: b.memberId, token: await loginAs(app, 'inviter2', DOWNLINE_PASSWORD) };
}, 30_000);

afterAll(async () => {
  await started.close();
});

describe('referral', () => {
  it('gives each member a stable code and an invite link to the register page', async () => {
    const first = await overview();
    code = first.referralCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.inviteUrl).toBe(`https://play.example.com/register?referralCode=${code}`);
    expect((await overview()).referralCode).toBe(code);
    expect((await overview(other.token)).referralCode).not.toBe(code);
    expect(first.totals).toEqual({
      invited: 0,
      qualified: 0,
      rewarded: 0,
      rewardTotal: 0,
      claimableReward: 0,
    });
    expect(first.rules).toEqual({
      minDeposits: 1,
      minTurnover: REFERRAL_MIN_TURNOVER,
      reward: REFERRAL_REWARD,
    });
  });

  it('lists friends who registered with the code, masked, newest first, and nobody else', async () => {
    const alice = await registerWith('alicefriend', code);
    app.platform.clock.advance(1_000);
    await registerWith('bobfriend', code.toLowerCase());
    await registerWith('carolfriend', (await overview(other.token)).referralCode);
    const list = await friends();
    expect(list.list.map((friend) => friend.username)).toEqual(['bo***d', 'al***d']);
    expect(list.list.every((friend) => friend.status === 'pending' && !friend.qualified)).toBe(
      true,
    );
    expect((await friends('', other.token)).list.map((friend) => friend.username)).toEqual([
      'ca***d',
    ]);
    expect(alice).toBeTruthy();
  });

  it('qualifies a friend after a credited deposit and enough turnover', async () => {
    const alice = app.platform.db
      .prepare("SELECT id FROM members WHERE username = 'alicefriend'")
      .pluck()
      .get() as string;
    deposit(alice);
    play(alice, REFERRAL_MIN_TURNOVER - 1);
    expect((await friends('&status=qualified')).total).toBe(0);
    play(alice, 1);
    const qualified = await friends('&status=qualified');
    expect(qualified.list).toEqual([
      expect.objectContaining({ username: 'al***d', qualified: true, reward: 0 }),
    ]);
    expect((await overview()).totals).toMatchObject({
      invited: 2,
      qualified: 1,
      claimableReward: REFERRAL_REWARD,
    });
  });

  it('credits the reward once, replays the same key and refuses when nothing is left', async () => {
    const before = mainBalance(app, 'inviter1');
    const key = newKey('referral');
    const [first, again, otherKey] = await Promise.all([claim(key), claim(key), claim()]);
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ friends: 1, amount: REFERRAL_REWARD });
    expect(again.body.value).toEqual(first.body.value);
    expect(otherKey.status).toBe(409);
    expect(otherKey.body.value).toEqual({ reason: 'nothingToClaim' });
    expect(mainBalance(app, 'inviter1')).toBe(before + REFERRAL_REWARD);
    expect((await friends('&status=rewarded')).list).toEqual([
      expect.objectContaining({ username: 'al***d', status: 'rewarded', reward: REFERRAL_REWARD }),
    ]);
    expect((await overview()).totals).toMatchObject({
      rewarded: 1,
      rewardTotal: REFERRAL_REWARD,
      claimableReward: 0,
    });
    // The other inviter has nothing to claim from this friend.
    expect((await claim(newKey('referral'), other.token)).status).toBe(409);
    expect(expectLedgerConsistent(app)).toEqual({ drift: [], negative: [], sum: 0 });
  });

  it('refuses a bad status filter and a call without a session', async () => {
    expect(
      (await call(app, 'GET', '/wps/member/referral/friends?status=paid', { token: me.token }))
        .status,
    ).toBe(400);
    expect((await call(app, 'GET', '/wps/member/referral')).status).toBe(401);
  });

  it('seeds demo friends in every state', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const list = await friends('', token);
    expect(new Set(list.list.map((friend) => friend.status))).toEqual(
      new Set(['pending', 'qualified', 'rewarded']),
    );
    expect((await overview(token)).totals.claimableReward).toBeGreaterThan(0);
  });
});
