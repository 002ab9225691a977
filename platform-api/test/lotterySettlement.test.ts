import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { linePayout, type LotteryResult } from 'shared-contracts';

import { buildApp } from '../src/app';
import {
  currentIssue,
  firstBall,
  firstDigitLine,
  futureResult,
  placeBets,
  priced,
} from './lotteryHelpers';
import { expectCategoryDaysReconciled, expectLedgerConsistent, mainBalance } from './memberHelpers';
import { loginAs, tempDir, testConfig } from './testApp';

const RUNNER = path.join(__dirname, 'lotteryRunner.ts');
/** How much of an issue's sales the orders need ahead of them. */
const SALES_LEFT_MS = 30_000;

/** vip's bets on the SSC 1-minute issue on sale: `orders` orders of 50 lines, digits 0-9. */
const placeMany = async (app: FastifyInstance, token: string, orders: number) => {
  let { current } = await currentIssue(app, 'SSC1');
  // Placing the orders takes seconds on a busy machine: start with most of an issue's sales
  // ahead (the platform clock moves to the next issue when this one closes soon).
  if (current.salesCloseAt - app.platform.clock.now() < SALES_LEFT_MS) {
    app.platform.clock.advance(current.drawAt - app.platform.clock.now() + 1_000);
    ({ current } = await currentIssue(app, 'SSC1'));
  }
  expect(current.salesCloseAt - app.platform.clock.now()).toBeGreaterThanOrEqual(SALES_LEFT_MS);
  const result = futureResult(app, 'SSC1', current.issueNo);
  const betIds: string[] = [];
  for (let order = 0; order < orders; order += 1) {
    const lines = Array.from({ length: 50 }, (_, line) =>
      priced(firstDigitLine(String((order + line) % 10), 1 + (line % 3))),
    );
    const placed = await placeBets(app, token, {
      gameCode: 'SSC1',
      issueNo: current.issueNo,
      lines,
    });
    expect(placed.status).toBe(200);
    betIds.push(...(placed.body.value.bets as { betId: string }[]).map((bet) => bet.betId));
  }
  return { current, result, betIds };
};

/** What the rules pay for the bets, from the stored lines (the default odds apply). */
const expectedPayouts = (app: FastifyInstance, betIds: string[], result: LotteryResult) => {
  const read = app.platform.db.prepare(
    'SELECT play_type, selection_json, mode, multiplier, odds_milli, max_payout FROM lottery_bets WHERE id = ?',
  );
  return betIds.map((id) => {
    const row = read.get(id) as {
      play_type: string;
      selection_json: string;
      mode: 'yuan' | 'jiao' | 'fen';
      multiplier: number;
      odds_milli: number;
      max_payout: number;
    };
    return linePayout(
      {
        playType: row.play_type,
        selection: JSON.parse(row.selection_json) as string[][],
        mode: row.mode,
        multiplier: row.multiplier,
      },
      result,
      { oddsMilli: row.odds_milli, maxPayoutMinor: row.max_payout },
    ).payout;
  });
};

