import type { BetLine, BetMode } from './betLine';
import type { LotteryGame } from './catalogue';
import type { PlayType } from './playType';
import { betCount, playTypeByCode } from './playTypes';
import type { LotteryResult } from './result';
import { vnFormatOf } from './vnPrizes';

/** The price of one bet in yuan mode: 2.00 (minor units). */
export const UNIT_MINOR = 200;

/** What a unit divides the yuan price by: yuan 1, jiao 10, fen 100 (200, 20, 2 minor). */
export const MODE_DIVISORS: Readonly<Record<BetMode, number>> = { yuan: 1, jiao: 10, fen: 100 };

/** The stake of one bet of a line: `UNIT_MINOR / divisor × multiplier` (minor units). */
export const stakePerBet = (mode: BetMode, multiplier: number): number =>
  (UNIT_MINOR / MODE_DIVISORS[mode]) * multiplier;

/** The amount of a line: bets × stake per bet (0 for a line that makes no bet). */
export const lineStake = (line: Pick<BetLine, 'playType' | 'selection' | 'mode' | 'multiplier'>) =>
  betCount(line) * stakePerBet(line.mode, line.multiplier);

/** Odds and cap that apply to a line (the brand's, or the play type's defaults). */
export interface LineOdds {
  /** Payout of one winning bet in thousandths of the stake per bet. */
  readonly oddsMilli: number;
  /** Cap of the line's winnings in minor units (a push refund is not capped). */
  readonly maxPayoutMinor: number;
}

/**
 * The default odds of a play type on a game: the VN format's odds for lô and xiên (27 or 18
 * prizes), otherwise the play type's `oddsMilli`.
 */
export const defaultOddsOf = (playType: PlayType, game: LotteryGame): LineOdds => ({
  oddsMilli:
    game.family === 'VN' && playType.oddsMilliByVnFormat
      ? playType.oddsMilliByVnFormat[vnFormatOf(game)]
      : playType.oddsMilli,
  maxPayoutMinor: playType.maxPayoutMinor,
});

/**
 * The odds of one option of a play type with option odds, given the odds that apply to the play
 * type (`oddsMilli`, the brand's or the default): the option's default scaled by
 * `oddsMilli / playType.oddsMilli`, rounded down. Any other play type: `oddsMilli`.
 */
export const optionOddsMilliOf = (
  playType: PlayType,
  option: string,
  oddsMilli: number = playType.oddsMilli,
): number => {
  const table = playType.optionOddsMilli?.[option];
  if (table === undefined) return oddsMilli;
  return Number((BigInt(table) * BigInt(oddsMilli)) / BigInt(playType.oddsMilli));
};

/** The payout of one winning bet: `floor(stakePerBet × oddsMilli / 1000)`. */
export const payoutPerWin = (stake: number, oddsMilli: number): number => {
  const milli = exactProduct(stake, oddsMilli);
  return typeof milli === 'bigint' ? Number(milli / 1000n) : Math.floor(milli / 1000);
};

// Settlement runs for every open bet of a draw: plain numbers while they are exact, BigInt
// only past 2^53.
const exactProduct = (a: number, b: number): number | bigint => {
  const product = a * b;
  return Number.isSafeInteger(product) ? product : BigInt(a) * BigInt(b);
};
const exactSum = (a: number | bigint, b: number | bigint): number | bigint => {
  if (typeof a === 'number' && typeof b === 'number' && Number.isSafeInteger(a + b)) return a + b;
  return BigInt(a) + BigInt(b);
};

/** How a line settled against a result. */
export interface LineSettlement {
  readonly winningBets: number;
  readonly pushBets: number;
  /** Minor units paid back: capped winnings plus pushed stakes. */
  readonly payout: number;
  /** `won` with any winning bet, else `push` with any pushed bet, else `lost`. */
  readonly status: 'won' | 'lost' | 'push';
}

/**
 * Settles a line: winnings `floor(winningBets × stakePerBet × oddsMilli / 1000)` (per option
 * with option odds: the sum of `stakePerBet × optionOdds` over the winning bets, then rounded
 * down once), capped by `maxPayoutMinor`, plus the stake of each pushed bet. Integers only.
 * Throws for an unknown play type (a line the platform should never have accepted).
 */
export const linePayout = (
  line: Pick<BetLine, 'playType' | 'selection' | 'mode' | 'multiplier'>,
  result: LotteryResult,
  odds?: LineOdds,
): LineSettlement => {
  const playType = playTypeByCode(line.playType);
  if (!playType) throw new Error(`unknown play type ${line.playType}`);
  const { oddsMilli, maxPayoutMinor } = odds ?? {
    oddsMilli: playType.oddsMilli,
    maxPayoutMinor: playType.maxPayoutMinor,
  };
  const stake = stakePerBet(line.mode, line.multiplier);
  const {
    winningBets: wins,
    pushBets: pushes,
    winningOptions,
  } = playType.settle(line.selection, result);
  let milli: number | bigint;
  if (playType.optionOddsMilli) {
    milli = winningOptions.reduce<number | bigint>(
      (sum, option) =>
        exactSum(sum, exactProduct(stake, optionOddsMilliOf(playType, option, oddsMilli))),
      0,
    );
  } else {
    milli = exactProduct(wins * stake, oddsMilli);
  }
  const winnings = Math.min(
    typeof milli === 'bigint' ? Number(milli / 1000n) : Math.floor(milli / 1000),
    maxPayoutMinor,
  );
  const payout = winnings + pushes * stake;
  return {
    winningBets: wins,
    pushBets: pushes,
    payout,
    status: wins > 0 ? 'won' : pushes > 0 ? 'push' : 'lost',
  };
};
