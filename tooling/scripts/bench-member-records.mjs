// Member records benchmark (ADR 0013): on a fresh (temporary) database, 1,000,000 bet records
// over 90 days, 100,000 of them (plus 10,000 lottery bets in every status) of one member, the
// rest spread over 999 others. Then the member's betting record (first page, with the totals of
// the filtered set) and profit report (daily, by category) of a 30-day period are asked over HTTP
// (app.inject, the real route: session, validation, SQL, contract check) many times; prints
// p50/p95 of each (target: p95 <= 100 ms).
// Usage: node tooling/scripts/bench-member-records.mjs [--bets=1000000] [--mine=100000] [--runs=40]
// [--small: 1,000 bet records, 300 and 100 lottery bets of the member, 99 others, 3 runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { register } from 'tsx/cjs/api';

import { isSmall, SMALL_NOTICE } from '../bench/size.mjs';
import { ROOT } from './remotes.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(found?.split('=')[1] ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const SMALL = isSmall();
const BETS = arg('bets', SMALL ? 1_000 : 1_000_000);
const MINE = arg('mine', SMALL ? 300 : 100_000);
const RUNS = arg('runs', SMALL ? 3 : 40);
const LOTTERY_BETS = SMALL ? 100 : 10_000;
const OTHERS = SMALL ? 99 : 999;
/** The deep page of the betting record (50 a page); the small run's member has 2 pages or so. */
const DEEP_PAGE = SMALL ? 2 : 500;
const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench1234!';

register();
const load = createRequire(import.meta.url);
const { buildApp } = load(path.join(ROOT, 'platform-api/src/app.ts'));
const { loadConfig } = load(path.join(ROOT, 'platform-api/src/config.ts'));
const { hashPassword } = load(path.join(ROOT, 'platform-api/src/areas/auth/passwordHashing.ts'));
const { openPlayerWallets } = load(path.join(ROOT, 'platform-api/src/ledger/accounts.ts'));
const contracts = load(path.join(ROOT, 'shared-contracts/src/index.ts'));

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-records-'));
const config = loadConfig({
  DB_PATH: path.join(dir, 'platform.db'),
  SCRYPT_COST: String(2 ** 10),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '0',
});
const app = await buildApp(config);
const { platform } = app;
const { db, clock } = platform;
platform.lottery.stop();

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const now = clock.now();
  let state = 20_251_124;
  const random = (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };

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

  const games = db
    .prepare("SELECT game_code FROM games WHERE game_type NOT IN ('LOTT', 'ELOTT')")
    .pluck()
    .all();
  const insertBet = db.prepare(
    'INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const BATCH = 100_000;
  for (let first = 0; first < BETS; first += BATCH)
    db.transaction(() => {
      for (let i = first; i < Math.min(BETS, first + BATCH); i += 1) {
        const stake = (1 + random(50)) * 100;
        const payout = random(100) < 45 ? stake * (1 + random(3)) : 0;
        insertBet.run(
          `BB${i}`,
          i < MINE ? me : others[random(others.length)],
          games[random(games.length)],
          stake,
          payout,
          'bench',
          now - random(HISTORY_DAYS * DAY_MS),
        );
      }
    })();

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

  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: load(path.join(ROOT, 'shared-contracts/src/crypto/payload.ts')).encryptPayload(
      config.payloadSecret,
      { type: 'username', username: 'benchplayer', password: PASSWORD },
    ),
  });
  const token = login.json().value?.token;
  if (!token) throw new Error(`login failed: ${login.body}`);

  const to = contracts.reportDayOf(now);
  const from = contracts.addDays(to, -29);
  const timeCall = async (url) => {
    const times = [];
    let last;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const start = performance.now();
      last = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - start;
      if (last.statusCode !== 200) throw new Error(`${url}: ${last.statusCode} ${last.body}`);
      if (run >= 3) times.push(ms); // the first runs warm the caches and prepare statements
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), value: last.json().value };
  };
  const period = `from=${from}&to=${to}`;
  const page = await timeCall(`/wps/member/records/bets?${period}&pageSize=20`);
  const settled = await timeCall(`/wps/member/records/bets?${period}&status=settled&pageSize=20`);
  const deep = await timeCall(`/wps/member/records/bets?${period}&pageNo=${DEEP_PAGE}&pageSize=50`);
  const category = await timeCall(`/wps/member/records/bets?${period}&category=RNG&pageSize=20`);
  const profit = await timeCall(`/wps/member/records/profit?${period}&periodKind=daily`);
  const weekly = await timeCall(`/wps/member/records/profit?${period}&periodKind=weekly`);

  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const verdict = (p95) => (p95 <= 100 ? 'ok' : 'OVER TARGET');
  const line = (label, r, extra) =>
    console.log(
      `  ${label.padEnd(34)} p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)} (target p95 <= 100 ms: ${verdict(r.p95)}); ${extra}`,
    );
  console.log(`member records benchmark (${os.cpus().length} cores, node ${process.version})`);
  if (SMALL) console.log(`  ${SMALL_NOTICE}`);
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
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
