import type { FastifyInstance } from 'fastify';
import { addDays, reportDayOf } from 'shared-contracts';
import { type RecordBet } from 'shared-contracts/member';

import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../src/ledger/accounts';
import { addDownline, AGENT01, at, DOWNLINE_PASSWORD } from '../agentTeamHelpers';
import {
  call,
  expectCategoryDaysReconciled,
  expectLedgerConsistent,
  type Reply,
} from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * The member centre's records over HTTP (ADR 0013): betting record, one bet, account record, one
 * movement, profit. Two fresh players (no history of their own) get hand-written bets and ledger
 * movements at chosen instants of the week 2025-03-10 (Mon) .. 2025-03-16 (Sun), UTC+08:00.
 */

const RANGE = 'from=2025-03-10&to=2025-03-16';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let me: { memberId: string; token: string };
let other: { memberId: string; token: string };
let game: { game_code: string; game_type: string; vassalage: string };
let otherGame: { game_code: string; game_type: string; vassalage: string };
let lotteryGame: { game_code: string; game_type: string; vassalage: string };
type BetName = 'g0' | 'g1' | 'g2' | 'g3' | 'g4' | 'l1' | 'l2' | 'l3' | 'l4' | 'l5' | 'others';
const ids = {} as Record<BetName | 'stakeBet', string>;

let rows = 0;
const nextId = (prefix: string) => `${prefix}${(rows += 1)}`;

const gameBet = (
  memberId: string,
  code: string,
  stake: number,
  payout: number,
  time: number,
  txId = nextId('tx-'),
) => {
  const id = nextId('RB');
  app.platform.db
    .prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at,
        round_id, outcome_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      memberId,
      code,
      stake,
      payout,
      txId,
      time,
      `round-${id}`,
      '{"multiplier":2.5,"detail":{"reels":[1,2,3]}}',
    );
  return id;
};