/** Every bet settled, each winner credited by exactly one ledger transaction of its amount. */
const expectPaidOnce = (app: FastifyInstance, betIds: string[], payouts: number[]) => {
  const { db } = app.platform;
  const bet = db.prepare('SELECT status, payout FROM lottery_bets WHERE id = ?');
  const credits = db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(e.amount), 0) AS paid
    FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.idempotency_key = ? AND e.account_id LIKE 'player:%'`);
  betIds.forEach((id, index) => {
    const row = bet.get(id) as { status: string; payout: number };
    const expected = payouts[index] ?? -1;
    expect(row).toEqual({ status: expected > 0 ? 'won' : 'lost', payout: expected });
    expect(credits.get(`lottery:payout:${id}`)).toEqual(
      expected > 0 ? { n: 1, paid: expected } : { n: 0, paid: 0 },
    );
  });
  expectLedgerConsistent(app);
  expectCategoryDaysReconciled(app);
};

const runner = (dbPath: string, now: number, batch: number, go: string) =>
  new Promise<{ drawn: number; settled: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', RUNNER, dbPath, String(now), String(batch), go],
      { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as never) : reject(new Error(`runner ${code}: ${err}`)),
    );
  });

describe('settlement pays every winning bet exactly once', () => {
  it('with two platform processes drawing and settling the same issue at the same time', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    const app = await buildApp(config);
    try {
      app.platform.lottery.stop();
      const vip = await loginAs(app, 'vip', 'Vip12345!');
      const { current, result, betIds } = await placeMany(app, vip, 6);
      const payouts = expectedPayouts(app, betIds, result);
      expect(payouts.filter((p) => p > 0).length).toBeGreaterThan(0);
      const before = mainBalance(app, 'vip');

      const go = path.join(dir, 'go');
      const runs = [0, 1].map(() => runner(config.dbPath, current.drawAt, 7, go));
      // Both processes are up and waiting: start them together.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      writeFileSync(go, '');
      const reports = await Promise.all(runs);

      // Every due issue (SSC1's and any other game's) was drawn by one of them only, and
      // between them every bet was settled once.
      const drawnNow = Number(
        app.platform.db
          .prepare('SELECT COUNT(*) FROM lottery_issues WHERE drawn_at = ?')
          .pluck()
          .get(current.drawAt),
      );
      expect(reports.reduce((sum, r) => sum + r.drawn, 0)).toBe(drawnNow);
      const settledNow = Number(
        app.platform.db
          .prepare('SELECT COUNT(*) FROM lottery_bets WHERE settled_at = ?')
          .pluck()
          .get(current.drawAt),
      );
      expect(settledNow).toBeGreaterThanOrEqual(betIds.length);
      expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(settledNow);
      expectPaidOnce(app, betIds, payouts);
      expect(mainBalance(app, 'vip')).toBe(before + payouts.reduce((a, b) => a + b, 0));
      const issue = (await currentIssue(app, 'SSC1')).last;
      expect(issue?.issueNo).toBe(current.issueNo);
      expect(firstBall(issue!.result)).toBe(firstBall(result));
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('after a crash between the draw and the settlement, and after one inside a batch', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    let app = await buildApp(config);
    try {
      app.platform.lottery.stop();
      const vip = await loginAs(app, 'vip', 'Vip12345!');
      const { current, result, betIds } = await placeMany(app, vip, 2);
      const payouts = expectedPayouts(app, betIds, result);
      const before = mainBalance(app, 'vip');
      const { lottery, ledger } = app.platform;

      // The draw happens, then one batch of 5 settles, then a batch fails half-way (the
      // process dies after its ledger writes): that batch rolls back whole.
      const drawn = lottery.issues.drawDue(current.drawAt, lottery.gamesByCode);
      // (An issue skipped by placeMany's clock move is drawn too.)
      expect(drawn.map((draw) => `${draw.gameCode} ${draw.issueNo}`)).toContain(
        `SSC1 ${current.issueNo}`,
      );
      const game = lottery.gamesByCode.get('SSC1')!;
      const after = lottery.settlement.settleBatch(
        { game_code: 'SSC1', issue_no: current.issueNo },
        game,
        result,
        current.drawAt,
        [],
        new Set(),
        5,
      );
      expect(after).not.toBeNull();
      // The process dies right after the batch's payouts are written, before its commit.
      const creditMany = ledger.creditManyWithin;
      ledger.creditManyWithin = ((...args: Parameters<typeof creditMany>) => {
        expect(creditMany(...args).length).toBeGreaterThan(0);
        throw new Error('simulated crash');
      }) as typeof creditMany;
      expect(() =>
        lottery.settlement.settleBatch(
          { game_code: 'SSC1', issue_no: current.issueNo },
          game,
          result,
          current.drawAt,
          [],
          new Set(),
          100,
          after ?? undefined,
        ),
      ).toThrow('simulated crash');
      ledger.creditManyWithin = creditMany;
      const state = app.platform.db
        .prepare(
          "SELECT status, COUNT(*) AS n FROM lottery_bets WHERE game_code = 'SSC1' AND issue_no = ? GROUP BY status ORDER BY status",
        )
        .all(current.issueNo) as { status: string; n: number }[];
      expect(state.find((row) => row.status === 'open')?.n).toBe(betIds.length - 5);
      expect(
        app.platform.db
          .prepare("SELECT state FROM lottery_issues WHERE game_code = 'SSC1' AND issue_no = ?")
          .pluck()
          .get(current.issueNo),
      ).toBe('drawn');
      await app.close();

      // A new start catches up: the drawn issue is settled, nothing twice.
      app = await buildApp(config);
      app.platform.lottery.stop();
      expectPaidOnce(app, betIds, payouts);
      expect(mainBalance(app, 'vip')).toBe(before + payouts.reduce((a, b) => a + b, 0));
      expect(
        app.platform.db
          .prepare("SELECT state FROM lottery_issues WHERE game_code = 'SSC1' AND issue_no = ?")
          .pluck()
          .get(current.issueNo),
      ).toBe('settled');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('member by member in small batches, whatever order the members placed in', async () => {
    const dir = tempDir();
    const app = await buildApp(testConfig({}, dir));
    try {
      app.platform.lottery.stop();
      const tokens = {
        vip: await loginAs(app, 'vip', 'Vip12345!'),
        demo: await loginAs(app, 'demo', 'Demo1234!'),
      };
      let { current } = await currentIssue(app, 'SSC1');
      if (current.salesCloseAt - app.platform.clock.now() < SALES_LEFT_MS) {
        app.platform.clock.advance(current.drawAt - app.platform.clock.now() + 1_000);
        ({ current } = await currentIssue(app, 'SSC1'));
      }
      const result = futureResult(app, 'SSC1', current.issueNo);
      // The two members' orders alternate, so their bets' rowids interleave.
      const betIds: string[] = [];
      for (const name of ['vip', 'demo', 'vip', 'demo'] as const) {
        const placed = await placeBets(app, tokens[name], {
          gameCode: 'SSC1',
          issueNo: current.issueNo,
          lines: Array.from({ length: 10 }, (_, line) => priced(firstDigitLine(String(line), 1))),
        });
        expect(placed.status).toBe(200);
        betIds.push(...(placed.body.value.bets as { betId: string }[]).map((bet) => bet.betId));
      }
      const payouts = expectedPayouts(app, betIds, result);
      const before = { vip: mainBalance(app, 'vip'), demo: mainBalance(app, 'demo') };

      // Batches of 7: every batch after the first starts inside a member's bets.
      const batches: string[][] = [];
      app.platform.lottery.events.on('payouts', (push: { memberId: string; bets: unknown[] }) =>
        batches.push(Array(push.bets.length).fill(push.memberId) as string[]),
      );
      app.platform.clock.advance(current.drawAt - app.platform.clock.now());
      app.platform.lottery.runDue(current.drawAt, 7);

      expectPaidOnce(app, betIds, payouts);
      const paid = (from: number) => payouts.slice(from, from + 10).reduce((a, b) => a + b, 0);
      expect(mainBalance(app, 'vip')).toBe(before.vip + paid(0) + paid(20));
      expect(mainBalance(app, 'demo')).toBe(before.demo + paid(10) + paid(30));
      // One push per member and batch, the members in turn: never back to a finished member.
      const order = batches.map((members) => members[0]);
      expect(order.filter((member, index) => member !== order[index - 1])).toHaveLength(2);
      expect(batches.flat()).toHaveLength(40);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
