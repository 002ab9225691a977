import { combinationPlay, optionPlay } from './playFactories';
import { ballRow, MARK_SIX_BALLS, type PlayType } from './playType';
import { ballsOf, type LotteryResult } from './result';

const family = 'LHC' as const;

/** The colour waves of the Mark Six numbers (17 red, 16 blue, 16 green). */
export const LHC_COLOURS: Readonly<Record<'red' | 'blue' | 'green', readonly string[]>> = {
  red: [
    '01',
    '02',
    '07',
    '08',
    '12',
    '13',
    '18',
    '19',
    '23',
    '24',
    '29',
    '30',
    '34',
    '35',
    '40',
    '45',
    '46',
  ],
  blue: [
    '03',
    '04',
    '09',
    '10',
    '14',
    '15',
    '20',
    '25',
    '26',
    '31',
    '36',
    '37',
    '41',
    '42',
    '47',
    '48',
  ],
  green: [
    '05',
    '06',
    '11',
    '16',
    '17',
    '21',
    '22',
    '27',
    '28',
    '32',
    '33',
    '38',
    '39',
    '43',
    '44',
    '49',
  ],
};

/** The special number that pushes big/small/odd/even bets (stake returned). */
export const LHC_PUSH_NUMBER = '49';
/** The special number is big from 25 (25-48; 1-24 small). */
export const LHC_BIG_FROM = 25;

const special = (result: LotteryResult) => ballsOf(result)[6] as string;

/**
 * LHC play types (six normal numbers and the special, 01-49).
 * - `lhc_special`: each picked number is a bet that it is the special number.
 * - `lhc_special_bsoe`: the special is big (25-48) / small (1-24) / odd / even; on 49 every
 *   bet is a push (stake returned).
 * - `lhc_special_colour`: the special's colour wave (red, blue, green), odds per colour.
 * - `lhc_normal`: each picked number is a bet that it is among the six normal numbers.
 */
export const LHC_PLAY_TYPES: readonly PlayType[] = [
  combinationPlay({
    code: 'lhc_special',
    family,
    group: 'special',
    oddsMilli: 47_500,
    row: ballRow('numbers', MARK_SIX_BALLS),
    size: 1,
    winners: (result) => [special(result)],
  }),
  optionPlay({
    code: 'lhc_special_bsoe',
    family,
    group: 'special',
    oddsMilli: 1_960,
    options: ['big', 'small', 'odd', 'even'],
    judge: (option, result) => {
      const number = special(result);
      if (number === LHC_PUSH_NUMBER) return 'push';
      const value = Number(number);
      const holds = {
        big: value >= LHC_BIG_FROM,
        small: value < LHC_BIG_FROM,
        odd: value % 2 === 1,
        even: value % 2 === 0,
      }[option];
      return holds ? 'win' : 'lose';
    },
  }),
  optionPlay({
    code: 'lhc_special_colour',
    family,
    group: 'special',
    oddsMilli: 2_790,
    options: ['red', 'blue', 'green'],
    optionOddsMilli: { red: 2_790, blue: 2_970, green: 2_970 },
    judge: (option, result) =>
      LHC_COLOURS[option as keyof typeof LHC_COLOURS]?.includes(special(result)) ? 'win' : 'lose',
  }),
  combinationPlay({
    code: 'lhc_normal',
    family,
    group: 'normal',
    oddsMilli: 7_900,
    row: ballRow('numbers', MARK_SIX_BALLS),
    size: 1,
    winners: (result) => ballsOf(result).slice(0, 6),
  }),
];
