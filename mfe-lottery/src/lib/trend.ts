import { isVnResult, loNumbersOf, type LotteryResult } from 'shared-contracts';
import {
  CAR_BALLS,
  DIGIT_BALLS,
  ELEVEN_BALLS,
  HUNDRED_BALLS,
  type LotteryFamily,
  MARK_SIX_BALLS,
} from 'shared-contracts/lottery';

/** How one number fared over a window of results. */
export interface NumberTrend {
  number: string;
  /** Appearances in the window (a number twice in one result counts twice). */
  hits: number;
  /** Results since it last appeared (0: in the newest); the window's length when never seen. */
  missing: number;
}

/** The numbers a family draws from, and how many positions its ball results have. */
export const TREND_BALLS: Readonly<
  Record<LotteryFamily, { numbers: readonly string[]; positions: number }>
> = {
  SSC: { numbers: DIGIT_BALLS, positions: 5 },
  LF: { numbers: DIGIT_BALLS, positions: 3 },
  '11X5': { numbers: ELEVEN_BALLS, positions: 5 },
  PK10: { numbers: CAR_BALLS, positions: 10 },
  LHC: { numbers: MARK_SIX_BALLS, positions: 7 },
  // VN: the lô numbers (last two digits of every prize); no positions.
  VN: { numbers: HUNDRED_BALLS, positions: 0 },
};

const drawnIn = (result: LotteryResult, position: number | null): string[] => {
  if (isVnResult(result)) return loNumbersOf(result);
  if (position === null) return [...result.balls];
  const ball = result.balls[position];
  return ball === undefined ? [] : [ball];
};

/**
 * Hits and missing counts of every number over `results` (newest first), at one position of
 * the balls or (`null`) over all of them.
 */
export const trendOf = (
  family: LotteryFamily,
  results: readonly LotteryResult[],
  position: number | null,
): NumberTrend[] => {
  const draws = results.map((result) => drawnIn(result, position));
  return TREND_BALLS[family].numbers.map((number) => {
    const hits = draws.reduce(
      (sum, drawn) => sum + drawn.filter((value) => value === number).length,
      0,
    );
    const seen = draws.findIndex((drawn) => drawn.includes(number));
    return { number, hits, missing: seen === -1 ? draws.length : seen };
  });
};

/** The `count` hottest numbers (most hits, then fewest missing) and coldest (the reverse). */
export const hotAndCold = (trend: readonly NumberTrend[], count = 5) => {
  const hot = [...trend].sort((a, b) => b.hits - a.hits || a.missing - b.missing).slice(0, count);
  const cold = [...trend].sort((a, b) => b.missing - a.missing || a.hits - b.hits).slice(0, count);
  return { hot, cold };
};
