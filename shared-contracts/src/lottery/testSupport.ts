// Helpers of the lottery rules' tests only (not exported by the barrel).
import { createHash, createHmac } from 'node:crypto';

import type { PlayType } from './playType';
import type { LotteryResult } from './result';

/** A small seeded generator (mulberry32): the property tests are repeatable. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)] as T;
  /** A random subset of `values` of a size in [min, max], in random order. */
  const subset = <T>(values: readonly T[], min: number, max: number): T[] => {
    const pool = [...values];
    const size = min + int(max - min + 1);
    const chosen: T[] = [];
    while (chosen.length < size && pool.length > 0)
      chosen.push(pool.splice(int(pool.length), 1)[0] as T);
    return chosen;
  };
  const shuffled = <T>(values: readonly T[]): T[] => subset(values, values.length, values.length);
  const hex64 = () => Array.from({ length: 64 }, () => '0123456789abcdef'[int(16)]).join('');
  return { next, int, pick, subset, shuffled, hex64 };
};

/** SHA-256 of a text, lowercase hex, by Node's own crypto (an independent implementation). */
export const nodeSha256Hex = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** The documented byte stream re-implemented with Node's crypto: 32-bit words, big-endian. */
export const nodeWordStream = (seedHex: string, gameCode: string, issueNo: string) => {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return (): number => {
    if (offset >= block.length) {
      block = createHmac('sha256', Buffer.from(seedHex, 'utf8'))
        .update(`${gameCode}:${issueNo}:${counter}`, 'utf8')
        .digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
};

/** Every tuple of one value per row (the tickets of a direct play, repeats included). */
export const cartesian = (rows: readonly (readonly string[])[]): string[][] =>
  rows.reduce<string[][]>(
    (tuples, row) => tuples.flatMap((tuple) => row.map((value) => [...tuple, value])),
    [[]],
  );

/** Every set of `size` values, each once (as sorted index order of `values`). */
export const combinations = (values: readonly string[], size: number): string[][] => {
  if (size === 0) return [[]];
  return values.flatMap((value, index) =>
    combinations(values.slice(index + 1), size - 1).map((rest) => [value, ...rest]),
  );
};

/** Sorted copy, for comparing multisets. */
export const sorted = (values: readonly string[]) => [...values].sort().join(',');

type Random = ReturnType<typeof seededRandom>;

const two = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => two(from + i));

/** A random result of a family, drawn directly (faster than the fair draw, for property tests). */
export const randomBallsResult = (family: string, random: Random): { balls: string[] } => {
  const digit = () => String(random.int(10));
  switch (family) {
    case 'SSC':
      return { balls: [digit(), digit(), digit(), digit(), digit()] };
    case 'LF':
      return { balls: [digit(), digit(), digit()] };
    case '11X5':
      return { balls: random.subset(range(1, 11), 5, 5) };
    case 'PK10':
      return { balls: random.shuffled(range(1, 10)) };
    case 'LHC':
      return { balls: random.subset(range(1, 49), 7, 7) };
    default:
      throw new Error(`no balls for ${family}`);
  }
};

/**
 * A random VN result of a format; `lo` biases the last two digits towards a few numbers so that
 * repeated and matching lô numbers are common.
 */
export const randomVnResult = (
  format: 'north' | 'south',
  random: Random,
  lo: readonly string[] = [],
) => {
  const tiers =
    format === 'north'
      ? ([
          ['special', 1, 5],
          ['g1', 1, 5],
          ['g2', 2, 5],
          ['g3', 6, 5],
          ['g4', 4, 4],
          ['g5', 6, 4],
          ['g6', 3, 3],
          ['g7', 4, 2],
        ] as const)
      : ([
          ['special', 1, 6],
          ['g1', 1, 5],
          ['g2', 1, 5],
          ['g3', 2, 5],
          ['g4', 7, 5],
          ['g5', 1, 4],
          ['g6', 3, 4],
          ['g7', 1, 3],
          ['g8', 1, 2],
        ] as const);
  const prizes: Record<string, string[]> = {};
  for (const [key, count, digits] of tiers)
    prizes[key] = Array.from({ length: count }, () => {
      const head = Array.from({ length: digits - 2 }, () => String(random.int(10))).join('');
      const tail = lo.length > 0 && random.next() < 0.5 ? random.pick(lo) : two(random.int(100));
      return head + tail;
    });
  return { prizes } as unknown as {
    prizes: Record<'special' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7', string[]> & {
      g8?: string[];
    };
  };
};

/**
 * A random selection for a picker: each row gets between `minPicks - 1` (an incomplete row, now
 * and then) and `maxPerRow` picks.
 */
export const randomSelection = (
  rows: readonly { balls: readonly string[]; minPicks: number; maxPicks: number }[],
  random: Random,
  maxPerRow: number,
): string[][] =>
  rows.map((row) => {
    const low = random.next() < 0.1 ? Math.max(0, row.minPicks - 1) : row.minPicks;
    return random.subset(row.balls, low, Math.max(low, Math.min(row.maxPicks, maxPerRow)));
  });

/** A ticket of the brute-force oracle: how many times it wins against a result (0 or more). */
export type Ticket = (result: LotteryResult) => number;

/**
 * Property test of a play type against a brute-force oracle that lists the selection's tickets:
 * `betCount` is the number of tickets, `winningBets` the sum of their wins, and (lô aside)
 * never more than `betCount`.
 */
export const expectMatchesOracle = (
  playType: PlayType,
  tickets: (selection: string[][]) => Ticket[],
  randomResult: (random: Random) => LotteryResult,
  { seed = 1, selections = 150, resultsEach = 20, maxPerRow = 5, winsCanExceedBets = false } = {},
) => {
  const random = seededRandom(seed);
  let winsSeen = 0;
  for (let s = 0; s < selections; s += 1) {
    const selection = randomSelection(playType.rows, random, maxPerRow);
    const complete = playType.rows.every(
      (row, index) => (selection[index]?.length ?? 0) >= row.minPicks,
    );
    const listed = complete ? tickets(selection) : [];
    const bets = playType.betCount(selection);
    expect({ playType: playType.code, selection, bets }).toEqual({
      playType: playType.code,
      selection,
      bets: listed.length,
    });
    for (let r = 0; r < resultsEach; r += 1) {
      const result = randomResult(random);
      const wins = playType.winningBets(selection, result);
      const expected = listed.reduce((sum, ticket) => sum + ticket(result), 0);
      expect({ playType: playType.code, selection, result, wins }).toEqual({
        playType: playType.code,
        selection,
        result,
        wins: expected,
      });
      if (!winsCanExceedBets) expect(wins).toBeLessThanOrEqual(bets);
      winsSeen += wins;
    }
  }
  // An oracle that never sees a win proves little: the random cases must include winners.
  expect(winsSeen).toBeGreaterThan(0);
};
