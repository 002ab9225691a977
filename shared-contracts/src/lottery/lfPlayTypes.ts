import { combinationPlay, directPlay, groupThreePlay, optionPlay } from './playFactories';
import { ballRow, DIGIT_BALLS, type PlayType, positionRows } from './playType';
import { ballsOf } from './result';

const family = 'LF' as const;

/** The LF sum of the three digits is big from 14 (0-27, so big and small are even chances). */
export const LF_BIG_SUM_FROM = 14;

/**
 * LF (3D) play types (three digits).
 * - `lf_3d_direct`: one digit per position, product of picks; wins when all three match.
 * - `lf_group3`: n × (n - 1) bets; wins when the digits are a pair and another digit, both picked.
 * - `lf_group6`: C(n, 3); wins when the three digits are distinct and all picked.
 * - `lf_front2_direct`: the first two positions, product of picks.
 * - `lf_sum_bs`: big (sum ≥ 14) / small of the sum.
 */
export const LF_PLAY_TYPES: readonly PlayType[] = [
  directPlay({
    code: 'lf_3d_direct',
    family,
    group: '3d',
    oddsMilli: 970_000,
    rows: positionRows(1, 3, DIGIT_BALLS),
    positions: [0, 1, 2],
    distinct: false,
  }),
  groupThreePlay({
    code: 'lf_group3',
    family,
    group: '3d',
    oddsMilli: 320_000,
    row: ballRow('group', DIGIT_BALLS, 2),
    positions: [0, 1, 2],
  }),
  combinationPlay({
    code: 'lf_group6',
    family,
    group: '3d',
    oddsMilli: 160_000,
    row: ballRow('group', DIGIT_BALLS, 3),
    size: 3,
    winners: (result) => ballsOf(result).slice(0, 3),
  }),
  directPlay({
    code: 'lf_front2_direct',
    family,
    group: 'front',
    oddsMilli: 97_000,
    rows: positionRows(1, 2, DIGIT_BALLS),
    positions: [0, 1],
    distinct: false,
  }),
  optionPlay({
    code: 'lf_sum_bs',
    family,
    group: 'sum',
    oddsMilli: 1_960,
    options: ['big', 'small'],
    judge: (option, result) => {
      const sum = ballsOf(result).reduce((total, digit) => total + Number(digit), 0);
      return (option === 'big') === sum >= LF_BIG_SUM_FROM ? 'win' : 'lose';
    },
  }),
];
