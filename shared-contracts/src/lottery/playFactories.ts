import type { LotteryFamily } from './catalogue';
import { choose, distinctTupleCount, productCount } from './combinatorics';
import {
  DEFAULT_MAX_PAYOUT_MINOR,
  optionRow,
  type PickerRow,
  type PlayType,
  type Selection,
} from './playType';
import { ballsOf, type LotteryResult } from './result';

/**
 * Why a selection does not fit a picker, or `null` when it fits: one array per row, values the
 * row offers, no value twice in a row, at most the row's `maxPicks`. (Too few picks is not a
 * shape problem: it makes no bet, and `betCount` answers 0.)
 */
export const selectionShapeProblem = (
  rows: readonly PickerRow[],
  selection: Selection,
): string | null => {
  if (!Array.isArray(selection) || selection.length !== rows.length)
    return `expected ${rows.length} row(s)`;
  // Plain loops: settlement checks every open bet of a draw.
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as PickerRow;
    const picks = selection[index] as readonly string[];
    if (!Array.isArray(picks)) return `row ${index + 1} is not a list`;
    if (picks.length > row.maxPicks) return `row ${index + 1} allows at most ${row.maxPicks}`;
    const offered = offeredBalls(row);
    for (let i = 0; i < picks.length; i += 1) {
      const value = picks[i] as string;
      if (!offered.has(value)) return `row ${index + 1} has no value ${JSON.stringify(value)}`;
      if (picks.indexOf(value, i + 1) !== -1) return `row ${index + 1} repeats a value`;
    }
  }
  return null;
};

const OFFERED = new WeakMap<PickerRow, ReadonlySet<string>>();
const offeredBalls = (row: PickerRow): ReadonlySet<string> => {
  let offered = OFFERED.get(row);
  if (!offered) {
    offered = new Set(row.balls);
    OFFERED.set(row, offered);
  }
  return offered;
};

const hasMinimumPicks = (rows: readonly PickerRow[], selection: Selection) => {
  for (let index = 0; index < rows.length; index += 1)
    if ((selection[index]?.length ?? 0) < (rows[index] as PickerRow).minPicks) return false;
  return true;
};

type PlayTypeSpec = Omit<PlayType, 'maxPayoutMinor' | 'settle'> & {
  readonly maxPayoutMinor?: number;
};

/**
 * Completes a play type: a selection of the wrong shape or with too few picks makes 0 bets and
 * wins nothing, whatever the rule below would say.
 */
export const definePlayType = (spec: PlayTypeSpec): PlayType => {
  const usable = (selection: Selection) =>
    selectionShapeProblem(spec.rows, selection) === null &&
    hasMinimumPicks(spec.rows, selection) &&
    spec.betCount(selection) > 0;
  return {
    ...spec,
    maxPayoutMinor: spec.maxPayoutMinor ?? DEFAULT_MAX_PAYOUT_MINOR,
    betCount: (selection) => (usable(selection) ? spec.betCount(selection) : 0),
    winningBets: (selection, result) =>
      usable(selection) ? spec.winningBets(selection, result) : 0,
    ...(spec.winningOptions && {
      winningOptions: (selection: Selection, result: LotteryResult) =>
        usable(selection) ? (spec.winningOptions?.(selection, result) ?? []) : [],
    }),
    ...(spec.pushBets && {
      pushBets: (selection: Selection, result: LotteryResult) =>
        usable(selection) ? (spec.pushBets?.(selection, result) ?? 0) : 0,
    }),
    settle: (selection, result) =>
      usable(selection)
        ? {
            winningBets: spec.winningBets(selection, result),
            pushBets: spec.pushBets?.(selection, result) ?? 0,
            winningOptions: spec.winningOptions?.(selection, result) ?? [],
          }
        : { winningBets: 0, pushBets: 0, winningOptions: [] },
  };
};

interface Common {
  readonly code: string;
  readonly family: LotteryFamily;
  readonly group: string;
  readonly oddsMilli: number;
  readonly oddsMilliByVnFormat?: PlayType['oddsMilliByVnFormat'];
}

// Only the play type's own fields: the factories' parameters (positions, winners...) stay out.
const base = ({ code, family, group, oddsMilli, oddsMilliByVnFormat }: Common) => ({
  code,
  family,
  group,
  oddsMilli,
  ...(oddsMilliByVnFormat && { oddsMilliByVnFormat }),
});

