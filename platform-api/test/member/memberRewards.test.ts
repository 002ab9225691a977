import type { FastifyInstance } from 'fastify';
import { DAY_MS, reportDayOf } from 'shared-contracts';
import { type MemberBonus, type MemberReward } from 'shared-contracts/member';

import { playerAccountId } from '../../src/ledger/accounts';
import { call, expectLedgerConsistent, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * Bonus details and the reward centre over HTTP (ADR 0013). Fresh players (no history) get
 * hand-written bets, deposits and ranks; the seeded demo and vip show the seed's history.
 */

const PASSWORD = 'Reward1234!';
const OFFSET_MS = 8 * 3_600_000;

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let gameCode: string;
let players = 0;

const newPlayer = async () => {
  const username = `rewards${(players += 1)}x`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD },
  });
  expect(reply.status).toBe(200);
  return {
    memberId: reply.body.value.memberId as string,
    token: await loginAs(app, username, PASSWORD),
  };
};

const now = () => app.platform.clock.now();
/** Noon (UTC+08:00) of the report day `daysAgo` days before today. */
const noonOf = (daysAgo: number) =>
  (Math.floor((now() + OFFSET_MS) / DAY_MS) - daysAgo) * DAY_MS - OFFSET_MS + DAY_MS / 2;

let bets = 0;
const bet = (memberId: string, stake: number, at: number) =>
  app.platform.db
    .prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
      VALUES (?, ?, ?, ?, 0, ?, ?)`,
    )
    .run(`RWB${(bets += 1)}`, memberId, gameCode, stake, `rw-tx-${bets}`, at);

const creditedDeposit = (memberId: string, amount: number, fee: number, at: number) => {
  const id = `rw-dep-${(bets += 1)}`;
  app.platform.db
    .prepare(
      `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount, fee,
        status, idempotency_key, created_at, expires_at, paid_at, credited_at)
      VALUES (?, ?, ?, 'bank-1', 'bank_transfer', ?, ?, 'credited', ?, ?, ?, ?, ?)`,
    )
    .run(id, memberId, `REF-${id}`, amount, fee, id, at, at + DAY_MS, at, at);
  return id;
};

const balanceOf = (memberId: string) =>
  Number(
    app.platform.db
      .prepare('SELECT balance FROM accounts WHERE id = ?')
      .pluck()
      .get(playerAccountId(memberId, 'MAIN')),
  );

const claimable = async (token: string) => {
  const reply = await call(app, 'GET', '/wps/member/rewards/claimable', { token });
  expect(reply.status).toBe(200);
  return reply.body.value as { list: MemberReward[]; count: number; totalAmount: number };
};

const claim = (token: string, rewardId: string, key = newKey('claim')) =>
  call(app, 'POST', '/wps/member/rewards/claim', { token, key, body: { rewardId } });

const bonuses = async (token: string, query = '') => {
  const reply = await call(app, 'GET', `/wps/member/bonuses${query}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.value as {
    page: { list: MemberBonus[]; total: number; totalPages: number };
    totals: {
      bonuses: number;
      amount: number;
      turnover: { required: number; progress: number; remaining: number };
    };
  };
};

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  gameCode = app.platform.db.prepare('SELECT game_code FROM games LIMIT 1').pluck().get() as string;
});

afterAll(async () => {
  expectLedgerConsistent(app);
  await started.close();
});

describe('seeded history', () => {
  it('shows demo claimable, claimed and expired rewards and the bonuses they made', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const open = await claimable(token);
    expect(open.count).toBeGreaterThan(0);
    expect(open.list.every((reward) => reward.status === 'claimable')).toBe(true);
    expect(open.totalAmount).toBe(open.list.reduce((sum, reward) => sum + reward.amount, 0));

    const claimed = await call(app, 'GET', '/wps/member/rewards/history?status=claimed', { token });
    const expired = await call(app, 'GET', '/wps/member/rewards/history?status=expired', { token });
    expect(claimed.body.value.total).toBeGreaterThanOrEqual(3);
    expect(expired.body.value.total).toBeGreaterThan(0);
    const kinds = new Set((claimed.body.value.list as MemberReward[]).map((r) => r.kind));
    expect(kinds).toEqual(new Set(['rebate', 'deposit', 'birthday']));

    const list = await bonuses(token, '?pageSize=50');
    const fromRewards = list.page.list.filter((bonus) => bonus.rewardKind !== null);
    expect(fromRewards).toHaveLength(claimed.body.value.total);
    expect(list.page.list.some((bonus) => bonus.status === 'completed')).toBe(true);
  });

  it('gives vip a claimable VIP level-up, a claimed rebate and bonuses still owing turnover', async () => {
    const token = await loginAs(app, 'vip', 'Vip12345!');
    const open = await claimable(token);
    const levelUp = open.list.find((reward) => reward.kind === 'vipLevelUp');
    expect(levelUp).toMatchObject({ source: '6', amount: 6 * 5_000, turnoverMultiple: 2 });
    const history = await call(app, 'GET', '/wps/member/rewards/history', { token });
    const statuses = new Set((history.body.value.list as MemberReward[]).map((r) => r.status));
    expect(statuses).toEqual(new Set(['claimed', 'expired']));
    const list = await bonuses(token);
    expect(list.totals.turnover.remaining).toBeGreaterThan(0);
    expect(list.page.list.some((bonus) => bonus.status === 'active')).toBe(true);
  });
});

