// Member records benchmark (ADR 0013): on a fresh (temporary) database, 1,000,000 bet records
// over 90 days, 100,000 of them (plus 10,000 lottery bets in every status) of one member, the
// rest spread over 999 others. Then the member's betting record (first page, with the totals of
// the filtered set) and profit report (daily, by category) of a 30-day period are asked over HTTP
// (app.inject, the real route: session, validation, SQL, contract check) many times; prints
// p50/p95 of each (target: p95 <= 100 ms).
// Usage: node tooling/scripts/bench-member-records.mjs [--bets=1000000] [--mine=100000] [--runs=40]
// [--small: 1,000 bet records, 300 and 100 lottery bets of the member, 99 others, 3 runs]
import { performance } from 'node:perf_hooks';

import * as bench from '../bench/platform.mjs';
import { isSmall } from '../bench/size.mjs';

const SMALL = isSmall();
const BETS = bench.numberArg('bets', SMALL ? 1_000 : 1_000_000);
const MINE = bench.numberArg('mine', SMALL ? 300 : 100_000);
const RUNS = bench.numberArg('runs', SMALL ? 3 : 40);
const LOTTERY_BETS = SMALL ? 100 : 10_000;
const OTHERS = SMALL ? 99 : 999;
/** The deep page of the betting record (50 a page); the small run's member has 2 pages or so. */
const DEEP_PAGE = SMALL ? 2 : 500;
const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench1234!';

const { hashPassword } = bench.load('platform-api/src/areas/auth/passwordHashing.ts');
const { openPlayerWallets } = bench.load('platform-api/src/ledger/accounts.ts');
const contracts = bench.load('shared-contracts/src/index.ts');