const lotteryBet = (
  memberId: string,
  status: 'open' | 'won' | 'lost' | 'push' | 'cancelled',
  amount: number,
  payout: number,
  placedAt: number,
  settledAt: number | null,
) => {
  const { db } = app.platform;
  const id = nextId('RL');
  const issueNo = nextId('2025');
  db.prepare(
    `INSERT INTO lottery_issues (game_code, issue_no, opens_at, sales_close_at, draw_at, seed,
      commitment, result_json, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    lotteryGame.game_code,
    issueNo,
    placedAt - 60_000,
    placedAt + 60_000,
    placedAt + 120_000,
    'a'.repeat(64),
    'b'.repeat(64),
    status === 'open' ? null : '{"balls":["1","2","3","4","5"]}',
    status === 'open' ? 'open' : 'settled',
    placedAt - 60_000,
  );
  db.prepare(
    `INSERT INTO lottery_orders (id, member_id, game_code, idempotency_key, request_hash,
      total_amount, issues, transaction_id, created_at) VALUES (?, ?, ?, ?, 'h', ?, 1, ?, ?)`,
  ).run(`O${id}`, memberId, lotteryGame.game_code, `k${id}`, amount, `tx-O${id}`, placedAt);
  db.prepare(
    `INSERT INTO lottery_bets (id, order_id, member_id, game_code, issue_no, line_no, play_type,
      selection_json, mode, multiplier, bet_count, amount, odds_milli, max_payout, payout, status,
      cancel_reason, placed_at, settled_at)
      VALUES (?, ?, ?, ?, ?, 0, 'first', '[["1"]]', 'yuan', 2, 1, ?, 9000, 100000, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    `O${id}`,
    memberId,
    lotteryGame.game_code,
    issueNo,
    amount,
    payout,
    status,
    status === 'cancelled' ? 'member' : null,
    placedAt,
    settledAt,
  );
  return id;
};

/** A ledger movement at a chosen time, as the ledger writes it. */
const post = (kind: string, key: string, time: number, from: string, to: string, amount: number) =>
  app.platform.ledger.post(
    {
      kind,
      idempotencyKey: key,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    },
    time,
  ).transactionId;

const get = (url: string, token = me.token): Promise<Reply> => call(app, 'GET', url, { token });

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  const { db } = app.platform;
  const agent = await loginAs(app, AGENT01.username, AGENT01.password);
  const a = await addDownline(app, agent, 'records1', 'player', 0);
  const b = await addDownline(app, agent, 'records2', 'player', 0);
  me = { memberId: a.memberId, token: await loginAs(app, 'records1', DOWNLINE_PASSWORD) };
  other = { memberId: b.memberId, token: await loginAs(app, 'records2', DOWNLINE_PASSWORD) };
  const pick = (where: string) =>
    db
      .prepare(
        `SELECT game_code, game_type, vassalage FROM games WHERE ${where} ORDER BY game_code LIMIT 1`,
      )
      .get() as { game_code: string; game_type: string; vassalage: string };
  game = pick("game_type = 'RNG'");
  otherGame = pick("game_type = 'LIVE'");
  lotteryGame = pick("game_type = 'LOTT'");

  // Bets: in the range by their time (settlement, or placing while open), and just outside.
  ids.g0 = gameBet(me.memberId, game.game_code, 700, 0, at('2025-03-10', '00:00') - 1);
  ids.g1 = gameBet(me.memberId, game.game_code, 1000, 2500, at('2025-03-10', '00:00'));
  ids.g2 = gameBet(me.memberId, otherGame.game_code, 500, 0, at('2025-03-12'));
  ids.g3 = gameBet(me.memberId, game.game_code, 300, 100, at('2025-03-17', '00:00') - 1);
  ids.g4 = gameBet(me.memberId, game.game_code, 900, 0, at('2025-03-17', '00:00'));
  ids.l1 = lotteryBet(me.memberId, 'won', 200, 1000, at('2025-03-09'), at('2025-03-11'));
  ids.l2 = lotteryBet(me.memberId, 'push', 300, 300, at('2025-03-13'), at('2025-03-13', '13:00'));
  ids.l3 = lotteryBet(me.memberId, 'open', 400, 0, at('2025-03-14'), null);
  ids.l4 = lotteryBet(
    me.memberId,
    'cancelled',
    600,
    0,
    at('2025-03-10', '09:00'),
    at('2025-03-15'),
  );
  ids.l5 = lotteryBet(
    me.memberId,
    'lost',
    800,
    0,
    at('2025-03-16', '23:00'),
    at('2025-03-17', '01:00'),
  );
  ids.others = gameBet(other.memberId, game.game_code, 5000, 0, at('2025-03-12'));

  // Ledger: one movement before the range (the running balance starts from it), then the week.
  const main = playerAccountId(me.memberId, 'MAIN');
  const evo = playerAccountId(me.memberId, 'EVO');
  post('deposit', `rec-dep0-${me.memberId}`, at('2025-03-01'), HOUSE_ACCOUNT_ID, main, 50_000);
  post(
    'deposit',
    `rec-dep1-${me.memberId}`,
    at('2025-03-10', '08:00'),
    HOUSE_ACCOUNT_ID,
    main,
    10_000,
  );
  post('wallet_transfer', `rec-tr-${me.memberId}`, at('2025-03-10', '09:00'), main, evo, 3_000);
  const stakeTx = post(
    'game_stake',
    `rec-stake-${me.memberId}`,
    at('2025-03-11'),
    evo,
    HOUSE_ACCOUNT_ID,
    1_000,
  );
  ids.stakeBet = gameBet(
    me.memberId,
    game.game_code,
    1_000,
    2_500,
    at('2025-03-01', '10:00'),
    stakeTx,
  );
  post(
    'game_win',
    `rec-win-${me.memberId}`,
    at('2025-03-11', '12:01'),
    HOUSE_ACCOUNT_ID,
    evo,
    2_500,
  );
  post('bonus', `rec-bonus-${me.memberId}`, at('2025-03-12'), HOUSE_ACCOUNT_ID, main, 500);
  post(
    'withdrawal_hold',
    `withdrawal-hold:W-rec-1`,
    at('2025-03-13'),
    main,
    HOUSE_ACCOUNT_ID,
    2_000,
  );
  post(
    'admin_credit',
    `rec-adm-${me.memberId}`,
    at('2025-03-16', '23:59'),
    HOUSE_ACCOUNT_ID,
    main,
    100,
  );
  post('deposit', `rec-dep2-${me.memberId}`, at('2025-03-17'), HOUSE_ACCOUNT_ID, main, 7_000);
  post(
    'deposit',
    `rec-dep-o-${other.memberId}`,
    at('2025-03-12'),
    HOUSE_ACCOUNT_ID,
    playerAccountId(other.memberId, 'MAIN'),
    900,
  );
}, 30_000);