describe('issuing', () => {
  it('issues one rebate per settled day from its valid bets, once however often it is read', async () => {
    const me = await newPlayer();
    bet(me.memberId, 30_000, noonOf(2));
    bet(me.memberId, 12_345, noonOf(2) + 60_000);
    bet(me.memberId, 50_000, noonOf(1));
    bet(me.memberId, 10_000, noonOf(0)); // today: not settled as a period yet
    bet(me.memberId, 10_000, noonOf(30)); // too old to claim any more

    const first = await claimable(me.token);
    await claimable(me.token);
    const again = await claimable(me.token);
    const rebates = again.list.filter((reward) => reward.kind === 'rebate');
    expect(rebates.map((r) => [r.basis, r.amount])).toEqual([
      [42_345, 423],
      [50_000, 500],
    ]);
    expect(again.list.map((r) => r.id)).toEqual(first.list.map((r) => r.id));
    const rows = app.platform.db
      .prepare("SELECT COUNT(*) FROM member_rewards WHERE member_id = ? AND kind = 'rebate'")
      .pluck()
      .get(me.memberId);
    expect(rows).toBe(2);
    // Available once its day has ended, claimable for seven days after.
    expect(rebates[0]!.expiresAt - rebates[0]!.availableFrom).toBe(7 * DAY_MS);
    expect(rebates[0]!.availableFrom).toBeLessThanOrEqual(now());
  });

  it('issues a deposit reward per credited deposit, capped, and none below the minimum', async () => {
    const me = await newPlayer();
    const big = creditedDeposit(me.memberId, 2_000_000, 0, now() - 3_600_000);
    creditedDeposit(me.memberId, 20_100, 100, now() - 7_200_000);
    creditedDeposit(me.memberId, 5_000, 0, now() - 7_200_000);
    const deposits = (await claimable(me.token)).list.filter((r) => r.kind === 'deposit');
    expect(deposits.map((r) => [r.basis, r.amount])).toEqual(
      expect.arrayContaining([
        [2_000_000, 50_000],
        [20_000, 1_000],
      ]),
    );
    expect(deposits).toHaveLength(2);
    expect(deposits.find((r) => r.amount === 50_000)?.source).toBe(big);
  });

  it('issues earned rewards on the scheduled pass, before the member looks, once', async () => {
    const me = await newPlayer();
    const deposit = creditedDeposit(me.memberId, 30_000, 0, now() - 60_000);
    bet(me.memberId, 50_000, noonOf(1));
    const issued = () =>
      app.platform.db
        .prepare('SELECT kind, source_key FROM member_rewards WHERE member_id = ? ORDER BY kind')
        .all(me.memberId);
    expect(issued()).toEqual([]);
    expect(app.platform.rewards.issueDue(now())).toBeGreaterThan(0);
    const expected = [
      { kind: 'deposit', source_key: `deposit:${deposit}` },
      { kind: 'rebate', source_key: `rebate:${reportDayOf(noonOf(1))}` },
    ];
    expect(issued()).toEqual(expected);
    app.platform.rewards.issueDue(now());
    expect(issued()).toEqual(expected);
    expect((await claimable(me.token)).count).toBe(2);
  });

  it('issues a VIP level-up once when the club rank rises, none at first sight', async () => {
    const me = await newPlayer();
    const setLabel = app.platform.db.prepare('UPDATE members SET club_label_id = ? WHERE id = ?');
    setLabel.run(1, me.memberId); // rank 2 before the first read: the baseline
    expect((await claimable(me.token)).list.filter((r) => r.kind === 'vipLevelUp')).toHaveLength(0);
    setLabel.run(2, me.memberId); // rank 4
    await claimable(me.token);
    const levelUps = (await claimable(me.token)).list.filter((r) => r.kind === 'vipLevelUp');
    expect(levelUps).toHaveLength(1);
    expect(levelUps[0]).toMatchObject({ source: '4', amount: 20_000 });
  });
});

