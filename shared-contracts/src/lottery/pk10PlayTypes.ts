import { combinationPlay, directPlay, fixedPositionPlay, optionPlay } from './playFactories';
import { ballRow, CAR_BALLS, type PlayType, positionRows } from './playType';
import { ballsOf } from './result';

const family = 'PK10' as const;

/** The champion (car at position 1) is big from 6. */
export const PK10_BIG_FROM = 6;

/** The sums of the first two cars (3-19) as option labels. */
export const PK10_SUMS: readonly string[] = Array.from({ length: 17 }, (_, i) => String(i + 3));

// Ordered pairs of distinct cars 1-10 with each sum: 2, 2, 4, 4, 6, 6, 8, 8, 10, 8, ... of 90.
const pairsWithSum = (sum: number) => {
  let count = 0;
  for (let a = 1; a <= 10; a += 1) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) count += 1;
  }
  return count;
};
// Default odds of a sum: 97% of 1 / P(sum), in thousandths, rounded down to tens.
const SUM_ODDS_MILLI: Readonly<Record<string, number>> = Object.fromEntries(
  PK10_SUMS.map((sum) => [sum, Math.floor((0.97 * 90 * 100) / pairsWithSum(Number(sum))) * 10]),
);

/**
 * PK10 play types (the finishing order of cars 01-10).
 * - `pk10_champion`: each picked car is a bet that it finishes first.
 * - `pk10_top2_direct`, `pk10_top3_direct`: one car per position; tickets repeating a car are
 *   not bets; wins when the first two / three finish in that order.
 * - `pk10_fixed_position`: each pick on a position's row is a bet on that position's car.
 * - `pk10_champion_bsoe`: the champion is big (≥ 6) / small / odd / even.
 * - `pk10_dragon_tiger`: position 1 vs position 10: dragon when the first car's number is higher.
 * - `pk10_sum_top2`: the sum of the first two cars (3-19), odds per sum.
 */
export const PK10_PLAY_TYPES: readonly PlayType[] = [
  combinationPlay({
    code: 'pk10_champion',
    family,
    group: 'top',
    oddsMilli: 9_700,
    row: ballRow('pos1', CAR_BALLS),
    size: 1,
    winners: (result) => ballsOf(result).slice(0, 1),
  }),
  directPlay({
    code: 'pk10_top2_direct',
    family,
    group: 'top',
    oddsMilli: 87_000,
    rows: positionRows(1, 2, CAR_BALLS),
    positions: [0, 1],
    distinct: true,
  }),
  directPlay({
    code: 'pk10_top3_direct',
    family,
    group: 'top',
    oddsMilli: 700_000,
    rows: positionRows(1, 3, CAR_BALLS),
    positions: [0, 1, 2],
    distinct: true,
  }),
  fixedPositionPlay({
    code: 'pk10_fixed_position',
    family,
    group: 'position',
    oddsMilli: 9_700,
    rows: positionRows(1, 10, CAR_BALLS, 0),
    positions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  }),
  optionPlay({
    code: 'pk10_champion_bsoe',
    family,
    group: 'bsoe',
    oddsMilli: 1_960,
    options: ['big', 'small', 'odd', 'even'],
    judge: (option, result) => {
      const champion = Number(ballsOf(result)[0]);
      const holds = {
        big: champion >= PK10_BIG_FROM,
        small: champion < PK10_BIG_FROM,
        odd: champion % 2 === 1,
        even: champion % 2 === 0,
      }[option];
      return holds ? 'win' : 'lose';
    },
  }),
  optionPlay({
    code: 'pk10_dragon_tiger',
    family,
    group: 'dragonTiger',
    oddsMilli: 1_960,
    options: ['dragon', 'tiger'],
    judge: (option, result) => {
      const balls = ballsOf(result);
      const dragon = Number(balls[0]) > Number(balls[9]);
      return (option === 'dragon') === dragon ? 'win' : 'lose';
    },
  }),
  optionPlay({
    code: 'pk10_sum_top2',
    family,
    group: 'sum',
    oddsMilli: SUM_ODDS_MILLI['3'] as number,
    options: PK10_SUMS,
    optionOddsMilli: SUM_ODDS_MILLI,
    judge: (option, result) => {
      const balls = ballsOf(result);
      return Number(balls[0]) + Number(balls[1]) === Number(option) ? 'win' : 'lose';
    },
  }),
];