afterAll(async () => {
  await started.close();
});

const allBets = async (
  query: string,
): Promise<{ list: RecordBet[]; totals: Reply['body']['value'] }> => {
  const reply = await get(`/wps/member/records/bets?${query}&pageSize=100`);
  expect(reply.status).toBe(200);
  return { list: reply.body.value.page.list as RecordBet[], totals: reply.body.value.totals };
};

describe('betting record', () => {
  it('lists the bets whose time falls in the range, newest first, with statuses and amounts', async () => {
    const { list, totals } = await allBets(RANGE);
    expect(list.map((bet) => bet.betId)).toEqual([
      ids.g3,
      ids.l4,
      ids.l3,
      ids.l2,
      ids.g2,
      ids.l1,
      ids.g1,
    ]);
    const byId = new Map(list.map((bet) => [bet.betId, bet]));
    expect(byId.get(ids.g1)).toMatchObject({
      product: 'game',
      gameCode: game.game_code,
      category: game.game_type,
      vendorCode: game.vassalage,
      stake: 1000,
      validTurnover: 1000,
      payout: 2500,
      winLoss: 1500,
      status: 'settled',
      placedAt: at('2025-03-10', '00:00'),
      settledAt: at('2025-03-10', '00:00'),
    });
    expect(byId.get(ids.g1)?.gameName).not.toBe('');
    expect(byId.get(ids.g1)?.vendorName).not.toBe('');
    expect(byId.get(ids.l1)).toMatchObject({
      product: 'lottery',
      status: 'settled',
      validTurnover: 200,
      payout: 1000,
      winLoss: 800,
    });
    expect(byId.get(ids.l2)).toMatchObject({
      status: 'settled',
      validTurnover: 0,
      payout: 300,
      winLoss: 0,
    });
    expect(byId.get(ids.l3)).toMatchObject({
      status: 'unsettled',
      validTurnover: 0,
      payout: 0,
      winLoss: 0,
      settledAt: null,
    });
    expect(byId.get(ids.l4)).toMatchObject({
      status: 'cancelled',
      validTurnover: 0,
      payout: 0,
      winLoss: 0,
      settledAt: at('2025-03-15'),
    });
    expect(totals).toEqual({
      bets: 7,
      stake: 1000 + 500 + 300 + 200 + 300 + 400 + 600,
      validTurnover: 1000 + 500 + 300 + 200,
      payout: 2500 + 0 + 100 + 1000 + 300,
      winLoss: 1500 - 500 - 200 + 800 + 0,
    });
  });

  it('filters by status, category and vendor, with the totals of the filtered set', async () => {
    const settled = await allBets(`${RANGE}&status=settled`);
    expect(settled.list.map((bet) => bet.betId)).toEqual([ids.g3, ids.l2, ids.g2, ids.l1, ids.g1]);
    expect(settled.totals).toMatchObject({
      bets: 5,
      stake: 2300,
      validTurnover: 2000,
      winLoss: 1600,
    });
    const open = await allBets(`${RANGE}&status=unsettled`);
    expect(open.list.map((bet) => bet.betId)).toEqual([ids.l3]);
    expect(open.totals).toEqual({ bets: 1, stake: 400, validTurnover: 0, payout: 0, winLoss: 0 });
    const cancelled = await allBets(`${RANGE}&status=cancelled`);
    expect(cancelled.list.map((bet) => bet.betId)).toEqual([ids.l4]);

    const live = await allBets(`${RANGE}&category=${otherGame.game_type}`);
    expect(live.list.map((bet) => bet.betId)).toEqual([ids.g2]);
    expect(live.totals).toMatchObject({ bets: 1, stake: 500, winLoss: -500 });
    const lottery = await allBets(`${RANGE}&category=LOTT`);
    expect(lottery.list.map((bet) => bet.betId)).toEqual([ids.l4, ids.l3, ids.l2, ids.l1]);
    const vendor = await allBets(`${RANGE}&vendorCode=${game.vassalage}`);
    expect(vendor.list.map((bet) => bet.betId)).toEqual([ids.g3, ids.g1]);
    const settledLottery = await allBets(`${RANGE}&category=LOTT&status=settled`);
    expect(settledLottery.totals).toMatchObject({ bets: 2, validTurnover: 200, winLoss: 800 });
    const none = await allBets(`${RANGE}&vendorCode=NOPE`);
    expect(none.list).toEqual([]);
    expect(none.totals).toEqual({ bets: 0, stake: 0, validTurnover: 0, payout: 0, winLoss: 0 });
  });

  it('pages through the same list with the whole set totals on every page', async () => {
    const { list, totals } = await allBets(RANGE);
    const seen: string[] = [];
    for (const pageNo of [1, 2, 3]) {
      const reply = await get(`/wps/member/records/bets?${RANGE}&pageNo=${pageNo}&pageSize=3`);
      expect(reply.body.value.page).toMatchObject({ total: 7, totalPages: 3, pageNo });
      expect(reply.body.value.totals).toEqual(totals);
      seen.push(...(reply.body.value.page.list as RecordBet[]).map((bet) => bet.betId));
    }
    expect(seen).toEqual(list.map((bet) => bet.betId));
  });

  it('shows only the caller its bets', async () => {
    const { list } = await allBets(RANGE.replace('2025-03-10', '2025-03-01'));
    expect(list.map((bet) => bet.betId)).not.toContain(ids.others);
    const reply = await get(`/wps/member/records/bets?${RANGE}`, other.token);
    expect(reply.body.value.page.list.map((bet: RecordBet) => bet.betId)).toEqual([ids.others]);
  });

  it('answers one bet with its detail, and refuses another member bet', async () => {
    const round = await get(`/wps/member/records/bet?betId=${ids.g1}`);
    expect(round.status).toBe(200);
    expect(round.body.value).toMatchObject({
      betId: ids.g1,
      winLoss: 1500,
      detail: {
        roundId: `round-${ids.g1}`,
        outcome: { multiplier: 2.5, detail: { reels: [1, 2, 3] } },
      },
    });
    const lottery = await get(`/wps/member/records/bet?betId=${ids.l1}`);
    expect(lottery.body.value).toMatchObject({
      betId: ids.l1,
      status: 'settled',
      detail: {
        playType: 'first',
        selection: [['1']],
        mode: 'yuan',
        multiplier: 2,
        betCount: 1,
        result: { balls: ['1', '2', '3', '4', '5'] },
      },
    });
    const open = await get(`/wps/member/records/bet?betId=${ids.l3}`);
    expect(open.body.value.detail.result).toBeNull();

    for (const betId of [ids.others, 'no-such-bet']) {
      const refused = await get(`/wps/member/records/bet?betId=${betId}`);
      expect(refused.status).toBe(404);
      expect(refused.body.value).toEqual({ reason: 'notFound' });
    }
  });
});

