import type { FastifyInstance } from 'fastify';
import { DAY_MS, type PointsItem, type Redemption, reportDayOf } from 'shared-contracts';

import { playerAccountId } from '../../src/ledger/accounts';
import { call, expectLedgerConsistent, ledgerState, newKey, stopSchedules } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * The points mall over HTTP: earning, catalogue, redemptions with the withdrawal
 * password, ops decisions, conversion, and the seeded state. Fresh players get points from the
 * ops grant and bets written by hand.
 */

const PASSWORD = 'Points1234!';
const PIN = '246810';
const OFFSET_MS = 8 * 3_600_000;
const DELIVERY = {
  name: 'Pat Player',
  phone: '+66 81 000 0000',
  address: '1 Test Street, Bangkok',
};

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;

const newPlayer = async (points = 0) => {
  const username = `points${(players += 1)}x`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD, withdrawalPassword: PIN },
  });
  expect(reply.status).toBe(200);
  if (points > 0) await grant(username, points);
  return {
    username,
    memberId: reply.body.value.memberId as string,
    token: await loginAs(app, username, PASSWORD),
  };
};

const grant = async (username: string, points: number, key = newKey('grant')) => {
  const reply = await call(app, 'POST', '/admin/points/grant', {
    admin: true,
    body: { username, points, note: 'test grant', idempotencyKey: key },
  });
  expect(reply.status).toBe(200);
  return reply.body.value as { balance: number; replayed: boolean };
};

const db = () => app.platform.db;
const count = (sql: string, ...params: unknown[]) =>
  Number(
    db()
      .prepare(sql)
      .pluck()
      .get(...params),
  );
const money = (memberId: string) =>
  count('SELECT balance FROM accounts WHERE id = ?', playerAccountId(memberId, 'MAIN'));
const stockOf = (itemId: string) =>
  db().prepare('SELECT stock FROM points_items WHERE id = ?').pluck().get(itemId) as number | null;

const pointsOf = async (token: string) => {
  const reply = await call(app, 'GET', '/wps/member/points/balance', { token });
  expect(reply.status).toBe(200);
  return reply.body.value as { balance: number; earnedTotal: number; spentTotal: number };
};

const redeem = (token: string, body: Record<string, unknown>, key: string = newKey('redeem')) =>
  call(app, 'POST', '/wps/member/points/redeem', {
    token,
    key,
    body: { quantity: 1, withdrawalPassword: PIN, ...body },
  });

const convert = (token: string, points: number, key: string = newKey('convert'), pin = PIN) =>
  call(app, 'POST', '/wps/member/points/convert', {
    token,
    key,
    body: { points, withdrawalPassword: pin },
  });

let items = 0;
/** A catalogue item of the test's own, so stock races start from a known count. */
const newItem = (
  kind: 'cashVoucher' | 'bonusCredit' | 'physical',
  cost: number,
  stock: number | null,
  cash: number | null = null,
) => {
  const id = `test-item-${(items += 1)}`;
  db()
    .prepare(
      `INSERT INTO points_items (id, kind, category, name_json, description_json, cost, cash_value,
        turnover_multiple, stock, created_at)
      VALUES (?, ?, 'lifestyle', '{"EN":"Test item"}', '{"EN":"For tests"}', ?, ?, ?, ?, ?)`,
    )
    .run(id, kind, cost, cash, kind === 'bonusCredit' ? 3 : 0, stock, app.platform.clock.now());
  return id;
};

/** Everything a refused call must leave as it was. */
const snapshot = (memberId: string) => ({
  points: count(
    'SELECT COALESCE(SUM(amount), 0) FROM points_entries WHERE member_id = ?',
    memberId,
  ),
  entries: count('SELECT COUNT(*) FROM points_entries WHERE member_id = ?', memberId),
  redemptions: count('SELECT COUNT(*) FROM points_redemptions WHERE member_id = ?', memberId),
  stock: count('SELECT COALESCE(SUM(stock), 0) FROM points_items'),
  ledger: ledgerState(app),
  money: money(memberId),
});

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  stopSchedules(app);
});

afterAll(async () => {
  expectLedgerConsistent(app);
  await started.close();
});

afterEach(() => {
  // The points ledger's own invariant: every balance is the sum of its entries, never negative.
  const drift = db()
    .prepare(
      `SELECT p.member_id FROM member_points p LEFT JOIN (SELECT member_id, SUM(amount) AS total
        FROM points_entries GROUP BY member_id) e ON e.member_id = p.member_id
      WHERE p.balance <> COALESCE(e.total, 0) OR p.balance < 0`,
    )
    .pluck()
    .all();
  expect(drift).toEqual([]);
});

