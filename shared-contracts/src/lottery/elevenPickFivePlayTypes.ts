import { combinationPlay, directPlay } from './playFactories';
import { ballRow, ELEVEN_BALLS, type PlayType } from './playType';
import { ballsOf } from './result';

const family = '11X5' as const;

// Default odds of any-k: about 97% of 1 / P(win) = C(11, k) / C(5, k).
const ANY_ODDS_MILLI = [2_130, 5_300, 16_000, 64_000, 448_000] as const;

/**
 * 11X5 play types (five distinct numbers 01-11 in draw order).
 * - `11x5_any1`..`11x5_any5`: pick at least k numbers; every k of them is a bet (C(n, k)),
 *   which wins when all k are among the five drawn.
 * - `11x5_front2_direct`, `11x5_front3_direct`: one number per position (first, second[,
 *   third]); tickets repeating a number are not bets; wins when the first two / three drawn
 *   match in order.
 * - `11x5_front2_group`, `11x5_front3_group`: C(n, 2) / C(n, 3); wins when the first two /
 *   three drawn are all picked (any order).
 */
export const ELEVEN_PICK_FIVE_PLAY_TYPES: readonly PlayType[] = [
  ...ANY_ODDS_MILLI.map((oddsMilli, index) =>
    combinationPlay({
      code: `11x5_any${index + 1}`,
      family,
      group: 'any',
      oddsMilli,
      row: ballRow('numbers', ELEVEN_BALLS, index + 1),
      size: index + 1,
      winners: (result) => ballsOf(result),
    }),
  ),
  directPlay({
    code: '11x5_front2_direct',
    family,
    group: 'front2',
    oddsMilli: 106_000,
    rows: [ballRow('first', ELEVEN_BALLS), ballRow('second', ELEVEN_BALLS)],
    positions: [0, 1],
    distinct: true,
  }),
  combinationPlay({
    code: '11x5_front2_group',
    family,
    group: 'front2',
    oddsMilli: 53_000,
    row: ballRow('group', ELEVEN_BALLS, 2),
    size: 2,
    winners: (result) => ballsOf(result).slice(0, 2),
  }),
  directPlay({
    code: '11x5_front3_direct',
    family,
    group: 'front3',
    oddsMilli: 960_000,
    rows: [
      ballRow('first', ELEVEN_BALLS),
      ballRow('second', ELEVEN_BALLS),
      ballRow('third', ELEVEN_BALLS),
    ],
    positions: [0, 1, 2],
    distinct: true,
  }),
  combinationPlay({
    code: '11x5_front3_group',
    family,
    group: 'front3',
    oddsMilli: 160_000,
    row: ballRow('group', ELEVEN_BALLS, 3),
    size: 3,
    winners: (result) => ballsOf(result).slice(0, 3),
  }),
];
