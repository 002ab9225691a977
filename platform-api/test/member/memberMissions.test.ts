import type { FastifyInstance } from 'fastify';
import { missionPeriodOf, previousMissionPeriodOf } from 'shared-contracts/member';

import { addDownline, AGENT01, DOWNLINE_PASSWORD } from '../agentTeamHelpers';
import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * Missions over HTTP (ADR 0013): progress from real settled bets and credited deposits of the
 * current period (report days at UTC+08:00), the claim paid once, the summary behind the badge,
 * expired rewards, the leaderboard. Fresh players start without activity; rows are written at
 * the platform clock's now.
 */

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let me: { memberId: string; token: string };
let other: { memberId: string; token: string };
let slots: string;
let live: string;
let rows = 0;

const now = () => app.platform.clock.now();

const bet = (memberId: string, gameCode: string, stake: number, time = now() - 1_000) => {
  rows += 1;
  app.platform.db
    .prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
      VALUES (?, ?, ?, ?, 0, ?, ?)`,
    )
    .run(`MB${rows}`, memberId, gameCode, stake, `tx-${rows}`, time);
};

const deposit = (memberId: string, amount: number, status = 'credited', time = now() - 1_000) => {
  rows += 1;
  app.platform.db
    .prepare(
      `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount, fee,
        status, idempotency_key, created_at, expires_at, credited_at)
      VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', ?, 0, ?, ?, ?, ?, ?)`,
    )
    .run(
      `MD${rows}`,
      memberId,
      `MD${rows}`,
      amount,
      status,
      `md-${rows}`,
      time,
      time + 3_600_000,
      status === 'credited' ? time : null,
    );
};

const missions = async (token = me.token) => {
  const reply = await call(app, 'GET', '/wps/member/missions', { token });
  expect(reply.status).toBe(200);
  return reply.body.value as {
    missions: { missionId: string; status: string; progress: number; periodStart: string }[];
    summary: { claimable: number; claimableReward: number };
  };
};
const missionOf = async (id: string, status?: string) =>
  (await missions()).missions.find(
    (mission) => mission.missionId === id && (status === undefined || mission.status === status),
  );
const claim = (missionId: string, periodStart: string, key = newKey('mission'), token = me.token) =>
  call(app, 'POST', '/wps/member/missions/claim', {
    token,
    key,
    body: { missionId, periodStart },
  });
const today = () => missionPeriodOf('daily', now()).from;

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  const agent = await loginAs(app, AGENT01.username, AGENT01.password);
  const a = await addDownline(app, agent, 'missions1', 'player', 0);
  const b = await addDownline(app, agent, 'missions2', 'player', 0);
  me = { memberId: a.memberId, token: await loginAs(app, 'missions1', DOWNLINE_PASSWORD) };
  other = { memberId: b.memberId, token: await loginAs(app, 'missions2', DOWNLINE_PASSWORD) };
  const gameOf = (type: string) =>
    app.platform.db
      .prepare('SELECT game_code FROM games WHERE game_type = ? ORDER BY game_code LIMIT 1')
      .pluck()
      .get(type) as string;
  slots = gameOf('RNG');
  live = gameOf('LIVE');
});

afterAll(async () => {
  await started.close();
});

describe('the seed', () => {
  it('gives demo missions claimable, in progress, claimed and expired', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const { missions: list, summary } = await missions(token);
    const statuses = new Set(list.map((mission) => mission.status));
    expect(statuses).toEqual(new Set(['inProgress', 'claimable', 'claimed', 'expired']));
    expect(summary.claimable).toBeGreaterThan(0);
  });
});

