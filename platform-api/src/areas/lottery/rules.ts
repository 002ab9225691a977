/**
 * The shared lottery rules (shared-contracts, owned by the rules helper) as the platform uses
 * them: every import of a rule goes through here, plus the few compositions the platform needs
 * (a whole line checked at once, a stored bet settled).
 */
import { type LotteryResult } from 'shared-contracts';
import { drawResult } from 'shared-contracts/fairDraw';
import {
  betCount,
  type BetLine,
  defaultOddsOf as defaultOddsOfPlayType,
  type LineOdds,
  linePayout,
  lineStake,
  type LotteryGame,
  playTypeByCode,
  playTypesOf,
  selectionProblem,
  stakePerBet,
} from 'shared-contracts/lottery';

export { loNumbersOf, type LotteryResult } from 'shared-contracts';
export { commitmentOf, isSeedHex } from 'shared-contracts/fairDraw';
export {
  type BetLine,
  intervalSecondsOf,
  issueAt,
  issueByNo,
  issuesDrawnBetween,
  LOTTERY_GAMES,
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_LABELS,
  type LotteryGame,
  lotteryGameByCode,
  type LotteryIssue,
  type LotteryPrizeMode,
  nextIssues,
  VN_REGION_GROUPS,
  VN_REGIONS,
} from 'shared-contracts/lottery';

/** Times of one issue (what the schedule answers). */
export type { LotteryIssue as IssueTimes } from 'shared-contracts/lottery';

/** The result of an issue from its seed (the provably fair draw). */
export const drawResultOf = (game: LotteryGame, issueNo: string, seedHex: string): LotteryResult =>
  drawResult(game, issueNo, seedHex);

/** The play types a game offers, in picker order (the first is the default). */
export const playTypesOfFamily = playTypesOf;

/** The rules' default odds and cap of a play type on a game, or undefined for a foreign code. */
export const defaultOddsOf = (game: LotteryGame, playTypeCode: string): LineOdds | undefined => {
  const playType = playTypeByCode(playTypeCode);
  return playType && playType.family === game.family
    ? defaultOddsOfPlayType(playType, game)
    : undefined;
};

/** What the site computes for a line: its bet count and amount (`betCount`, `lineStake`). */
export const stakeOf = (line: BetLine): { betCount: number; amount: number } => ({
  betCount: betCount(line),
  amount: lineStake(line),
});

/** A line as the site sends it: the rule fields plus its own bet count and amount. */
export type PricedLine = BetLine & { betCount: number; amount: number };

export type LineCheck =
  | { ok: true; betCount: number; amount: number }
  | {
      ok: false;
      reason: 'invalidSelection' | 'amountMismatch';
      message: string;
      betCount: number;
      amount: number;
    };

/**
 * Checks a line against the shared rules: the play type belongs to the game's family, the
 * selection fits its picker and makes bets, and the line's bet count and amount are what the
 * rules compute (the platform never trusts the site's price).
 */
export const checkLine = (game: LotteryGame, line: PricedLine): LineCheck => {
  const problem = selectionProblem(game.family, line);
  if (problem)
    return { ok: false, reason: 'invalidSelection', message: problem, betCount: 0, amount: 0 };
  const count = betCount(line);
  const amount = count * stakePerBet(line.mode, line.multiplier);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return {
      ok: false,
      reason: 'invalidSelection',
      message: 'the stake is not a whole amount',
      betCount: count,
      amount,
    };
  if (count !== line.betCount || amount !== line.amount)
    return {
      ok: false,
      reason: 'amountMismatch',
      message: `the rules make ${count} bet(s) for ${amount}, not ${line.betCount} for ${line.amount}`,
      betCount: count,
      amount,
    };
  return { ok: true, betCount: count, amount };
};

/** The stored fields of a bet that settlement reads. */
export interface StoredLine {
  play_type: string;
  mode: BetLine['mode'];
  multiplier: number;
  odds_milli: number;
  max_payout: number;
}

/** Settles a stored bet against a result with the odds fixed when it was placed. */
export const settleLine = (
  _game: LotteryGame,
  bet: StoredLine,
  selection: string[][],
  result: LotteryResult,
): { status: 'won' | 'lost' | 'push'; payout: number } => {
  const settled = linePayout(
    { playType: bet.play_type, selection, mode: bet.mode, multiplier: bet.multiplier },
    result,
    { oddsMilli: bet.odds_milli, maxPayoutMinor: bet.max_payout },
  );
  return { status: settled.status, payout: settled.payout };
};

/**
 * A line's chance of winning as its odds imply it, in basis points: the line stakes `betCount`
 * bets and one winning bet pays `oddsMilli` thousandths of a bet, so a fair line wins
 * betCount / odds of the time (a line covering most outcomes pays little and wins almost
 * always). Bonus wagering reads it; the odds' own margin makes it a slight
 * overestimate, which only makes the wagering rule stricter.
 */
export const lineWinChanceBp = (betCount: number, oddsMilli: number): number =>
  Math.min(10_000, Math.ceil((betCount * 1000 * 10_000) / oddsMilli));