describe('profit', () => {
  it('sums settled bets per day at UTC+08:00 and reconciles with the betting record', async () => {
    const reply = await get(`/wps/member/records/profit?${RANGE}&periodKind=daily`);
    expect(reply.status).toBe(200);
    const { periods, totals } = reply.body.value;
    expect(periods).toHaveLength(7);
    expect(periods[0]).toMatchObject({
      periodStart: '2025-03-10',
      periodEnd: '2025-03-10',
      bets: 1,
      winLoss: 1500,
    });
    // 23:59:59.999 of the 16th (UTC+08:00) is still the 16th; the round a millisecond later is not in the range.
    expect(periods[6]).toMatchObject({
      periodStart: '2025-03-16',
      bets: 1,
      validTurnover: 300,
      winLoss: -200,
    });
    expect(periods[5]).toMatchObject({
      periodStart: '2025-03-15',
      bets: 0,
      validTurnover: 0,
      winLoss: 0,
      byCategory: [],
    });
    const settled = await allBets(`${RANGE}&status=settled`);
    expect(totals).toEqual({
      bets: settled.totals.bets,
      validTurnover: settled.totals.validTurnover,
      winLoss: settled.totals.winLoss,
    });
  });

  it('cuts weekly periods at the range ends, with categories adding up to each period', async () => {
    const range = 'from=2025-03-12&to=2025-03-18';
    const reply = await get(`/wps/member/records/profit?${range}&periodKind=weekly`);
    const { periods, totals } = reply.body.value as {
      periods: {
        periodStart: string;
        periodEnd: string;
        bets: number;
        validTurnover: number;
        winLoss: number;
        byCategory: { category: string; bets: number; validTurnover: number; winLoss: number }[];
      }[];
      totals: { bets: number; validTurnover: number; winLoss: number };
    };
    expect(periods.map((p) => [p.periodStart, p.periodEnd])).toEqual([
      ['2025-03-12', '2025-03-16'],
      ['2025-03-17', '2025-03-18'],
    ]);
    // The first week: g2 (LIVE), l2 (push), g3; the second: g4 and the lost lottery bet l5.
    expect(periods[0]).toMatchObject({ bets: 3, validTurnover: 800, winLoss: -700 });
    expect(periods[1]).toMatchObject({ bets: 2, validTurnover: 1700, winLoss: -1700 });
    for (const period of periods)
      for (const field of ['bets', 'validTurnover', 'winLoss'] as const)
        expect(period.byCategory.reduce((sum, c) => sum + c[field], 0)).toBe(period[field]);
    expect(periods[1]?.byCategory.map((c) => c.category)).toEqual(['LOTT', game.game_type]);
    const settled = await allBets(`${range}&status=settled`);
    expect(totals).toEqual({
      bets: settled.totals.bets,
      validTurnover: settled.totals.validTurnover,
      winLoss: settled.totals.winLoss,
    });
  });

  it('answers one entry per month or half month overlapping the range', async () => {
    const monthly = await get(
      '/wps/member/records/profit?from=2025-02-20&to=2025-03-20&periodKind=monthly',
    );
    expect(
      monthly.body.value.periods.map((p: { periodStart: string; periodEnd: string }) => [
        p.periodStart,
        p.periodEnd,
      ]),
    ).toEqual([
      ['2025-02-20', '2025-02-28'],
      ['2025-03-01', '2025-03-20'],
    ]);
    const half = await get(
      '/wps/member/records/profit?from=2025-03-01&to=2025-03-31&periodKind=semimonthly',
    );
    // 1st-15th: the round of the 1st, g0 (the 9th at 23:59:59.999), g1, l1, g2, l2; then g3, g4, l5.
    expect(half.body.value.periods.map((p: { bets: number }) => p.bets)).toEqual([6, 3]);
  });
});

