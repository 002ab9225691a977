import {
  combinationPlay,
  directPlay,
  fixedPositionPlay,
  groupThreePlay,
  optionPlay,
} from './playFactories';
import { ballRow, DIGIT_BALLS, type PlayType, positionRows } from './playType';
import { ballsOf, type LotteryResult } from './result';

const family = 'SSC' as const;
const digits = (result: LotteryResult) => ballsOf(result).map(Number);

/** The SSC sum of all five digits is big from 23 (0-45, so big and small are even chances). */
export const SSC_BIG_SUM_FROM = 23;

/**
 * SSC play types (five digits, positions 1-5). "Last 3" are positions 3-5, "last 2" 4-5.
 * - `ssc_5star_direct`: one digit per position, product of picks; wins when all five match.
 * - `ssc_3star_direct`, `ssc_2star_direct`: the same on the last three / last two positions.
 * - `ssc_3star_group3`: n × (n - 1) bets; wins when the last three are a pair and another digit,
 *   both picked (in any order).
 * - `ssc_3star_group6`: C(n, 3); wins when the last three are distinct and all picked.
 * - `ssc_2star_group`: C(n, 2); wins when the last two are distinct and both picked.
 * - `ssc_1star_fixed`: each pick on a position is a bet on that position's digit.
 * - `ssc_sum_bsoe`: big (sum ≥ 23) / small / odd / even of the sum of the five digits.
 * - `ssc_dragon_tiger`: position 1 vs 5: dragon (greater), tiger (smaller), tie (equal); a tie
 *   loses dragon and tiger bets.
 */
export const SSC_PLAY_TYPES: readonly PlayType[] = [
  directPlay({
    code: 'ssc_5star_direct',
    family,
    group: '5star',
    oddsMilli: 98_000_000,
    rows: positionRows(1, 5, DIGIT_BALLS),
    positions: [0, 1, 2, 3, 4],
    distinct: false,
  }),
  directPlay({
    code: 'ssc_3star_direct',
    family,
    group: '3star',
    oddsMilli: 980_000,
    rows: positionRows(3, 5, DIGIT_BALLS),
    positions: [2, 3, 4],
    distinct: false,
  }),
  groupThreePlay({
    code: 'ssc_3star_group3',
    family,
    group: '3star',
    oddsMilli: 320_000,
    row: ballRow('group', DIGIT_BALLS, 2),
    positions: [2, 3, 4],
  }),
  combinationPlay({
    code: 'ssc_3star_group6',
    family,
    group: '3star',
    oddsMilli: 160_000,
    row: ballRow('group', DIGIT_BALLS, 3),
    size: 3,
    winners: (result) => ballsOf(result).slice(2, 5),
  }),
  directPlay({
    code: 'ssc_2star_direct',
    family,
    group: '2star',
    oddsMilli: 98_000,
    rows: positionRows(4, 5, DIGIT_BALLS),
    positions: [3, 4],
    distinct: false,
  }),
  combinationPlay({
    code: 'ssc_2star_group',
    family,
    group: '2star',
    oddsMilli: 49_000,
    row: ballRow('group', DIGIT_BALLS, 2),
    size: 2,
    winners: (result) => ballsOf(result).slice(3, 5),
  }),
  fixedPositionPlay({
    code: 'ssc_1star_fixed',
    family,
    group: '1star',
    oddsMilli: 9_800,
    rows: positionRows(1, 5, DIGIT_BALLS, 0),
    positions: [0, 1, 2, 3, 4],
  }),
  optionPlay({
    code: 'ssc_sum_bsoe',
    family,
    group: 'bsoe',
    oddsMilli: 1_960,
    options: ['big', 'small', 'odd', 'even'],
    judge: (option, result) => {
      const sum = digits(result).reduce((total, digit) => total + digit, 0);
      const holds = {
        big: sum >= SSC_BIG_SUM_FROM,
        small: sum < SSC_BIG_SUM_FROM,
        odd: sum % 2 === 1,
        even: sum % 2 === 0,
      }[option];
      return holds ? 'win' : 'lose';
    },
  }),
  optionPlay({
    code: 'ssc_dragon_tiger',
    family,
    group: 'dragonTiger',
    oddsMilli: 2_150,
    options: ['dragon', 'tiger', 'tie'],
    optionOddsMilli: { dragon: 2_150, tiger: 2_150, tie: 9_600 },
    judge: (option, result) => {
      const [first = 0, , , , fifth = 0] = digits(result);
      const outcome = first > fifth ? 'dragon' : first < fifth ? 'tiger' : 'tie';
      return option === outcome ? 'win' : 'lose';
    },
  }),
];