describe('missions', () => {
  it('refuses a caller without a session', async () => {
    expect((await call(app, 'GET', '/wps/member/missions')).status).toBe(401);
    expect((await call(app, 'GET', '/wps/member/missions/summary')).status).toBe(401);
  });

  it('lists the current daily and weekly missions in progress for a new player', async () => {
    const { missions: list, summary } = await missions();
    expect(list.map((mission) => mission.missionId)).toEqual([
      'daily-bet-any',
      'daily-rounds-rng',
      'daily-deposit',
      'weekly-bet-slots',
      'weekly-bet-live',
      'weekly-deposits',
      'weekly-deposit-amount',
    ]);
    expect(list.every((mission) => mission.status === 'inProgress' && mission.progress === 0)).toBe(
      true,
    );
    expect(list[0]).toMatchObject({ periodStart: today(), periodEnd: today() });
    const week = missionPeriodOf('weekly', now());
    expect(list[3]).toMatchObject({ periodStart: week.from, periodEnd: week.to, endsAt: week.end });
    expect(summary).toEqual({ claimable: 0, claimableReward: 0 });
  });

  it('counts settled bets by category and credited deposits only, in the current period', async () => {
    bet(me.memberId, slots, 3_000);
    bet(me.memberId, slots, 2_000);
    bet(me.memberId, live, 4_000);
    // Before the week: not counted by any current mission.
    bet(me.memberId, slots, 90_000, missionPeriodOf('weekly', now()).start - 1);
    // Another member's bets never count.
    bet(other.memberId, slots, 50_000);
    deposit(me.memberId, 30_000, 'pending');
    // This period's missions only: on the first day of a week (report days at UTC+08:00) the bet
    // before the week is yesterday's, and yesterday's daily mission is listed too, expired.
    const current = (await missions()).missions.filter(
      (mission) =>
        mission.periodStart ===
        (mission.missionId.startsWith('daily-') ? today() : missionPeriodOf('weekly', now()).from),
    );
    const byId = Object.fromEntries(current.map((mission) => [mission.missionId, mission]));
    expect(byId['daily-bet-any']).toMatchObject({ progress: 9_000, status: 'inProgress' });
    expect(byId['daily-rounds-rng']).toMatchObject({ progress: 2 });
    expect(byId['weekly-bet-slots']).toMatchObject({ progress: 5_000 });
    expect(byId['weekly-bet-live']).toMatchObject({ progress: 4_000 });
    expect(byId['daily-deposit']).toMatchObject({ progress: 0 });
  });

  it('refuses to claim a mission that is not completed, saying how far it is', async () => {
    const reply = await claim('daily-bet-any', today());
    expect(reply.status).toBe(409);
    expect(reply.body.value).toEqual({ reason: 'notCompleted', progress: 9_000, target: 10_000 });
    expect((await claim('no-such-mission', today())).status).toBe(404);
  });

  it('makes a mission claimable once its target is met and counts it in the summary', async () => {
    bet(me.memberId, slots, 1_000);
    deposit(me.memberId, 20_000);
    expect(await missionOf('daily-bet-any')).toMatchObject({
      status: 'claimable',
      progress: 10_000,
    });
    expect(await missionOf('daily-deposit')).toMatchObject({ status: 'claimable', progress: 1 });
    const summary = await call(app, 'GET', '/wps/member/missions/summary', { token: me.token });
    expect(summary.body.value).toEqual({ claimable: 2, claimableReward: 500 + 200 });
    // The other member's badge is its own: its 500.00 of slots meets only the turnover mission.
    const theirs = await call(app, 'GET', '/wps/member/missions/summary', { token: other.token });
    expect(theirs.body.value).toEqual({ claimable: 1, claimableReward: 500 });
  });

  it('pays a claim once under concurrent calls and replays the same key', async () => {
    const before = mainBalance(app, 'missions1');
    const key = newKey('mission');
    const replies = await Promise.all([
      claim('daily-bet-any', today(), key),
      claim('daily-bet-any', today()),
      claim('daily-bet-any', today()),
      claim('daily-bet-any', today(), key),
    ]);
    const paid = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 409);
    // Both calls with the first key answer the same claim; the other keys are refused.
    expect(paid).toHaveLength(2);
    expect(new Set(paid.map((reply) => reply.body.value.transactionId)).size).toBe(1);
    expect(refused.map((reply) => reply.body.value.reason)).toEqual([
      'alreadyClaimed',
      'alreadyClaimed',
    ]);
    expect(mainBalance(app, 'missions1')).toBe(before + 500);
    const credits = app.platform.db
      .prepare(
        "SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'mission_reward' AND idempotency_key LIKE ?",
      )
      .pluck()
      .get(`mission:${me.memberId}:daily-bet-any:%`);
    expect(credits).toBe(1);
    expect(await missionOf('daily-bet-any')).toMatchObject({ status: 'claimed' });
    const summary = await call(app, 'GET', '/wps/member/missions/summary', { token: me.token });
    expect(summary.body.value).toEqual({ claimable: 1, claimableReward: 200 });
    expect(expectLedgerConsistent(app)).toEqual({ drift: [], negative: [], sum: 0 });
  });

  it('shows the reward in the account record as a bonus', async () => {
    const day = today();
    const reply = await call(
      app,
      'GET',
      `/wps/member/records/transactions?from=${day}&to=${day}&kind=bonus`,
      { token: me.token },
    );
    expect(reply.body.value.list).toEqual([
      expect.objectContaining({ amount: 500, kind: 'bonus' }),
    ]);
  });

  it('needs an idempotency key to claim', async () => {
    const reply = await call(app, 'POST', '/wps/member/missions/claim', {
      token: me.token,
      body: { missionId: 'daily-deposit', periodStart: today() },
    });
    expect(reply.status).toBe(400);
  });

  it('expires a completed mission left unclaimed when its period ends', async () => {
    const day = today();
    app.platform.clock.advance(24 * 3_600_000);
    const reply = await claim('daily-deposit', day);
    expect(reply.status).toBe(409);
    expect(reply.body.value.reason).toBe('expired');
    const previous = previousMissionPeriodOf('daily', now()).from;
    expect(previous).toBe(day);
    const expired = (await missions()).missions.filter((mission) => mission.status === 'expired');
    // Yesterday's deposit mission was met and not claimed; the claimed turnover one is not listed.
    expect(expired).toEqual([
      expect.objectContaining({ missionId: 'daily-deposit', periodStart: day }),
    ]);
    // A new day starts from zero.
    expect(await missionOf('daily-bet-any', 'inProgress')).toMatchObject({ progress: 0 });
  });
});