describe('account record', () => {
  interface Row {
    id: string;
    kind: string;
    amount: number;
    balanceAfter: number;
    wallet: string;
    createdAt: number;
  }
  const list = async (query: string, token = me.token): Promise<Row[]> => {
    const reply = await get(`/wps/member/records/transactions?${query}&pageSize=100`, token);
    expect(reply.status).toBe(200);
    return reply.body.value.list as Row[];
  };

  it('lists the movements of every wallet, newest first, signed, with the balance after each', async () => {
    const rows = await list(RANGE);
    expect(rows.map((row) => [row.kind, row.wallet, row.amount, row.balanceAfter])).toEqual([
      ['adjustment', 'MAIN', 100, 55_600],
      ['withdrawal', 'MAIN', -2_000, 55_500],
      ['bonus', 'MAIN', 500, 57_500],
      ['payout', 'EVO', 2_500, 4_500],
      ['bet', 'EVO', -1_000, 2_000],
      ['transferIn', 'EVO', 3_000, 3_000],
      ['transferOut', 'MAIN', -3_000, 57_000],
      ['deposit', 'MAIN', 10_000, 60_000],
    ]);
    expect(rows[0]?.createdAt).toBe(at('2025-03-16', '23:59'));
  });

  it('filters by kind and keeps the running balance of the whole wallet', async () => {
    expect((await list(`${RANGE}&kind=transferIn`)).map((row) => [row.wallet, row.amount])).toEqual(
      [['EVO', 3_000]],
    );
    expect((await list(`${RANGE}&kind=deposit`)).map((row) => row.balanceAfter)).toEqual([60_000]);
    expect((await list(`${RANGE}&kind=bet`)).map((row) => row.amount)).toEqual([-1_000]);
    expect(await list(`${RANGE}&kind=salary`)).toEqual([]);
    const reply = await get(`/wps/member/records/transactions?${RANGE}&kind=nope`);
    expect(reply.status).toBe(400);
  });

  it('pages with the same balances as the whole list', async () => {
    const whole = await list(RANGE);
    const paged: Row[] = [];
    for (const pageNo of [1, 2, 3]) {
      const reply = await get(
        `/wps/member/records/transactions?${RANGE}&pageNo=${pageNo}&pageSize=3`,
      );
      expect(reply.body.value).toMatchObject({ total: 8, totalPages: 3, pageNo });
      paged.push(...(reply.body.value.list as Row[]));
    }
    expect(paged).toEqual(whole);
  });

  it('answers one movement with its reference, counterpart and note', async () => {
    const rows = await list(RANGE);
    const find = (kind: string) => rows.find((row) => row.kind === kind) as Row;
    const detail = async (row: Row) => {
      const reply = await get(`/wps/member/records/transaction?id=${row.id}`);
      expect(reply.status).toBe(200);
      expect(reply.body.value).toMatchObject(row);
      return reply.body.value;
    };
    expect(await detail(find('transferOut'))).toMatchObject({
      counterpart: 'wallet',
      note: 'wallet_transfer: EVO',
      reference: null,
    });
    expect(await detail(find('bet'))).toMatchObject({
      counterpart: 'house',
      reference: ids.stakeBet,
    });
    expect(await detail(find('withdrawal'))).toMatchObject({
      counterpart: 'payment',
      reference: 'W-rec-1',
    });
    expect(await detail(find('deposit'))).toMatchObject({ counterpart: 'payment' });
    expect(await detail(find('adjustment'))).toMatchObject({
      counterpart: 'house',
      note: 'admin_credit: House cash',
    });
  });

  it('refuses another member movement and unknown ids', async () => {
    const theirs = await list(RANGE, other.token);
    expect(theirs.map((row) => row.amount)).toEqual([900]);
    for (const id of [theirs[0]?.id, '999999999', 'abc']) {
      const reply = await get(`/wps/member/records/transaction?id=${id}`);
      expect(reply.status).toBe(404);
      expect(reply.body.value).toEqual({ reason: 'notFound' });
    }
  });
});

