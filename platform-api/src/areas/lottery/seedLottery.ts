import { randomUUID } from 'node:crypto';

import { type BetLine, lotteryGameByCode } from 'shared-contracts/lottery';

import type { Db } from '../../db/database';
import type { Ledger } from '../../ledger/ledger';
import { LOTTERY_WALLET } from './bets';
import { newSeed } from './issues';
import { createOrderRows } from './orderRows';
import { createPlaySettings } from './playSettings';
import {
  checkLine,
  commitmentOf,
  drawResultOf,
  issueAt,
  issuesDrawnBetween,
  type IssueTimes,
  LOTTERY_GAMES,
  type LotteryGame,
  type LotteryResult,
  nextIssues,
  stakeOf,
} from './rules';
import { refundKey } from './settlement';

/** Drawn issues of every game on a fresh start (the results history looks alive). */
export const SEED_HISTORY_ISSUES = 50;

type Drawn = IssueTimes & { result: LotteryResult };

const gameOf = (code: string): LotteryGame => {
  const game = lotteryGameByCode(code);
  if (!game) throw new Error(`seed: unknown lottery game ${code}`);
  return game;
};

/**
 * The lottery of the demo brand: for every game the last {@link SEED_HISTORY_ISSUES} issues,
 * drawn from fresh seeds (revealed, with their commitments), and for `demo` bets in every status
 * including two chases. Bets on drawn issues are written open on issues in state `drawn`; the
 * draw engine's first run (at start) settles them through the ledger like any other bet, so
 * the payouts, the stopped chase's refunds and the statuses come from the real rules.
 */