await bench.onThrowAwayPlatform('bench-records-', async ({ app, config, platform }) => {
  const { db, clock } = platform;
  const now = clock.now();
  const random = bench.seededRandom(20_251_124);

  const setupStart = performance.now();
  const insertMember = db.prepare(`INSERT INTO members (id, username, nickname, password_hash,
    member_type, agent_centre, upline_id, vip_level, force_password_change, password_changed_at,
    created_at, rebate_bp) VALUES (?, ?, ?, ?, 1, 0, NULL, 0, 0, ?, ?, 0)`);
  const hash = await hashPassword(PASSWORD, 2 ** 10);
  const me = 'BENCHPLAYER';
  const others = [];
  db.transaction(() => {
    insertMember.run(me, 'benchplayer', 'Bench player', hash, now, now - 400 * DAY_MS);
    openPlayerWallets(db, me);
    for (let i = 1; i <= OTHERS; i += 1) {
      const id = `BR${String(i).padStart(6, '0')}`;
      insertMember.run(id, `benchrec${i}`, `benchrec${i}`, null, now, now - 400 * DAY_MS);
      others.push(id);
    }
  })();

  bench.insertRandomBets(db, {
    count: BETS,
    random,
    memberOf: (i) => (i < MINE ? me : others[random(others.length)]),
    games: db
      .prepare("SELECT game_code FROM games WHERE game_type NOT IN ('LOTT', 'ELOTT')")
      .pluck()
      .all(),
    now,
    days: HISTORY_DAYS,
  });

  // Lottery bets of the member: 100 issues of one game, an order per 10 bets, every status.
  const lotteryGame = db
    .prepare("SELECT game_code FROM games WHERE game_type = 'LOTT' ORDER BY game_code")
    .pluck()
    .get();
  const insertIssue = db.prepare(`INSERT INTO lottery_issues (game_code, issue_no, opens_at,
    sales_close_at, draw_at, seed, commitment, result_json, state, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, '{"balls":["1","2","3","4","5"]}', 'settled', ?)`);
  const insertOrder = db.prepare(`INSERT INTO lottery_orders (id, member_id, game_code,
    idempotency_key, request_hash, total_amount, issues, transaction_id, created_at)
    VALUES (?, ?, ?, ?, 'bench', ?, 1, 'bench', ?)`);
  const insertLottery = db.prepare(`INSERT INTO lottery_bets (id, order_id, member_id, game_code,
    issue_no, line_no, play_type, selection_json, mode, multiplier, bet_count, amount, odds_milli,
    max_payout, payout, status, cancel_reason, placed_at, settled_at)
    VALUES (?, ?, ?, ?, ?, ?, 'first', '[["1"]]', 'yuan', 1, 1, ?, 9000, 100000, ?, ?, ?, ?, ?)`);
  const STATUSES = ['won', 'lost', 'lost', 'lost', 'push', 'cancelled', 'open'];
  db.transaction(() => {
    const issueTimes = [];
    for (let k = 0; k < 100; k += 1) {
      const drawAt = now - random(HISTORY_DAYS * DAY_MS);
      issueTimes.push(drawAt);
      insertIssue.run(
        lotteryGame,
        `B${k}`,
        drawAt - 600_000,
        drawAt - 60_000,
        drawAt,
        'a'.repeat(64),
        'b'.repeat(64),
        drawAt - 600_000,
      );
    }
    for (let i = 0; i < LOTTERY_BETS; i += 1) {
      const k = random(100);
      const drawAt = issueTimes[k];
      const order = `BLO${Math.floor(i / 10)}-${k}`;
      if (i % 10 === 0 || !db.prepare('SELECT 1 FROM lottery_orders WHERE id = ?').get(order))
        insertOrder.run(order, me, lotteryGame, order, 1_000, drawAt - 300_000);
      const status = STATUSES[random(STATUSES.length)];
      const amount = (1 + random(10)) * 100;
      const payout = status === 'won' ? amount * 9 : status === 'push' ? amount : 0;
      insertLottery.run(
        `BL${i}`,
        order,
        me,
        lotteryGame,
        `B${k}`,
        i,
        amount,
        payout,
        status,
        status === 'cancelled' ? 'member' : null,
        drawAt - 300_000,
        status === 'open' ? null : drawAt + 5_000,
      );
    }
  })();
  db.exec('ANALYZE');
  const setupMs = performance.now() - setupStart;

  const token = await bench.logIn({ app, config }, 'benchplayer', PASSWORD);

  const to = contracts.reportDayOf(now);
  const from = contracts.addDays(to, -29);
  const timeCall = bench.getTimer(app, token, RUNS);
  const period = `from=${from}&to=${to}`;
  const page = await timeCall(`/wps/member/records/bets?${period}&pageSize=20`);
  const settled = await timeCall(`/wps/member/records/bets?${period}&status=settled&pageSize=20`);
  const deep = await timeCall(`/wps/member/records/bets?${period}&pageNo=${DEEP_PAGE}&pageSize=50`);
  const category = await timeCall(`/wps/member/records/bets?${period}&category=RNG&pageSize=20`);
  const profit = await timeCall(`/wps/member/records/profit?${period}&periodKind=daily`);
  const weekly = await timeCall(`/wps/member/records/profit?${period}&periodKind=weekly`);

  const line = (label, r, extra) =>
    bench.printTimings(label, r, extra, { width: 34, targetMs: 100 });
  bench.printHeading('member records', SMALL);
  console.log(
    `  ${BETS} bet records over ${HISTORY_DAYS} days, ${MINE} of them and ${LOTTERY_BETS} lottery bets of one member; set-up ${Math.round(setupMs)} ms`,
  );
  console.log(`  period ${from}..${to} (30 days), ${RUNS} timed runs each over HTTP (app.inject):`);
  line(
    'betting record, page 1:',
    page,
    `${page.value.page.total} bets, win/loss ${page.value.totals.winLoss}`,
  );
  line('betting record, settled:', settled, `${settled.value.page.total} bets`);
  line(`betting record, page ${DEEP_PAGE} of 50:`, deep, `${deep.value.page.list.length} rows`);
  line('betting record, category RNG:', category, `${category.value.page.total} bets`);
  line(
    'profit, daily by category:',
    profit,
    `${profit.value.periods.length} periods, ${profit.value.totals.bets} bets`,
  );
  line('profit, weekly by category:', weekly, `${weekly.value.periods.length} periods`);
  const { bets, validTurnover, winLoss } = settled.value.totals;
  if (JSON.stringify(profit.value.totals) !== JSON.stringify({ bets, validTurnover, winLoss }))
    throw new Error('the profit report and the betting record (settled) disagree');
  // The work was done (what `pnpm test`'s small run checks; no timing is asserted).
  const empty = [
    page.value.page.total > 0 || 'page 1',
    settled.value.page.total > 0 || 'settled',
    deep.value.page.list.length > 0 || `page ${DEEP_PAGE}`,
    category.value.page.total > 0 || 'category RNG',
    profit.value.periods.length > 0 || 'daily profit',
    weekly.value.periods.length > 0 || 'weekly profit',
  ].filter((found) => found !== true);
  if (empty.length) throw new Error(`no rows found: ${empty.join(', ')}`);
});