describe('credit report', () => {
  it('sums money in and out by kind with the opening and closing balance of every wallet', async () => {
    const reply = await get(`/wps/member/creditReport?${RANGE}`);
    expect(reply.status).toBe(200);
    const report = reply.body.value;
    expect(report.rows.map((row: Record<string, unknown>) => Object.values(row))).toEqual([
      ['deposit', 1, 10_000, 0, 10_000],
      ['withdrawal', 1, 0, 2_000, -2_000],
      ['transferIn', 1, 3_000, 0, 3_000],
      ['transferOut', 1, 0, 3_000, -3_000],
      ['bet', 1, 0, 1_000, -1_000],
      ['payout', 1, 2_500, 0, 2_500],
      ['bonus', 1, 500, 0, 500],
      ['adjustment', 1, 100, 0, 100],
    ]);
    expect(report).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-16',
      openingBalance: 50_000,
      closingBalance: 60_100,
      moneyIn: 16_100,
      moneyOut: 6_000,
    });
  });

  it('agrees with the account record: each row is the sum of its movements', async () => {
    const report = (await get(`/wps/member/creditReport?${RANGE}`)).body.value;
    for (const row of report.rows as { kind: string; net: number; movements: number }[]) {
      const listed = await get(`/wps/member/records/transactions?${RANGE}&kind=${row.kind}`);
      const amounts = (listed.body.value.list as { amount: number }[]).map((tx) => tx.amount);
      expect([amounts.length, amounts.reduce((sum, amount) => sum + amount, 0)]).toEqual([
        row.movements,
        row.net,
      ]);
    }
  });

  it('answers an empty period with equal balances, only the caller data, and refuses', async () => {
    const quiet = (await get('/wps/member/creditReport?from=2025-02-01&to=2025-02-02')).body.value;
    expect(quiet).toMatchObject({ openingBalance: 0, closingBalance: 0, rows: [] });
    const theirs = (await get(`/wps/member/creditReport?${RANGE}`, other.token)).body.value;
    expect(theirs.rows).toEqual([
      { kind: 'deposit', movements: 1, moneyIn: 900, moneyOut: 0, net: 900 },
    ]);
    const backwards = await get('/wps/member/creditReport?from=2025-03-16&to=2025-03-10');
    expect([backwards.status, backwards.body.value]).toEqual([400, { reason: 'invalidPeriod' }]);
    const long = await get('/wps/member/creditReport?from=2025-01-01&to=2025-04-03');
    expect([long.status, long.body.value]).toEqual([400, { reason: 'periodTooLong' }]);
    expect((await call(app, 'GET', `/wps/member/creditReport?${RANGE}`)).status).toBe(401);
  });
});

