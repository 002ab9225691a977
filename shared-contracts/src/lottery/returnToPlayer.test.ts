import { LOTTERY_GAMES, type LotteryFamily, type LotteryGame } from './catalogue';
import { choose } from './combinatorics';
import type { PlayType } from './playType';
import { LOTTERY_PLAY_TYPES } from './playTypes';
import type { LotteryResult } from './result';
import { defaultOddsOf, linePayout, lineStake } from './stakes';
import { cartesian, randomBallsResult, randomVnResult, seededRandom } from './testSupport';
import { vnFormatOf } from './vnPrizes';

/*
 * The default odds must leave the house a small edge on every bet: the expected return of one
 * unit staked lies between 94% and 99%, exactly where the results can be enumerated, within a
 * sampling margin elsewhere. A typo in an odds table (a missing zero) fails here.
 */

const digits = Array.from({ length: 10 }, (_, i) => String(i));
const two = (n: number) => String(n).padStart(2, '0');

const HUNDRED = Array.from({ length: 100 }, (_, i) => two(i));
const gameOf = (family: LotteryFamily): LotteryGame => {
  const game = LOTTERY_GAMES.find((candidate) => candidate.family === family);
  if (!game) throw new Error(family);
  return game;
};

/** Every equally likely result of a family, or `undefined` where there are too many. */
const allResults = (family: LotteryFamily): LotteryResult[] | undefined => {
  switch (family) {
    case 'SSC':
      return cartesian([digits, digits, digits, digits, digits]).map((balls) => ({ balls }));
    case 'LF':
      return cartesian([digits, digits, digits]).map((balls) => ({ balls }));
    case '11X5': {
      const numbers = Array.from({ length: 11 }, (_, i) => two(i + 1));
      return cartesian([numbers, numbers, numbers, numbers, numbers])
        .filter((balls) => new Set(balls).size === 5)
        .map((balls) => ({ balls }));
    }
    case 'PK10': {
      // The rules read positions 1, 2, 3 and 10 (and position 1 of fixed position, as bet
      // below): every arrangement of those four, the other cars in a fixed order.
      const cars = Array.from({ length: 10 }, (_, i) => two(i + 1));
      return cartesian([cars, cars, cars, cars])
        .filter((four) => new Set(four).size === 4)
        .map(([a = '', b = '', c = '', last = '']) => ({
          balls: [a, b, c, ...cars.filter((car) => ![a, b, c, last].includes(car)), last],
        }));
    }
    default:
      return undefined;
  }
};

/** Single bets of a play type: the fewest picks in each row (options one by one). */
const singleBets = (playType: PlayType): string[][][] => {
  const [first] = playType.rows;
  if (first?.labelKey === 'options') return first.balls.map((option) => [[option]]);
  return [
    playType.rows.map((row, index) =>
      // Row i starts at ball i, so the rows of a distinct direct play never repeat a value.
      row.minPicks === 0 && index > 0
        ? []
        : row.balls.slice(index, index + Math.max(1, row.minPicks)),
    ),
  ];
};

/** A readable verdict: the failure message shows the play type and its return. */
const verdict = (code: string, rtp: number, low: number, high: number) => {
  return rtp > low && rtp < high ? `${code} in band` : `${code} returns ${(rtp * 100).toFixed(2)}%`;
};

const returnOf = (
  playType: PlayType,
  selection: string[][],
  results: LotteryResult[],
  game: LotteryGame,
) => {
  const odds = defaultOddsOf(playType, game);
  const line = { playType: playType.code, selection, mode: 'yuan' as const, multiplier: 1 };
  const staked = lineStake(line) * results.length;
  const paid = results.reduce((sum, result) => sum + linePayout(line, result, odds).payout, 0);
  return paid / staked;
};

describe('default odds', () => {
  const exactFamilies: LotteryFamily[] = ['SSC', 'LF', '11X5', 'PK10'];
  it.each(exactFamilies)('return 94%%-99%% on every %s bet, over every result', (family) => {
    const results = allResults(family) ?? [];
    for (const playType of LOTTERY_PLAY_TYPES.filter((p) => p.family === family))
      for (const selection of singleBets(playType)) {
        const rtp = returnOf(playType, selection, results, gameOf(family));
        expect(verdict(`${playType.code} ${selection.join('|')}`, rtp, 0.94, 0.99)).toBe(
          `${playType.code} ${selection.join('|')} in band`,
        );
      }
  });

  it('return about 94%-99% on every LHC bet, sampled', () => {
    const random = seededRandom(99);
    const results = Array.from({ length: 20_000 }, () => randomBallsResult('LHC', random));
    for (const playType of LOTTERY_PLAY_TYPES.filter((p) => p.family === 'LHC'))
      for (const selection of singleBets(playType)) {
        // Bet on every number at once where one number is the bet: the sampling error shrinks.
        const wide =
          playType.rows[0]?.labelKey === 'numbers' ? [playType.rows[0].balls.slice()] : selection;
        const rtp = returnOf(playType, wide, results, gameOf('LHC'));
        expect(verdict(`${playType.code} ${selection.join('|')}`, rtp, 0.93, 1)).toBe(
          `${playType.code} ${selection.join('|')} in band`,
        );
      }
  });

  it.each(['north', 'south'] as const)('return 94%%-99%% on every VN bet (%s)', (format) => {
    const random = seededRandom(format === 'north' ? 5 : 6);
    const results = Array.from({ length: 300 }, () => randomVnResult(format, random));
    const game = LOTTERY_GAMES.find(
      (candidate) => candidate.family === 'VN' && vnFormatOf(candidate) === format,
    );
    if (!game) throw new Error(format);
    const every = HUNDRED;
    // Lô, đề and 3 càng on every number return the same on every draw: 27 or 18 lô numbers
    // win, one đề number, one 3 càng ticket.
    for (const [code, selection] of [
      ['vn_lo2', [every]],
      ['vn_de', [every]],
      ['vn_3cang', [digits, digits, digits]],
    ] as const) {
      const playType = LOTTERY_PLAY_TYPES.find((candidate) => candidate.code === code);
      if (!playType) throw new Error(code);
      const rtp = returnOf(
        playType,
        selection.map((row) => [...row]),
        results,
        game,
      );
      expect(verdict(code, rtp, 0.94, 0.99)).toBe(`${code} in band`);
    }
    // Xiên: P(k given numbers all among n independent uniform lô numbers), by inclusion and
    // exclusion, times the odds.
    const n = format === 'north' ? 27 : 18;
    for (const size of [2, 3, 4]) {
      const playType = LOTTERY_PLAY_TYPES.find((candidate) => candidate.code === `vn_xien${size}`);
      if (!playType) throw new Error(`vn_xien${size}`);
      let chance = 0;
      for (let j = 0; j <= size; j += 1) chance += (-1) ** j * choose(size, j) * (1 - j / 100) ** n;
      const rtp = (defaultOddsOf(playType, game).oddsMilli / 1000) * chance;
      expect(verdict(playType.code, rtp, 0.94, 0.99)).toBe(`${playType.code} in band`);
    }
  });
});