export const seedLottery = (db: Db, ledger: Ledger, now: number): void => {
  const insertIssue = db.prepare(`INSERT OR IGNORE INTO lottery_issues
    (game_code, issue_no, opens_at, sales_close_at, draw_at, seed, commitment, result_json, state,
     created_at, drawn_at)
    VALUES (@gameCode, @issueNo, @opensAt, @salesCloseAt, @drawAt, @seed, @commitment, @result,
     @state, @createdAt, @drawnAt)`);
  const history = new Map<string, Drawn[]>();
  for (const game of LOTTERY_GAMES) {
    const drawn: Drawn[] = [];
    for (const times of issuesDrawnBetween(game, 0, now, SEED_HISTORY_ISSUES)) {
      let seed = newSeed();
      let result = drawResultOf(game, times.issueNo, seed);
      // The demo's push bet needs a Mark Six draw whose special number is 49: the latest draw
      // gets fresh seeds until one gives it (each still 32 random bytes).
      if (game.gameCode === 'LHC_D' && times.drawAt === lastDrawAt(game, now)) {
        while (!('balls' in result) || result.balls[6] !== '49') {
          seed = newSeed();
          result = drawResultOf(game, times.issueNo, seed);
        }
      }
      insertIssue.run({
        gameCode: game.gameCode,
        ...times,
        seed,
        commitment: commitmentOf(seed),
        result: JSON.stringify(result),
        state: 'drawn',
        createdAt: times.opensAt,
        drawnAt: times.drawAt,
      });
      drawn.push({ ...times, result });
    }
    history.set(game.gameCode, drawn);
  }

  const memberId = db.prepare("SELECT id FROM members WHERE username = 'demo'").pluck().get() as
    string | undefined;
  if (!memberId) return;
  const settings = createPlaySettings(db);
  const rowsOf = createOrderRows(db);
  const cancel = db.prepare(`UPDATE lottery_bets SET status = 'cancelled',
    cancel_reason = 'member', settled_at = ? WHERE id = ?`);
  const ensureOpen = db.prepare(`INSERT OR IGNORE INTO lottery_issues
    (game_code, issue_no, opens_at, sales_close_at, draw_at, seed, commitment, state, created_at)
    VALUES (@gameCode, @issueNo, @opensAt, @salesCloseAt, @drawAt, @seed, @commitment, 'open', @now)`);
  let orders = 0;

  /** An order of one line on `issues`, paid from demo's main wallet like a real one. */
  const order = (
    game: LotteryGame,
    issues: IssueTimes[],
    line: BetLine,
    options: { stopOnWin?: boolean } = {},
  ): string[] => {
    const check = checkLine(game, { ...line, ...stakeOf(line) });
    if (!check.ok) throw new Error(`seed: bad lottery line ${line.playType}: ${check.message}`);
    const first = issues[0] as IssueTimes;
    const placedAt = Math.min(now, first.salesCloseAt) - 90_000;
    for (const times of issues) {
      const seed = newSeed();
      ensureOpen.run({
        gameCode: game.gameCode,
        ...times,
        seed,
        commitment: commitmentOf(seed),
        now,
      });
    }
    orders += 1;
    const orderId = randomUUID();
    const total = check.amount * issues.length;
    const stake = ledger.debit({
      memberId,
      amount: total,
      wallet: LOTTERY_WALLET,
      kind: 'lottery_stake',
      idempotencyKey: `seed:lottery:stake:${orders}`,
    });
    rowsOf.order({
      orderId,
      memberId,
      gameCode: game.gameCode,
      idempotencyKey: `seed:${memberId}:${orders}`,
      requestHash: 'seed',
      total,
      issues: issues.length,
      stopOnWin: options.stopOnWin ?? false,
      transactionId: stake.transactionId,
      at: placedAt,
    });
    const { oddsMilli, maxPayoutMinor } = settings.of(game.gameCode, line.playType);
    return issues.map((times) =>
      rowsOf.bet({
        orderId,
        memberId,
        gameCode: game.gameCode,
        issueNo: times.issueNo,
        lineNo: 0,
        line: { ...line, betCount: check.betCount, amount: check.amount },
        oddsMilli,
        maxPayoutMinor,
        at: placedAt,
      }),
    );
  };

  const recent = (code: string, back: number): Drawn => {
    const list = history.get(code) ?? [];
    const drawn = list[list.length - back];
    if (!drawn) throw new Error(`seed: no drawn issue of ${code}`);
    return drawn;
  };
  const firstBall = (drawn: Drawn) =>
    ('balls' in drawn.result ? drawn.result.balls[0] : '0') ?? '0';
  const oneStar = (digit: string): BetLine => ({
    playType: 'ssc_1star_fixed',
    selection: [[digit], [], [], [], []],
    mode: 'yuan',
    multiplier: 5,
  });
  const ssc1 = gameOf('SSC1');
  const ssc3 = gameOf('SSC3');
  const ssc5 = gameOf('SSC5');

  // Won and lost: the first digit of two past SSC 1-minute draws, picked right and wrong.
  const won = recent('SSC1', 3);
  order(ssc1, [won], oneStar(firstBall(won)));
  const lost = recent('SSC1', 4);
  order(ssc1, [lost], oneStar(String((Number(firstBall(lost)) + 1) % 10)));
  // Push: big on the special number of the last Mark Six draw, which is 49.
  order(gameOf('LHC_D'), [recent('LHC_D', 1)], {
    playType: 'lhc_special_bsoe',
    selection: [['big', 'odd']],
    mode: 'yuan',
    multiplier: 10,
  });
  // Open: a 5-star ticket and a lô line on the issues on sale.
  order(ssc5, [issueAt(ssc5, now)], {
    playType: 'ssc_5star_direct',
    selection: [['1', '8'], ['6'], ['8'], ['0', '5'], ['3']],
    mode: 'jiao',
    multiplier: 2,
  });
  const vn = gameOf('VN_MB');
  order(vn, [issueAt(vn, now)], {
    playType: 'vn_lo2',
    selection: [['27', '68', '86']],
    mode: 'yuan',
    multiplier: 1,
  });
  // Cancelled: a PK10 champion bet on the issue on sale, cancelled (and refunded) by demo.
  const pk10 = gameOf('PK10_5');
  const [cancelled] = order(pk10, [issueAt(pk10, now)], {
    playType: 'pk10_champion',
    selection: [['03', '07']],
    mode: 'yuan',
    multiplier: 1,
  });
  if (cancelled) {
    cancel.run(now - 30_000, cancelled);
    const amount = Number(
      db.prepare('SELECT amount FROM lottery_bets WHERE id = ?').pluck().get(cancelled),
    );
    ledger.credit({
      memberId,
      amount,
      wallet: LOTTERY_WALLET,
      kind: 'lottery_refund',
      idempotencyKey: refundKey(cancelled),
      request: { betId: cancelled },
    });
  }
  // A chase with stopOnWin that wins on its first (past) issue: the engine cancels the rest.
  const chaseWin = recent('SSC1', 1);
  order(ssc1, [chaseWin, ...nextIssues(ssc1, now, 4)], oneStar(firstBall(chaseWin)), {
    stopOnWin: true,
  });
  // A chase without stop: settled on its past issue, open on the three coming ones.
  order(ssc3, [recent('SSC3', 1), ...nextIssues(ssc3, now, 3)], {
    playType: 'ssc_sum_bsoe',
    selection: [['big']],
    mode: 'yuan',
    multiplier: 2,
  });
};

const lastDrawAt = (game: LotteryGame, now: number): number | undefined =>
  issuesDrawnBetween(game, 0, now, 1)[0]?.drawAt;
