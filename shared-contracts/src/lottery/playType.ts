import type { LotteryFamily } from './catalogue';
import type { LotteryResult } from './result';
import type { VnFormat } from './vnPrizes';

/** A bet line's selection: one array of ball labels per picker row, in row order. */
export type Selection = readonly (readonly string[])[];

/** Ball labels of the pickers. */
export const DIGIT_BALLS: readonly string[] = Array.from({ length: 10 }, (_, i) => String(i));
const twoDigits = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));
/** "01".."11" (11X5). */
export const ELEVEN_BALLS: readonly string[] = twoDigits(1, 11);
/** "01".."10" (PK10 cars). */
export const CAR_BALLS: readonly string[] = twoDigits(1, 10);
/** "01".."49" (LHC). */
export const MARK_SIX_BALLS: readonly string[] = twoDigits(1, 49);
/** "00".."99" (VN lô, đề and xiên grid). */
export const HUNDRED_BALLS: readonly string[] = twoDigits(0, 99);

/**
 * The option codes of option rows. Big/small/odd/even apply to a sum or a number (each play
 * type says which); dragon/tiger/tie compare two positions; red/green/blue are LHC colour waves.
 */
export const OPTION_CODES = [
  'big',
  'small',
  'odd',
  'even',
  'dragon',
  'tiger',
  'tie',
  'red',
  'green',
  'blue',
] as const;
export type OptionCode = (typeof OPTION_CODES)[number];

/** One row of a play type's number picker. */
export interface PickerRow {
  /**
   * What the row is, for its label (the front end translates it): `pos1`..`pos10` (a position:
   * digit position of SSC/LF, car position of PK10), `first`/`second`/`third` (11X5 front
   * positions), `hundreds`/`tens`/`units` (VN 3 càng), `group` (numbers of a group play),
   * `numbers` (a number grid), `options` (option codes or sums).
   */
  readonly labelKey: string;
  /** The labels the row offers, in display order. */
  readonly balls: readonly string[];
  /** Picks the row needs before the line has a bet (0: the row may stay empty). */
  readonly minPicks: number;
  /** Most picks the row accepts. */
  readonly maxPicks: number;
  /** Whether the quick selections (all, big, small, odd, even, clear) apply to the row. */
  readonly quickPicks: boolean;
}

/**
 * A play type: its picker, its combinatorics and its win rule. Pure; the platform settles and
 * the site prices with the same definitions.
 */
export interface PlayType {
  /** Stable code, unique across families (`ssc_5star_direct`); the `playType` of a bet line. */
  readonly code: string;
  readonly family: LotteryFamily;
  /**
   * The picker tab it belongs to (`5star`, `3star`, `2star`, `1star`, `bsoe`, `dragonTiger`,
   * `any`, `front2`, `front3`, `top`, `position`, `sum`, `special`, `normal`, `3d`, `front`,
   * `lo`, `de`, `cang`, `xien`).
   */
  readonly group: string;
  readonly rows: readonly PickerRow[];
  /**
   * Default payout of one winning bet in thousandths of the stake per bet (98 000 000 =
   * 98 000×); the brand may override it. For a play type with {@link optionOddsMilli}, the odds
   * of the first option of its row.
   */
  readonly oddsMilli: number;
  /**
   * Options with odds of their own (dragon/tiger vs tie, LHC colours, PK10 sums): default odds
   * per option. A brand override of `oddsMilli` scales the table (see `optionOddsMilliOf`).
   */
  readonly optionOddsMilli?: Readonly<Record<string, number>>;
  /** VN lô and xiên: default odds per result format (27 or 18 prizes). */
  readonly oddsMilliByVnFormat?: Readonly<Record<VnFormat, number>>;
  /** Default cap of one line's payout, in minor units. */
  readonly maxPayoutMinor: number;
  /** How many bets the selection makes; 0 for an incomplete selection. */
  betCount(selection: Selection): number;
  /**
   * How many of the line's bets win against a result. At most `betCount`, except VN lô, where a
   * number wins once per occurrence among the prizes.
   */
  winningBets(selection: Selection, result: LotteryResult): number;
  /** Play types with option odds: the option of each winning bet (one entry per win). */
  winningOptions?(selection: Selection, result: LotteryResult): string[];
  /** How many bets are a push (stake returned): LHC special big/small/odd/even on 49. */
  pushBets?(selection: Selection, result: LotteryResult): number;
  /** Wins, pushes and winning options at once, checking the selection once (settlement). */
  settle(selection: Selection, result: LotteryResult): PlayTypeSettlement;
}

/** What a selection's bets got against a result. */
export interface PlayTypeSettlement {
  readonly winningBets: number;
  readonly pushBets: number;
  /** The option of each winning bet, for play types with option odds; empty otherwise. */
  readonly winningOptions: readonly string[];
}

/** Default cap of a line's payout: 1 000 000.00. */
export const DEFAULT_MAX_PAYOUT_MINOR = 100_000_000;

/** A picker row of single-choice values with quick selections. */
export const ballRow = (
  labelKey: string,
  balls: readonly string[],
  minPicks = 1,
  maxPicks = balls.length,
): PickerRow => ({ labelKey, balls, minPicks, maxPicks, quickPicks: true });

/** A picker row of option codes (no quick selections). */
export const optionRow = (balls: readonly string[], maxPicks = balls.length): PickerRow => ({
  labelKey: 'options',
  balls,
  minPicks: 1,
  maxPicks,
  quickPicks: false,
});

/** The rows `pos{from}`..`pos{to}` of a positional picker. */
export const positionRows = (
  from: number,
  to: number,
  balls: readonly string[],
  minPicks = 1,
): PickerRow[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ballRow(`pos${from + i}`, balls, minPicks));
