import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';

import type { LotteryFamily, LotteryGame } from './catalogue';
import type { LotteryResult } from './result';
import { VN_PRIZE_TABLES, vnFormatOf } from './vnPrizes';

/**
 * Provably fair draws: the exact algorithm, so that the site's verify view and any third party
 * can recompute a result from the revealed seed.
 *
 * 1. Seed: 32 random bytes per issue, written as 64 lowercase hex characters (`seedHex`).
 * 2. Commitment, published before the issue's sales close: `SHA-256(seedHex)` where the input is
 *    the 64-character string encoded as UTF-8 (ASCII) text, not the 32 raw bytes; written as 64
 *    lowercase hex characters.
 * 3. Byte stream: block `c` (c = 0, 1, 2, ...) is `HMAC-SHA256(key, message)` with key = the
 *    64-character `seedHex` string as UTF-8 text and message = `${gameCode}:${issueNo}:${c}` as
 *    UTF-8 text (for example `SSC1:20250101-0001:0`). The stream is block 0, then block 1, ...;
 *    it is read 4 bytes at a time as an unsigned 32-bit big-endian integer `v` (8 per block).
 * 4. Uniform integer in `[0, range)`: `limit = floor(2^32 / range) × range`; read `v` until
 *    `v < limit` (rejection sampling, so every value is equally likely), answer `v mod range`.
 * 5. Per family, reading the one stream in this order:
 *    - SSC: 5 digits, each `uniform(10)`, balls "0"-"9" in position order.
 *    - LF: 3 digits, each `uniform(10)`.
 *    - 11X5, PK10, LHC (distinct numbers): the pool of labels in ascending order ("01".."11",
 *      "01".."10", "01".."49") is shuffled by Fisher-Yates: for `i` from `length - 1` down to 1,
 *      `j = uniform(i + 1)`, swap `pool[i]` and `pool[j]`. The result is the first 5 of the
 *      shuffled pool (11X5), all 10 (PK10: the finishing order, car at position 1 first) or the
 *      first 7 (LHC: six normal numbers in drawn order, then the special number).
 *    - VN: the prize tiers of the game's format (`VN_PRIZE_TABLES`) in table order, each tier's
 *      numbers in order, each number's digits from the first: each digit `uniform(10)`; numbers
 *      are digit strings, so "07" keeps its leading zero.
 */
export const FAIR_DRAW_ALGORITHM_VERSION = 1;

const SEED_HEX = /^[0-9a-f]{64}$/;

/** Whether a string is a well-formed seed: 64 lowercase hex characters. */
export const isSeedHex = (value: string): boolean => SEED_HEX.test(value);

const requireSeed = (seedHex: string) => {
  if (!isSeedHex(seedHex)) throw new Error('a seed is 64 lowercase hex characters');
};

/** The commitment of a seed: lowercase hex SHA-256 of the 64-character seed string. */
export const commitmentOf = (seedHex: string): string => {
  requireSeed(seedHex);
  return SHA256(seedHex).toString();
};

/** A reader of the draw's byte stream (step 3) giving uniform integers (step 4). */
export interface DrawStream {
  /** The next unsigned 32-bit big-endian integer of the stream. */
  nextUint32(): number;
  /** A uniform integer in `[0, range)`, `range` from 1 to 2^32. */
  uniform(range: number): number;
}

/** The byte stream of one issue's draw (exported for the tests and the verify view). */
export const drawStream = (seedHex: string, gameCode: string, issueNo: string): DrawStream => {
  requireSeed(seedHex);
  let counter = 0;
  let words: number[] = [];
  let position = 0;
  const nextUint32 = (): number => {
    if (position >= words.length) {
      words = HmacSHA256(`${gameCode}:${issueNo}:${counter}`, seedHex).words.slice(0, 8);
      counter += 1;
      position = 0;
    }
    const word = words[position] as number;
    position += 1;
    return word >>> 0;
  };
  const uniform = (range: number): number => {
    if (!Number.isInteger(range) || range < 1 || range > 2 ** 32)
      throw new Error(`invalid range ${range}`);
    const limit = Math.floor(2 ** 32 / range) * range;
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % range;
    }
  };
  return { nextUint32, uniform };
};

const labels = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

const shuffled = (pool: string[], stream: DrawStream): string[] => {
  const result = [...pool];
  for (let i = result.length - 1; i >= 1; i -= 1) {
    const j = stream.uniform(i + 1);
    [result[i], result[j]] = [result[j] as string, result[i] as string];
  }
  return result;
};

const digits = (count: number, stream: DrawStream): string =>
  Array.from({ length: count }, () => String(stream.uniform(10))).join('');

const BALL_DRAWS: Readonly<Record<Exclude<LotteryFamily, 'VN'>, (s: DrawStream) => string[]>> = {
  SSC: (stream) => Array.from({ length: 5 }, () => String(stream.uniform(10))),
  LF: (stream) => Array.from({ length: 3 }, () => String(stream.uniform(10))),
  '11X5': (stream) => shuffled(labels(1, 11), stream).slice(0, 5),
  PK10: (stream) => shuffled(labels(1, 10), stream),
  LHC: (stream) => shuffled(labels(1, 49), stream).slice(0, 7),
};

/**
 * The result of an issue, a deterministic function of the game, the issue number and the seed
 * (see {@link FAIR_DRAW_ALGORITHM_VERSION} for the algorithm). Throws for a malformed seed.
 */
export const drawResult = (game: LotteryGame, issueNo: string, seedHex: string): LotteryResult => {
  const stream = drawStream(seedHex, game.gameCode, issueNo);
  if (game.family !== 'VN') return { balls: BALL_DRAWS[game.family](stream) };
  const prizes: Record<string, string[]> = {};
  for (const tier of VN_PRIZE_TABLES[vnFormatOf(game)])
    prizes[tier.key] = Array.from({ length: tier.count }, () => digits(tier.digits, stream));
  return { prizes: prizes as Extract<LotteryResult, { prizes: unknown }>['prizes'] };
};

/** What the verify view checks: the seed matches the commitment and recomputes the result. */
export interface DrawVerification {
  readonly commitmentMatches: boolean;
  readonly resultMatches: boolean;
  /** The result recomputed from the seed (`null` for a malformed seed). */
  readonly recomputed: LotteryResult | null;
}

/** Checks a published draw: `commitmentOf(seed) === commitment` and `drawResult` equals `result`. */
export const verifyDraw = (
  game: LotteryGame,
  issueNo: string,
  seedHex: string,
  commitment: string,
  result: LotteryResult,
): DrawVerification => {
  if (!isSeedHex(seedHex))
    return { commitmentMatches: false, resultMatches: false, recomputed: null };
  const recomputed = drawResult(game, issueNo, seedHex);
  return {
    commitmentMatches: commitmentOf(seedHex) === commitment.toLowerCase(),
    resultMatches: JSON.stringify(canonical(recomputed)) === JSON.stringify(canonical(result)),
    recomputed,
  };
};

// Key order must not matter when comparing a recomputed result with a published one.
const canonical = (result: LotteryResult): unknown =>
  'balls' in result
    ? { balls: result.balls }
    : Object.fromEntries(
        Object.entries(result.prizes)
          .filter(([, numbers]) => numbers !== undefined)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
