// Agent reports benchmark (ADR 0012): on a fresh (temporary) database, one agent gets a tree of
// 10,000 downlines over 5 levels, and its team 2,000,000 bets over 90 days (plus deposits and
// withdrawals), written through the real tables so migration 070's triggers fill the daily
// stats as they do in production. Then the team overview and the user loss statements of a
// 30-day period are asked over HTTP (app.inject, the real route: session, validation, SQL,
// contract check) many times; prints p50/p95 of each (target: p95 <= 300 ms).
// Usage: node tooling/scripts/bench-agent-reports.mjs [--downlines=10000] [--bets=2000000] [--runs=40]
// [--small: 100 downlines, 1,000 bets, 3 runs]
import { performance } from 'node:perf_hooks';

import * as bench from '../bench/platform.mjs';
import { isSmall } from '../bench/size.mjs';

const SMALL = isSmall();
const DOWNLINES = bench.numberArg('downlines', SMALL ? 100 : 10_000);
const BETS = bench.numberArg('bets', SMALL ? 1_000 : 2_000_000);
const RUNS = bench.numberArg('runs', SMALL ? 3 : 40);
const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench1234!';

const { hashPassword } = bench.load('platform-api/src/areas/auth/passwordHashing.ts');
const contracts = bench.load('shared-contracts/src/index.ts');

