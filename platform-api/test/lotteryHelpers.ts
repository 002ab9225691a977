import type { FastifyInstance } from 'fastify';
import { type LotteryResult } from 'shared-contracts';
import { drawResult } from 'shared-contracts/fairDraw';
import {
  betCount,
  type BetLine,
  lineStake,
  type LotteryGame,
  lotteryGameByCode,
} from 'shared-contracts/lottery';

import { call, newKey } from './memberHelpers';

/** A catalogue game (throws for a typo in a test). */
export const gameOf = (code: string): LotteryGame => {
  const game = lotteryGameByCode(code);
  if (!game) throw new Error(`unknown game ${code}`);
  return game;
};

/** A line priced as the site prices it (the shared rules). */
export const priced = (line: BetLine) => ({
  ...line,
  betCount: betCount(line),
  amount: lineStake(line),
});

/** The issue on sale of a game, as the site reads it. */
export const currentIssue = async (app: FastifyInstance, gameCode: string) => {
  const { status, body } = await call(app, 'GET', `/lgw/lottery/issue?gameCode=${gameCode}`);
  if (status !== 200) throw new Error(`issue of ${gameCode}: ${JSON.stringify(body)}`);
  return body.value as {
    serverTime: number;
    current: { issueNo: string; salesCloseAt: number; drawAt: number; commitment: string };
    last: null | {
      issueNo: string;
      drawAt: number;
      result: LotteryResult;
      seed: string;
      commitment: string;
    };
  };
};

/**
 * What an open issue will draw: the test reads the secret seed from the database (only a test
 * can), so it can build lines that surely win or lose.
 */
export const futureResult = (
  app: FastifyInstance,
  gameCode: string,
  issueNo: string,
): LotteryResult => {
  const seed = app.platform.db
    .prepare('SELECT seed FROM lottery_issues WHERE game_code = ? AND issue_no = ?')
    .pluck()
    .get(gameCode, issueNo) as string;
  return drawResult(gameOf(gameCode), issueNo, seed);
};

/** Places an order as the site does (JSON, token, Idempotency-Key). */
export const placeBets = (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key = newKey('lot'),
) => call(app, 'POST', '/wps/lottery/bets', { token, body, key });

/** SSC 1-star on position 1: `digit` (wins when the first ball is it). */
export const firstDigitLine = (digit: string, multiplier = 1): BetLine => ({
  playType: 'ssc_1star_fixed',
  selection: [[digit], [], [], [], []],
  mode: 'yuan',
  multiplier,
});

/** The first ball of a balls result. */
export const firstBall = (result: LotteryResult): string =>
  'balls' in result ? (result.balls[0] ?? '') : '';

/** Row counts of the lottery tables and the ledger (a refusal must change none). */
export const writeState = (app: FastifyInstance) => {
  const count = (table: string) =>
    Number(app.platform.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
  return {
    orders: count('lottery_orders'),
    bets: count('lottery_bets'),
    issues: count('lottery_issues'),
    transactions: count('ledger_transactions'),
    entries: count('ledger_entries'),
  };
};