describe('leaderboard', () => {
  it('ranks members by the period turnover, masks names and shows the caller', async () => {
    bet(me.memberId, live, 7_000);
    bet(other.memberId, live, 3_000);
    const reply = await call(
      app,
      'GET',
      '/wps/member/missions/leaderboard?period=daily&pageSize=50',
      {
        token: me.token,
      },
    );
    expect(reply.status).toBe(200);
    const value = reply.body.value as {
      periodStart: string;
      page: {
        list: { rank: number; username: string; validTurnover: number; isMe: boolean }[];
        total: number;
      };
      me: { rank: number; validTurnover: number };
    };
    expect(value.periodStart).toBe(today());
    const mine = value.page.list.find((entry) => entry.isMe);
    expect(mine).toMatchObject({ username: 'mi***1', validTurnover: 7_000, rank: value.me.rank });
    expect(value.me).toMatchObject({ validTurnover: 7_000 });
    const ranks = value.page.list.map((entry) => entry.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const turnovers = value.page.list.map((entry) => entry.validTurnover);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    expect(value.page.list.some((entry) => entry.username.includes('missions'))).toBe(false);
    expect(value.page.total).toBe(value.page.list.length);
  });

  it('pages without overlap and gives a member without bets no rank', async () => {
    const fresh = await addDownline(
      app,
      await loginAs(app, AGENT01.username, AGENT01.password),
      'missions3',
      'player',
      0,
    );
    const token = await loginAs(app, 'missions3', DOWNLINE_PASSWORD);
    const first = await call(app, 'GET', '/wps/member/missions/leaderboard?pageSize=1', { token });
    expect(first.body.value.me).toEqual({ rank: null, validTurnover: 0, bets: 0 });
    expect(fresh.memberId).toBeTruthy();
    if (first.body.value.page.total > 1) {
      const second = await call(
        app,
        'GET',
        '/wps/member/missions/leaderboard?pageSize=1&pageNo=2',
        {
          token,
        },
      );
      expect(second.body.value.page.list[0].validTurnover).toBeLessThanOrEqual(
        first.body.value.page.list[0].validTurnover,
      );
    }
    expect(
      (await call(app, 'GET', '/wps/member/missions/leaderboard?period=monthly', { token })).status,
    ).toBe(400);
  });
});
