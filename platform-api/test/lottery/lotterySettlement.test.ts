import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { type LotteryResult } from 'shared-contracts';
import { linePayout } from 'shared-contracts/lottery';

import { buildApp } from '../../src/app';
import { type PayoutEvent, payoutKey } from '../../src/areas/lottery/settlement';
import {
  currentIssue,
  firstBall,
  firstDigitLine,
  futureResult,
  placeBets,
  priced,
} from '../lotteryHelpers';
import {
  expectCategoryDaysReconciled,
  expectLedgerConsistent,
  mainBalance,
} from '../memberHelpers';
import { loginAs, tempDir, testConfig } from '../testApp';

const RUNNER = path.join(__dirname, 'lotteryRunner.ts');
/** How much of an issue's sales the orders need ahead of them. */
const SALES_LEFT_MS = 30_000;

/**
 * Bets on the SSC 1-minute issue on sale: for each member (by session token), `orders` orders
 * of 50 lines, digits 0-9, the members' orders taking turns.
 */
const placeMany = async (app: FastifyInstance, tokens: string[], orders: number) => {
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
    for (const token of tokens) {
      const placed = await placeBets(app, token, {
        gameCode: 'SSC1',
        issueNo: current.issueNo,
        lines,
      });
      expect(placed.status).toBe(200);
      betIds.push(...(placed.body.value.bets as { betId: string }[]).map((bet) => bet.betId));
    }
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

/**
 * Every bet settled; each member's winnings on each issue credited by exactly one ledger
 * transaction of their sum, nothing for a member who won nothing.
 */
const expectPaidOnce = (app: FastifyInstance, betIds: string[], payouts: number[]) => {
  const { db } = app.platform;
  const bet = db.prepare(
    'SELECT member_id, game_code, issue_no, status, payout FROM lottery_bets WHERE id = ?',
  );
  const credits = db.prepare(`SELECT COUNT(DISTINCT t.id) AS n, COALESCE(SUM(e.amount), 0) AS paid
    FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.idempotency_key = ? AND e.account_id LIKE 'player:%'`);
  const won = new Map<string, number>();
  betIds.forEach((id, index) => {
    const row = bet.get(id) as {
      member_id: string;
      game_code: string;
      issue_no: string;
      status: string;
      payout: number;
    };
    const expected = payouts[index] ?? -1;
    expect({ status: row.status, payout: row.payout }).toEqual({
      status: expected > 0 ? 'won' : 'lost',
      payout: expected,
    });
    const key = payoutKey('payout', row.member_id, row);
    won.set(key, (won.get(key) ?? 0) + expected);
  });
  for (const [key, paid] of won)
    expect(credits.get(key)).toEqual(paid > 0 ? { n: 1, paid } : { n: 0, paid: 0 });
  expectLedgerConsistent(app);
  expectCategoryDaysReconciled(app);
};

const runner = (dbPath: string, now: number, batch: number, go: string) =>
  new Promise<{ drawn: number; settled: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', RUNNER, dbPath, String(now), String(batch), go],
      { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
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
      const demo = await loginAs(app, 'demo', 'Demo1234!');
      const { current, result, betIds } = await placeMany(app, [vip, demo], 3);
      const payouts = expectedPayouts(app, betIds, result);
      expect(payouts.filter((p) => p > 0).length).toBeGreaterThan(0);
      // vip's orders are the first of each pair of 50 bets.
      const vipPaid = payouts
        .filter((_, index) => Math.floor(index / 50) % 2 === 0)
        .reduce((a, b) => a + b, 0);
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
      expect(mainBalance(app, 'vip')).toBe(before + vipPaid);
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
      const demo = await loginAs(app, 'demo', 'Demo1234!');
      const { current, result, betIds } = await placeMany(app, [vip, demo], 1);
      const payouts = expectedPayouts(app, betIds, result);
      // (vip's 50 bets come first; demo's balance also moves with demo's seeded bets.)
      const before = mainBalance(app, 'vip');
      const { lottery, ledger } = app.platform;

      // The draw happens, then one batch of 5 settles (taking the rest of its member's bets:
      // all 50 of the first member), then a batch fails half-way (the process dies after its
      // ledger writes): that batch rolls back whole.
      const drawn = lottery.issues.drawDue(current.drawAt, lottery.gamesByCode);
      // (An issue skipped by placeMany's clock move is drawn too.)
      expect(drawn.map((draw) => `${draw.gameCode} ${draw.issueNo}`)).toContain(
        `SSC1 ${current.issueNo}`,
      );
      const game = lottery.gamesByCode.get('SSC1')!;
      const firstBatch: PayoutEvent[] = [];
      const after = lottery.settlement.settleBatch(
        { game_code: 'SSC1', issue_no: current.issueNo },
        game,
        result,
        current.drawAt,
        firstBatch,
        new Set(),
        5,
      );
      expect(after).not.toBeNull();
      expect(firstBatch).toHaveLength(50);
      expect(new Set(firstBatch.map((bet) => bet.memberId)).size).toBe(1);
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
      expect(state.find((row) => row.status === 'open')?.n).toBe(betIds.length - 50);
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
      expect(mainBalance(app, 'vip')).toBe(
        before + payouts.slice(0, 50).reduce((a, b) => a + b, 0),
      );
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
      const before = mainBalance(app, 'vip');

      // Batches of 7, each taking the rest of its last member's bets: one batch per member.
      const batches: string[][] = [];
      // (Seeded bets of other issues may settle in the same run: only this issue's count.)
      app.platform.lottery.events.on('payouts', ({ memberId, bets }) => {
        const ours = bets.filter((bet) => bet.issueNo === current.issueNo);
        if (ours.length > 0) batches.push(ours.map(() => memberId));
      });
      app.platform.clock.advance(current.drawAt - app.platform.clock.now());
      app.platform.lottery.runDue(current.drawAt, 7);

      expectPaidOnce(app, betIds, payouts);
      const paid = (from: number) => payouts.slice(from, from + 10).reduce((a, b) => a + b, 0);
      // (demo's balance also moves with demo's seeded bets of issues drawn by the same run.)
      expect(mainBalance(app, 'vip')).toBe(before + paid(0) + paid(20));
      // One push per member and batch, the members in turn: never back to a finished member.
      const order = batches.map((members) => members[0]);
      expect(order.filter((member, index) => member !== order[index - 1])).toHaveLength(2);
      expect(batches.flat()).toHaveLength(40);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("lets requests run between batches on the scheduler's pass", async () => {
    const dir = tempDir();
    const app = await buildApp(testConfig({}, dir));
    try {
      app.platform.lottery.stop();
      const vip = await loginAs(app, 'vip', 'Vip12345!');
      const demo = await loginAs(app, 'demo', 'Demo1234!');
      const { current, result, betIds } = await placeMany(app, [vip, demo], 1);
      const payouts = expectedPayouts(app, betIds, result);
      const open = app.platform.db
        .prepare("SELECT COUNT(*) FROM lottery_bets WHERE issue_no = ? AND status = 'open'")
        .pluck();
      app.platform.clock.advance(current.drawAt - app.platform.clock.now());

      // Work queued on the event loop when the first batch commits (a request arriving then)
      // runs before the next batch: it sees one member's bets settled and the other's open.
      // (Seeded bets of other issues may settle first in the same pass.)
      let seen: number | null = null;
      let queued = false;
      app.platform.lottery.events.on('payouts', ({ bets }) => {
        if (queued || !bets.some((bet) => bet.issueNo === current.issueNo)) return;
        queued = true;
        setImmediate(() => (seen = Number(open.get(current.issueNo))));
      });
      const pass = app.platform.lottery.runDueYielding(current.drawAt, 10);
      for (let turn = 0; turn < 1_000 && seen === null; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toBe(50);
      // A second pass asked for meanwhile (the next tick) does nothing.
      expect(app.platform.lottery.runDue(current.drawAt)).toEqual({ drawn: 0, settled: 0 });

      expect((await pass).settled).toBeGreaterThanOrEqual(betIds.length);
      expectPaidOnce(app, betIds, payouts);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