await bench.onThrowAwayPlatform('bench-agent-', async ({ app, config, platform }) => {
  const { db, clock } = platform;
  const now = clock.now();
  // mulberry32, seeded: the same tree and bets on every run.
  const random = bench.seededRandom(20_250_314);

  // The tree: the agent, then levels 1..4 of sub-agents and level 5 of players; each level a
  // few times wider than the one above, 10,000 downlines in all (a smaller tree the same shape).
  const setupStart = performance.now();
  const insertMember = db.prepare(`INSERT INTO members (id, username, nickname, password_hash,
    member_type, agent_centre, upline_id, vip_level, force_password_change, password_changed_at,
    created_at, rebate_bp) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`);
  const agentHash = await hashPassword(PASSWORD, 2 ** 10);
  const agentId = 'BENCHAGENT';
  const levelSizes = [10, 60, 300, 1_200].map((size) =>
    Math.max(1, Math.round((size * DOWNLINES) / 10_000)),
  );
  levelSizes.push(DOWNLINES - levelSizes.reduce((a, b) => a + b, 0));
  const members = [];
  db.transaction(() => {
    insertMember.run(
      agentId,
      'benchagent',
      'Bench agent',
      agentHash,
      2,
      1,
      null,
      now,
      now - 400 * DAY_MS,
      200,
    );
    let uplines = [agentId];
    let n = 0;
    levelSizes.forEach((size, level) => {
      const isAgent = level < levelSizes.length - 1;
      const created = [];
      for (let i = 0; i < size; i += 1) {
        const id = `BM${String((n += 1)).padStart(6, '0')}`;
        const createdAt = now - random(HISTORY_DAYS + 60) * DAY_MS - random(DAY_MS);
        insertMember.run(
          id,
          `bench${n}`,
          `bench${n}`,
          null,
          isAgent ? 41 : 42,
          isAgent ? 1 : 0,
          uplines[i % uplines.length],
          createdAt,
          createdAt,
          isAgent ? 150 - level * 10 : 50,
        );
        created.push(id);
        members.push(id);
      }
      uplines = created;
    });
  })();

  // The play: bets spread over the members and the last 90 days, plus a deposit and now and then
  // a withdrawal per member and week. Batches of 100,000 rows per commit.
  bench.insertRandomBets(db, {
    count: BETS,
    random,
    memberOf: () => members[random(members.length)],
    games: db.prepare('SELECT game_code FROM games ORDER BY game_code').pluck().all(),
    now,
    days: HISTORY_DAYS,
  });
  const insertDeposit = db.prepare(`INSERT INTO deposit_orders (id, member_id, reference,
    channel_id, channel_type, amount, fee, status, idempotency_key, created_at, expires_at,
    paid_at, credited_at) VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', ?, 0, 'credited', ?, ?, ?, ?, ?)`);
  const insertAccount = db.prepare(`INSERT INTO payout_accounts (id, member_id, type, provider,
    account_number, payee_name, created_at) VALUES (?, ?, 'bank', 'KBANK', ?, 'Bench', ?)`);
  const insertWithdrawal = db.prepare(`INSERT INTO withdrawals (id, member_id, reference,
    account_id, amount, fee, status, idempotency_key, created_at, disbursed_at, confirmed_at,
    confirmation_result, received_amount) VALUES (?, ?, ?, ?, ?, 0, 'completed', ?, ?, ?, ?, 'received', ?)`);
  let deposits = 0;
  let withdrawals = 0;
  db.transaction(() => {
    members.forEach((member, index) => {
      insertAccount.run(`BPA${index}`, member, `${index}`, now - 200 * DAY_MS);
      for (let week = 0; week < HISTORY_DAYS / 7; week += 1) {
        const time = now - week * 7 * DAY_MS - random(7 * DAY_MS);
        const id = `BD${(deposits += 1)}`;
        insertDeposit.run(
          id,
          member,
          id,
          (1 + random(20)) * 5_000,
          id,
          time - 60_000,
          time + 3_600_000,
          time,
          time,
        );
        if (random(3) === 0) {
          const wid = `BW${(withdrawals += 1)}`;
          insertWithdrawal.run(
            wid,
            member,
            wid,
            `BPA${index}`,
            (1 + random(10)) * 5_000,
            wid,
            time,
            time + 600_000,
            time + 1_200_000,
            0,
          );
        }
      }
    });
  })();
  const setupMs = performance.now() - setupStart;
  const statsRows = Number(db.prepare('SELECT COUNT(*) FROM member_daily_stats').pluck().get());

  // The agent's session, then the calls.
  const token = await bench.logIn({ app, config }, 'benchagent', PASSWORD);

  const to = contracts.reportDayOf(now);
  const from = contracts.addDays(to, -29);
  const timeCall = bench.getTimer(app, token, RUNS);
  const overview = await timeCall(`/wps/agent/team/overview?from=${from}&to=${to}`);
  const loss = await timeCall(
    `/wps/agent/reports/loss?from=${from}&to=${to}&sort=winLoss&order=desc`,
  );
  const lossDown = await timeCall(
    `/wps/agent/reports/loss?from=${from}&to=${to}&parentId=BM000001&sort=validTurnover&order=desc`,
  );

  bench.printHeading('agent reports', SMALL);
  console.log(
    `  tree: ${DOWNLINES} downlines over ${levelSizes.length} levels (${levelSizes.join(' / ')}); ${BETS} bets, ${deposits} deposits, ${withdrawals} withdrawals over ${HISTORY_DAYS} days`,
  );
  console.log(
    `  set-up (inserts through the triggers): ${Math.round(setupMs)} ms; ${statsRows} daily stats rows`,
  );
  console.log(`  period ${from}..${to} (30 days), ${RUNS} timed runs each over HTTP (app.inject):`);
  const row = { width: 28, targetMs: 300 };
  bench.printTimings(
    'team overview:',
    overview,
    `active ${overview.value.current.activeMembers}, valid turnover ${overview.value.current.validTurnover}`,
    row,
  );
  bench.printTimings(
    'loss statements (top level):',
    loss,
    `${loss.value.page.total} rows, ${loss.value.totals.bets} bets`,
    row,
  );
  bench.printTimings(
    'loss statements (level 1):',
    lossDown,
    `${lossDown.value.page.total} rows, ${lossDown.value.totals.bets} bets`,
    { width: 28 },
  );
  if (overview.value.current.validTurnover !== loss.value.totals.validTurnover)
    throw new Error('the overview and the loss statements disagree on the valid turnover');
  // The work was done (what `pnpm test`'s small run checks; no timing is asserted).
  if (!(overview.value.current.activeMembers > 0 && overview.value.current.validTurnover > 0))
    throw new Error('the team overview found no active member or no turnover');
  if (!(loss.value.page.total > 0 && loss.value.totals.bets > 0 && lossDown.value.page.total > 0))
    throw new Error('the loss statements found no rows or no bets');
  if (statsRows === 0) throw new Error('the triggers wrote no daily stats rows');
});