describe('seeded points mall', () => {
  it('has a catalogue of 30+ items in several categories with generated images', async () => {
    const reply = await call(app, 'GET', '/wps/member/points/reward?pageSize=60');
    expect(reply.status).toBe(200);
    const { page, categories } = reply.body.value as {
      page: { list: PointsItem[]; total: number };
      categories: { category: string; count: number }[];
    };
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(new Set(page.list.map((item) => item.kind))).toEqual(
      new Set(['cashVoucher', 'bonusCredit', 'physical']),
    );
    const image = await app.inject({ method: 'GET', url: page.list[0]?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    const missing = await app.inject({ method: 'GET', url: '/assets/points/nothing.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives demo points and redemptions in progress, rejected with a reason and approved, without moving its money', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const balance = await pointsOf(token);
    expect(balance.balance).toBeGreaterThan(0);
    const reply = await call(app, 'GET', '/wps/member/points/redeem/list', { token });
    const list = reply.body.value.list as Redemption[];
    expect(new Set(list.map((r) => r.status))).toEqual(
      new Set(['inProgress', 'rejected', 'approved']),
    );
    expect(list.find((r) => r.status === 'rejected')?.reason).toMatch(/address/);
    expect(list.every((r) => r.itemKind === 'physical' && r.cashAmount === null)).toBe(true);
    const demoId = count("SELECT id FROM members WHERE username = 'demo'");
    expect(
      count(
        `SELECT COUNT(*) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN accounts a ON a.id = e.account_id WHERE t.kind LIKE 'points%' AND a.member_id = ?`,
        demoId,
      ),
    ).toBe(0);
  });
});

describe('config and catalogue', () => {
  it('answers the rates, minimums and that points never expire', async () => {
    const reply = await call(app, 'GET', '/wps/member/points/config');
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual({
      earn: { points: 1, perValidBet: 100 },
      exchange: { points: 100, cash: 100 },
      convert: { minPoints: 1000, stepPoints: 100 },
      maxQuantity: 10,
      currency: 'USD',
      pointsExpire: false,
    });
  });

  it('filters by category, sorts by cost both ways and pages', async () => {
    const asc = await call(
      app,
      'GET',
      '/wps/member/points/reward?category=electronics&sort=costAsc',
    );
    const costs = (asc.body.value.page.list as PointsItem[]).map((item) => item.cost);
    expect(costs.length).toBeGreaterThan(2);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(
      (asc.body.value.page.list as PointsItem[]).every((i) => i.category === 'electronics'),
    ).toBe(true);
    const desc = await call(
      app,
      'GET',
      '/wps/member/points/reward?sort=costDesc&pageSize=5&pageNo=2',
    );
    const page2 = (desc.body.value.page.list as PointsItem[]).map((item) => item.cost);
    expect(page2).toHaveLength(5);
    expect(page2).toEqual([...page2].sort((a, b) => b - a));
    expect(desc.body.value.page.pageNo).toBe(2);
  });

  it('answers an item in the asked language and 404 for an unknown one', async () => {
    const th = await app.inject({
      method: 'GET',
      url: '/wps/member/points/reward/detail?itemId=mug',
      headers: { language: 'TH' },
    });
    expect(th.json().value.name).toBe('แก้วมัคลายบัว');
    const missing = await call(app, 'GET', '/wps/member/points/reward/detail?itemId=nope');
    expect(missing.status).toBe(404);
    expect(missing.body.value).toEqual({ reason: 'itemNotFound' });
    const bad = await call(app, 'GET', '/wps/member/points/reward?sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sort/);
  });
});

describe('earning', () => {
  const noonDaysAgo = (daysAgo: number) => {
    const now = app.platform.clock.now();
    return (Math.floor((now + OFFSET_MS) / DAY_MS) - daysAgo) * DAY_MS - OFFSET_MS + DAY_MS / 2;
  };
  let bets = 0;
  const bet = (memberId: string, stake: number, at: number) =>
    db()
      .prepare(
        `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
        VALUES (?, ?, (SELECT game_code FROM games LIMIT 1), ?, 0, ?, ?)`,
      )
      .run(`PTB${(bets += 1)}`, memberId, stake, `pt-tx-${bets}`, at);

  it('credits each closed day once at the brand rate, whoever reads first', async () => {
    const player = await newPlayer();
    bet(player.memberId, 12_345, noonDaysAgo(2));
    bet(player.memberId, 5_000, noonDaysAgo(1));
    bet(player.memberId, 99, noonDaysAgo(1));
    bet(player.memberId, 70_000, noonDaysAgo(0)); // today: not closed yet
    expect((await pointsOf(player.token)).balance).toBe(123 + 50);
    await call(app, 'POST', '/admin/points/accrue', { admin: true });
    expect((await pointsOf(player.token)).balance).toBe(173);
    const entries = await call(app, 'GET', '/wps/member/points/entries?kind=earn', {
      token: player.token,
    });
    expect(entries.body.value.total).toBe(2);
    // Both days were credited in one pass at the same time: still listed newest first, so each
    // balance follows from the one below it.
    expect(
      (entries.body.value.list as { points: number; balanceAfter: number }[]).map((e) => [
        e.points,
        e.balanceAfter,
      ]),
    ).toEqual([
      [50, 173],
      [123, 123],
    ]);

    await call(app, 'POST', '/admin/dev/clock', { admin: true, body: { advanceMs: DAY_MS } });
    // The scheduler's pass reaches the day that closed, once, before the member looks.
    await call(app, 'POST', '/admin/points/accrue', { admin: true });
    await call(app, 'POST', '/admin/points/accrue', { admin: true });
    const balance = await pointsOf(player.token);
    expect(balance).toMatchObject({ balance: 873, earnedTotal: 873, spentTotal: 0 });
  });
});

describe('redeem', () => {
  it('refuses a wrong password, too few points, no stock and missing delivery, writing nothing', async () => {
    const player = await newPlayer(2_000);
    const soldOut = newItem('physical', 100, 0);
    const cases = [
      {
        body: { itemId: 'cash-5', withdrawalPassword: '000000' },
        status: 400,
        reason: 'withdrawalPasswordWrong',
      },
      { body: { itemId: 'cash-50' }, status: 409, reason: 'insufficientPoints' },
      { body: { itemId: soldOut, delivery: DELIVERY }, status: 409, reason: 'outOfStock' },
      { body: { itemId: 'mug' }, status: 400, reason: 'deliveryRequired' },
      {
        body: { itemId: 'mug', quantity: 11, delivery: DELIVERY },
        status: 400,
        reason: 'quantityTooLarge',
      },
      { body: { itemId: 'nope' }, status: 404, reason: 'itemNotFound' },
    ];
    const before = snapshot(player.memberId);
    for (const { body, status, reason } of cases) {
      const reply = await redeem(player.token, body);
      expect({ status: reply.status, reason: reply.body.value?.reason }).toEqual({
        status,
        reason,
      });
      expect(reply.body.message.length).toBeGreaterThan(5);
    }
    const badPhone = await redeem(player.token, {
      itemId: 'mug',
      delivery: { ...DELIVERY, phone: 'call me' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toMatch(/delivery\.phone/);
    expect(snapshot(player.memberId)).toEqual(before);
  });

  it('pays a cash voucher once to the main wallet and replays the same key', async () => {
    const player = await newPlayer(2_000);
    const key = newKey('voucher');
    const first = await redeem(player.token, { itemId: 'cash-5', quantity: 2 }, key);
    expect(first.status).toBe(200);
    expect(first.body.value.redemption).toMatchObject({
      status: 'approved',
      points: 1_000,
      cashAmount: 1_000,
    });
    // A voucher costs what converting the same points pays (100 points = 1.00).
    expect(first.body.value).toMatchObject({ pointsBalance: 1_000, balance: 1_000 });
    const replay = await redeem(player.token, { itemId: 'cash-5', quantity: 2 }, key);
    expect(replay.body.value).toEqual(first.body.value);
    const other = await redeem(player.token, { itemId: 'cash-5', quantity: 1 }, key);
    expect(other.status).toBe(422);
    expect(money(player.memberId)).toBe(1_000);
    expect((await pointsOf(player.token)).balance).toBe(1_000);
    // The account record names the voucher's credit as points.
    const today = reportDayOf(app.platform.clock.now());
    const records = await call(
      app,
      'GET',
      `/wps/member/records/transactions?from=${today}&to=${today}&kind=points`,
      { token: player.token },
    );
    expect(records.status).toBe(200);
    expect(records.body.value.list).toEqual([expect.objectContaining({ amount: 1_000 })]);
  });

  it('credits a bonus credit with its turnover requirement', async () => {
    const player = await newPlayer(1_000);
    const reply = await redeem(player.token, { itemId: 'bonus-10' });
    expect(reply.status).toBe(200);
    const { bonusId, cashAmount } = reply.body.value.redemption as Redemption;
    expect(cashAmount).toBe(1_000);
    const bonus = db()
      .prepare('SELECT amount, turnover_required FROM member_bonuses WHERE id = ?')
      .get(bonusId);
    expect(bonus).toEqual({ amount: 1_000, turnover_required: 5_000 });
    expect(money(player.memberId)).toBe(1_000);
  });

  it('sells the last item to exactly one of many concurrent buyers', async () => {
    const last = newItem('physical', 100, 1);
    const buyers = [];
    // One after another: logins share the bounded hashing queue.
    for (let i = 0; i < 5; i += 1) buyers.push(await newPlayer(500));
    const replies = await Promise.all(
      buyers.map((buyer) => redeem(buyer.token, { itemId: last, delivery: DELIVERY })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.value?.reason === 'outOfStock')).toHaveLength(4);
    expect(stockOf(last)).toBe(0);
    const spent = await Promise.all(buyers.map(async (b) => (await pointsOf(b.token)).balance));
    expect(spent.sort()).toEqual([400, 500, 500, 500, 500]);
  });

  it('never overdraws points under concurrent redemptions and pays one key once', async () => {
    const player = await newPlayer(1_800);
    const unlimited = newItem('cashVoucher', 600, null, 500);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => redeem(player.token, { itemId: unlimited })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.body.value?.reason === 'insufficientPoints')).toHaveLength(5);
    expect((await pointsOf(player.token)).balance).toBe(0);
    expect(money(player.memberId)).toBe(1_500);

    await grant(player.username, 600);
    const key = newKey('same');
    const same = await Promise.all(
      Array.from({ length: 5 }, () => redeem(player.token, { itemId: unlimited }, key)),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.value.redemption.id)).size).toBe(1);
    expect(money(player.memberId)).toBe(2_000);
    expect(
      count('SELECT COUNT(*) FROM points_redemptions WHERE member_id = ?', player.memberId),
    ).toBe(4);
  });
});

describe('ops decisions', () => {
  it('approves a physical redemption; a rejection refunds points and stock once', async () => {
    const player = await newPlayer(1_000);
    const item = newItem('physical', 300, 5);
    const a = await redeem(player.token, { itemId: item, delivery: DELIVERY });
    const b = await redeem(player.token, { itemId: item, quantity: 2, delivery: DELIVERY });
    expect(a.body.value.redemption.status).toBe('inProgress');
    expect(b.body.value.pointsBalance).toBe(100);
    expect(stockOf(item)).toBe(2);

    const queue = await call(app, 'GET', '/admin/points/redemptions', { admin: true });
    expect(queue.body.value.list.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([a.body.value.redemption.id, b.body.value.redemption.id]),
    );
    const unguarded = await call(app, 'GET', '/admin/points/redemptions');
    expect(unguarded.status).toBe(401);

    const approveUrl = `/admin/points/redemptions/${a.body.value.redemption.id}/approve`;
    expect((await call(app, 'POST', approveUrl, { admin: true, body: {} })).body.value.status).toBe(
      'approved',
    );
    expect((await call(app, 'POST', approveUrl, { admin: true, body: {} })).status).toBe(200);

    const rejectUrl = `/admin/points/redemptions/${b.body.value.redemption.id}/reject`;
    const noReason = await call(app, 'POST', rejectUrl, { admin: true, body: {} });
    expect(noReason.status).toBe(400);
    const rejections = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, 'POST', rejectUrl, { admin: true, body: { reason: 'Out of region' } }),
      ),
    );
    expect(rejections.every((r) => r.status === 200 && r.body.value.status === 'rejected')).toBe(
      true,
    );
    expect((await pointsOf(player.token)).balance).toBe(700);
    expect(stockOf(item)).toBe(4);
    expect(
      count(
        "SELECT COUNT(*) FROM points_entries WHERE member_id = ? AND kind = 'refund'",
        player.memberId,
      ),
    ).toBe(1);

    const approveRejected = await call(app, 'POST', rejectUrl.replace('reject', 'approve'), {
      admin: true,
      body: {},
    });
    expect(approveRejected.status).toBe(409);
    const rejectApproved = await call(app, 'POST', approveUrl.replace('approve', 'reject'), {
      admin: true,
      body: { reason: 'late' },
    });
    expect(rejectApproved.status).toBe(409);

    const rejected = await call(app, 'GET', '/wps/member/points/redeem/list?status=rejected', {
      token: player.token,
    });
    expect(rejected.body.value.list).toEqual([
      expect.objectContaining({ reason: 'Out of region', quantity: 2, delivery: DELIVERY }),
    ]);
  });
});

describe('ownership', () => {
  it('shows members only their own redemptions and entries; keys are per member', async () => {
    const owner = await newPlayer(2_000);
    const other = await newPlayer(2_000);
    const key = newKey('shared');
    const mine = await redeem(owner.token, { itemId: 'mug', delivery: DELIVERY }, key);
    expect(mine.status).toBe(200);
    const theirs = await call(app, 'GET', '/wps/member/points/redeem/list', { token: other.token });
    expect(theirs.body.value.total).toBe(0);
    // The same key from another member is that member's own first request, not a replay.
    const sameKey = await redeem(other.token, { itemId: 'mug', delivery: DELIVERY }, key);
    expect(sameKey.body.value.redemption.id).not.toBe(mine.body.value.redemption.id);
    const entries = await call(app, 'GET', '/wps/member/points/entries', { token: other.token });
    expect(entries.body.value.list.map((e: { reference: string }) => e.reference)).not.toContain(
      mine.body.value.redemption.id,
    );
    const guest = await call(app, 'GET', '/wps/member/points/balance');
    expect(guest.status).toBe(401);
  });
});

describe('convert', () => {
  it('previews, then converts once per key with the balance push', async () => {
    const player = await newPlayer(5_000);
    const preview = await call(app, 'GET', '/wps/member/points/convert/preview?points=2500', {
      token: player.token,
    });
    expect(preview.body.value).toEqual({
      points: 2_500,
      cashAmount: 2_500,
      pointsBalance: 5_000,
      refusal: null,
    });
    const tooMany = await call(app, 'GET', '/wps/member/points/convert/preview?points=9000', {
      token: player.token,
    });
    expect(tooMany.body.value.refusal).toBe('insufficientPoints');

    const pushed: string[][] = [];
    const listener = (ids: string[]) => pushed.push(ids);
    app.platform.ledger.events.on('moved', listener);
    const key = newKey('conv');
    const replies = await Promise.all([1, 2, 3, 4].map(() => convert(player.token, 2_500, key)));
    app.platform.ledger.events.off('moved', listener);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.value.conversion.id)).size).toBe(1);
    expect(money(player.memberId)).toBe(2_500);
    expect((await pointsOf(player.token)).balance).toBe(2_500);
    expect(pushed.filter((ids) => ids.includes(player.memberId))).toHaveLength(1);
    expect(
      count(
        "SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'points_conversion' AND idempotency_key LIKE 'points:convert:%' AND response_json IS NOT NULL AND id IN (SELECT ledger_transaction_id FROM points_conversions WHERE member_id = ?)",
        player.memberId,
      ),
    ).toBe(1);
    expect((await convert(player.token, 2_000, key)).status).toBe(422);
  });

  it('refuses below the minimum, off the step, too few points and a wrong password, writing nothing', async () => {
    const player = await newPlayer(1_500);
    const before = snapshot(player.memberId);
    const cases: [number, string, number, string][] = [
      [500, PIN, 400, 'belowMinimum'],
      [1_050, PIN, 400, 'notMultipleOfStep'],
      [2_000, PIN, 409, 'insufficientPoints'],
      [1_000, '999999', 400, 'withdrawalPasswordWrong'],
    ];
    for (const [points, pin, status, reason] of cases) {
      const reply = await convert(player.token, points, newKey('bad'), pin);
      expect({ status: reply.status, reason: reply.body.value?.reason }).toEqual({
        status,
        reason,
      });
    }
    const noKey = await call(app, 'POST', '/wps/member/points/convert', {
      token: player.token,
      body: { points: 1_000, withdrawalPassword: PIN },
    });
    expect(noKey.status).toBe(400);
    const fraction = await convert(player.token, 1_000.5);
    expect(fraction.status).toBe(400);
    expect(snapshot(player.memberId)).toEqual(before);
  });
});