/**
 * A direct play: one row per position, a ticket is one value per row and wins when every
 * position matches. `positions` are the indexes of the result's balls the rows stand for.
 * `distinct`: the draw never repeats a ball, so tickets repeating a value are not counted.
 */
export const directPlay = (
  common: Common & { rows: readonly PickerRow[]; positions: readonly number[]; distinct: boolean },
): PlayType =>
  definePlayType({
    ...base(common),
    rows: common.rows,
    betCount: (selection) =>
      common.distinct ? distinctTupleCount(selection) : productCount(selection),
    winningBets: (selection, result) => {
      const balls = ballsOf(result);
      return common.positions.every((position, row) =>
        selection[row]?.includes(balls[position] as string),
      )
        ? 1
        : 0;
    },
  });

/**
 * A fixed-position play: each pick in a position's row is a bet on that position's ball.
 * `positions[row]` is the index of the result's ball the row stands for.
 */
export const fixedPositionPlay = (
  common: Common & { rows: readonly PickerRow[]; positions: readonly number[] },
): PlayType =>
  definePlayType({
    ...base(common),
    rows: common.rows,
    betCount: (selection) => selection.reduce((sum, row) => sum + row.length, 0),
    winningBets: (selection, result) => {
      const balls = ballsOf(result);
      return common.positions.filter((position, row) =>
        selection[row]?.includes(balls[position] as string),
      ).length;
    },
  });

/**
 * A combination play on one row: each set of `size` picked values is a bet, which wins when all
 * its values are among `winners(result)` (duplicates there count once). Bets C(n, size), wins
 * C(m, size) with m the picked values among the winners. 11X5 any-k, groups of distinct values,
 * LHC numbers, VN đề and xiên.
 */
export const combinationPlay = (
  common: Common & {
    row: PickerRow;
    size: number;
    winners: (result: LotteryResult) => readonly string[];
  },
): PlayType =>
  definePlayType({
    ...base(common),
    rows: [common.row],
    betCount: (selection) => choose(selection[0]?.length ?? 0, common.size),
    winningBets: (selection, result) => {
      const winners = new Set(common.winners(result));
      const hits = (selection[0] ?? []).filter((value) => winners.has(value)).length;
      return choose(hits, common.size);
    },
  });

/** What an option bet gets against a result. */
export type OptionOutcome = 'win' | 'lose' | 'push';

/**
 * An option play: one row of options, each picked option is a bet judged on its own
 * (big/small/odd/even, dragon/tiger, colours, sums).
 */
export const optionPlay = (
  common: Common & {
    options: readonly string[];
    judge: (option: string, result: LotteryResult) => OptionOutcome;
    optionOddsMilli?: Readonly<Record<string, number>>;
  },
): PlayType => {
  const winning = (selection: Selection, result: LotteryResult) =>
    (selection[0] ?? []).filter((option) => common.judge(option, result) === 'win');
  return definePlayType({
    ...base(common),
    rows: [optionRow(common.options)],
    ...(common.optionOddsMilli && { optionOddsMilli: common.optionOddsMilli }),
    betCount: (selection) => selection[0]?.length ?? 0,
    winningBets: (selection, result) => winning(selection, result).length,
    ...(common.optionOddsMilli && { winningOptions: winning }),
    pushBets: (selection, result) =>
      (selection[0] ?? []).filter((option) => common.judge(option, result) === 'push').length,
  });
};

/**
 * A group-3 play (SSC last three, LF): each pair of picked digits {a, b} makes two bets (a a b
 * and a b b, any order); wins when the three digits are exactly a pair plus another digit and
 * both are picked. Bets n × (n - 1).
 */
export const groupThreePlay = (
  common: Common & { row: PickerRow; positions: readonly number[] },
): PlayType =>
  definePlayType({
    ...base(common),
    rows: [common.row],
    betCount: (selection) => {
      const n = selection[0]?.length ?? 0;
      return n * (n - 1);
    },
    winningBets: (selection, result) => {
      const balls = ballsOf(result);
      const digits = common.positions.map((position) => balls[position] as string);
      const distinct = new Set(digits);
      if (distinct.size !== 2) return 0;
      return [...distinct].every((digit) => selection[0]?.includes(digit)) ? 1 : 0;
    },
  });