describe('refusals', () => {
  const calls = ['bets', 'transactions', 'profit'] as const;
  const extra = (name: string) => (name === 'profit' ? '&periodKind=daily' : '');

  it.each(calls)('%s: invalidPeriod, periodTooLong, and the 92-day limit itself', async (name) => {
    const url = `/wps/member/records/${name}`;
    const backwards = await get(`${url}?from=2025-03-16&to=2025-03-10${extra(name)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.value).toEqual({ reason: 'invalidPeriod' });
    const long = await get(`${url}?from=2025-01-01&to=2025-04-03${extra(name)}`);
    expect(long.status).toBe(400);
    expect(long.body.value).toEqual({ reason: 'periodTooLong' });
    expect((await get(`${url}?from=2025-01-01&to=2025-04-02${extra(name)}`)).status).toBe(200);
  });

  it('needs a session and refuses bad input', async () => {
    const anonymous = await call(app, 'GET', `/wps/member/records/bets?${RANGE}`);
    expect(anonymous.status).toBe(401);
    expect((await get(`/wps/member/records/bets?${RANGE}&pageSize=101`)).status).toBe(400);
    expect((await get(`/wps/member/records/bets?${RANGE}&status=open`)).status).toBe(400);
    expect((await get('/wps/member/records/bets?from=2025-02-30&to=2025-03-01')).status).toBe(400);
    expect((await get(`/wps/member/records/profit?${RANGE}&periodKind=yearly`)).status).toBe(400);
  });
});

describe('seeded history of demo and vip', () => {
  const lastDays = (days: number) => {
    const to = reportDayOf(Date.now());
    return `from=${addDays(to, -(days - 1))}&to=${to}`;
  };

  it.each([
    ['demo', 'Demo1234!'],
    ['vip', 'Vip12345!'],
  ])(
    '%s: bets in every category, movements of every kind, balances never below zero',
    async (username, password) => {
      const token = await loginAs(app, username, password);
      const range = lastDays(92);
      const categories = await get(`/wps/member/records/profit?${range}&periodKind=monthly`, token);
      expect([categories.status, categories.body.message]).toEqual([200, expect.anything()]);
      const seen = new Set(
        (categories.body.value.periods as { byCategory: { category: string }[] }[]).flatMap((p) =>
          p.byCategory.map((c) => c.category),
        ),
      );
      for (const category of ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'INHOUSE'])
        expect(seen).toContain(category);
      const settled = await get(
        `/wps/member/records/bets?${range}&status=settled&pageSize=1`,
        token,
      );
      expect(settled.body.value.totals.bets).toBeGreaterThan(150);
      expect(categories.body.value.totals).toEqual({
        bets: settled.body.value.totals.bets,
        validTurnover: settled.body.value.totals.validTurnover,
        winLoss: settled.body.value.totals.winLoss,
      });

      const kinds = new Set<string>();
      for (let pageNo = 1; ; pageNo += 1) {
        const reply = await get(
          `/wps/member/records/transactions?${range}&pageNo=${pageNo}&pageSize=100`,
          token,
        );
        expect(reply.status).toBe(200);
        for (const row of reply.body.value.list as { kind: string; balanceAfter: number }[]) {
          kinds.add(row.kind);
          expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
        }
        if (pageNo >= reply.body.value.totalPages) break;
      }
      for (const kind of ['deposit', 'bet', 'payout', 'bonus', 'transferIn', 'transferOut'])
        expect(kinds).toContain(kind);
      if (username === 'vip') expect(kinds).toContain('withdrawal');
    },
  );

  it('keeps the ledger balanced', () => {
    expectLedgerConsistent(app);
  });

  it('keeps the profit report figures equal to the settled bets they sum', () => {
    expectCategoryDaysReconciled(app);
  });
});