describe('claiming', () => {
  const setUp = async () => {
    const me = await newPlayer();
    bet(me.memberId, 100_000, noonOf(1));
    const reward = (await claimable(me.token)).list.find((r) => r.kind === 'rebate')!;
    expect(reward.amount).toBe(1_000);
    return { me, reward };
  };

  it('pays once under concurrent claims and replays the same answer for the same key', async () => {
    const { me, reward } = await setUp();
    const before = balanceOf(me.memberId);
    const key = newKey('claim');
    const replies = await Promise.all([
      claim(me.token, reward.id, key),
      claim(me.token, reward.id),
      claim(me.token, reward.id),
      claim(me.token, reward.id, key),
      claim(me.token, reward.id),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.value).toEqual({ reason: 'alreadyClaimed' });
    expect(balanceOf(me.memberId)).toBe(before + 1_000);

    const ok = replies.find((r) => r.status === 200)!;
    expect(ok.body.value).toMatchObject({
      reward: { id: reward.id, status: 'claimed', turnoverRequired: 1_000 },
      balance: before + 1_000,
    });
    const replay = await claim(me.token, reward.id, key);
    expect(replay.status).toBe(200);
    expect(replay.body.value).toEqual(ok.body.value);
    expect(balanceOf(me.memberId)).toBe(before + 1_000);

    const movements = app.platform.db
      .prepare('SELECT kind FROM ledger_transactions WHERE idempotency_key = ?')
      .pluck()
      .all(`reward:${reward.id}`);
    expect(movements).toEqual(['rebate']);
    expect((await claimable(me.token)).list.map((r) => r.id)).not.toContain(reward.id);
    const history = await call(app, 'GET', '/wps/member/rewards/history', { token: me.token });
    expect(history.body.value.list[0]).toMatchObject({ id: reward.id, status: 'claimed' });
  });

  it("refuses another member's reward and leaves it claimable", async () => {
    const { me, reward } = await setUp();
    const other = await newPlayer();
    const before = balanceOf(other.memberId);
    const reply = await claim(other.token, reward.id);
    expect(reply.status).toBe(404);
    expect(reply.body.value).toEqual({ reason: 'notFound' });
    expect(balanceOf(other.memberId)).toBe(before);
    expect((await claimable(me.token)).list.map((r) => r.id)).toContain(reward.id);
  });

  it('adds the reward turnover to what withdrawals wait for, shown per bonus in grant order', async () => {
    const { me, reward } = await setUp();
    const deposit = creditedDeposit(me.memberId, 40_000, 0, now() - 60_000);
    const depositReward = (await claimable(me.token)).list.find((r) => r.source === deposit)!;
    expect(await claim(me.token, reward.id)).toMatchObject({ status: 200 });
    expect(await claim(me.token, depositReward.id)).toMatchObject({ status: 200 });
    // 1,000 × 1 then 2,000 × 5 are owed; 3,000 staked after both fills the rebate's and 2,000 more.
    bet(me.memberId, 3_000, now() + 1);

    const settings = await call(app, 'GET', '/wps/member/withdrawal/settings', { token: me.token });
    expect(settings.body.value.turnover).toEqual({
      required: 11_000,
      progress: 3_000,
      remaining: 8_000,
    });
    const list = await bonuses(me.token);
    expect(list.totals.turnover).toEqual(settings.body.value.turnover);
    expect(list.totals).toMatchObject({ bonuses: 2, amount: 3_000 });
    expect(
      list.page.list.map((b) => [
        b.rewardKind,
        b.turnoverRequired,
        b.progress,
        b.remaining,
        b.status,
      ]),
    ).toEqual([
      ['deposit', 10_000, 2_000, 8_000, 'active'],
      ['rebate', 1_000, 1_000, 0, 'completed'],
    ]);
    const completed = await bonuses(me.token, '?status=completed');
    expect(completed.page.list.map((b) => b.rewardKind)).toEqual(['rebate']);
    expect(completed.page.total).toBe(1);

    // The account record names the credits: the rebate as a rebate, the deposit reward a bonus.
    const day = reportDayOf(now());
    const record = await call(
      app,
      'GET',
      `/wps/member/records/transactions?from=${day}&to=${day}`,
      {
        token: me.token,
      },
    );
    expect(
      record.body.value.list.map((m: { kind: string; amount: number }) => [m.kind, m.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['rebate', 1_000],
        ['bonus', 2_000],
      ]),
    );
    // Its detail names the reward it paid.
    const rebate = record.body.value.list.find((m: { kind: string }) => m.kind === 'rebate');
    const detail = await call(app, 'GET', `/wps/member/records/transaction?id=${rebate.id}`, {
      token: me.token,
    });
    expect(detail.body.value).toMatchObject({ kind: 'rebate', reference: reward.id });
  });

  it('refuses an expired reward with a clear message and pays nothing', async () => {
    const { me, reward } = await setUp();
    const before = balanceOf(me.memberId);
    app.platform.clock.advance(reward.expiresAt - now() + 1);
    const reply = await claim(me.token, reward.id);
    expect(reply.status).toBe(409);
    expect(reply.body.value).toEqual({ reason: 'expired' });
    expect(reply.body.message).toMatch(/expired/);
    expect(balanceOf(me.memberId)).toBe(before);
    const history = await call(app, 'GET', '/wps/member/rewards/history?status=expired', {
      token: me.token,
    });
    expect(history.body.value.list.map((r: MemberReward) => r.id)).toContain(reward.id);
  });

  it('asks for an idempotency key and a well-formed id', async () => {
    const me = await newPlayer();
    const noKey = await call(app, 'POST', '/wps/member/rewards/claim', {
      token: me.token,
      body: { rewardId: 'x1234567' },
    });
    expect(noKey.status).toBe(400);
    const bad = await claim(me.token, 'no spaces allowed');
    expect(bad.status).toBe(400);
  });
});
