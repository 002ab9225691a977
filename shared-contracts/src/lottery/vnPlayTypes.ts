import { combinationPlay, definePlayType } from './playFactories';
import { ballRow, DIGIT_BALLS, HUNDRED_BALLS, type PlayType } from './playType';
import { loNumbersOf, type LotteryResult, prizesOf } from './result';

const family = 'VN' as const;

/** Most numbers one xiên line may pick (every `size` of them is a bet). */
export const VN_XIEN_MAX_PICKS = 10;

const specialNumber = (result: LotteryResult) => prizesOf(result).special[0] ?? '';

// Xiên default odds: about 96% of 1 / P(all k numbers among the 27 or 18 lô numbers).
const XIEN = [
  { size: 2, north: 17_400, south: 36_700 },
  { size: 3, north: 78_000, south: 245_000 },
  { size: 4, north: 359_000, south: 1_729_000 },
] as const;

/**
 * VN play types. A lô number is the last two digits of a prize number (27 northern, 18
 * southern/central). Stakes are per point with the usual unit model (one number = one bet).
 * - `vn_lo2` (lô 2 số): each picked number 00-99 is a bet; it wins once per occurrence among
 *   the lô numbers (a number drawn twice wins twice), so wins can exceed bets. Odds per format.
 * - `vn_de` (đề): each picked number is a bet on the last two digits of the special prize.
 * - `vn_3cang` (3 càng): one digit per row (hundreds, tens, units), product of picks; wins when
 *   the last three digits of the special prize match.
 * - `vn_xien2`, `vn_xien3`, `vn_xien4` (xiên): every 2 / 3 / 4 of the picked numbers (up to 10)
 *   is a bet, which wins when all of its numbers are among the lô numbers. Odds per format.
 */
export const VN_PLAY_TYPES: readonly PlayType[] = [
  definePlayType({
    code: 'vn_lo2',
    family,
    group: 'lo',
    oddsMilli: 3_590,
    oddsMilliByVnFormat: { north: 3_590, south: 5_390 },
    rows: [ballRow('numbers', HUNDRED_BALLS)],
    betCount: (selection) => selection[0]?.length ?? 0,
    winningBets: (selection, result) => {
      const picked = new Set(selection[0]);
      return loNumbersOf(result).filter((number) => picked.has(number)).length;
    },
  }),
  combinationPlay({
    code: 'vn_de',
    family,
    group: 'de',
    oddsMilli: 97_000,
    row: ballRow('numbers', HUNDRED_BALLS),
    size: 1,
    winners: (result) => [specialNumber(result).slice(-2)],
  }),
  definePlayType({
    code: 'vn_3cang',
    family,
    group: 'cang',
    oddsMilli: 970_000,
    rows: [
      ballRow('hundreds', DIGIT_BALLS),
      ballRow('tens', DIGIT_BALLS),
      ballRow('units', DIGIT_BALLS),
    ],
    betCount: (selection) => selection.reduce((product, row) => product * row.length, 1),
    winningBets: (selection, result) => {
      const lastThree = specialNumber(result).slice(-3).split('');
      return lastThree.length === 3 &&
        lastThree.every((digit, row) => selection[row]?.includes(digit))
        ? 1
        : 0;
    },
  }),
  ...XIEN.map(({ size, north, south }) =>
    combinationPlay({
      code: `vn_xien${size}`,
      family,
      group: 'xien',
      oddsMilli: north,
      oddsMilliByVnFormat: { north, south },
      row: ballRow('numbers', HUNDRED_BALLS, size, VN_XIEN_MAX_PICKS),
      size,
      winners: loNumbersOf,
    }),
  ),
];
