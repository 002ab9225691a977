import { LOTTERY_GAMES, type LotteryGame, lotteryGameByCode } from './catalogue';
import { commitmentOf, drawResult, drawStream, isSeedHex, verifyDraw } from './fairDraw';
import { ballsOf, isVnResult, type LotteryResult, matchesVnFormat } from './result';
import { nodeSha256Hex, nodeWordStream, seededRandom } from './testSupport';
import { VN_PRIZE_TABLES, vnFormatOf } from './vnPrizes';

const game = (code: string): LotteryGame => {
  const found = lotteryGameByCode(code);
  if (!found) throw new Error(code);
  return found;
};

const GOLDEN_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/**
 * The documented algorithm, written again from the TSDoc with Node's crypto: what a third party
 * verifying a draw would write.
 */
const referenceDraw = (target: LotteryGame, issueNo: string, seedHex: string): LotteryResult => {
  const next = nodeWordStream(seedHex, target.gameCode, issueNo);
  const uniform = (range: number) => {
    const limit = Math.floor(2 ** 32 / range) * range;
    for (;;) {
      const value = next();
      if (value < limit) return value % range;
    }
  };
  const pool = (size: number) =>
    Array.from({ length: size }, (_, i) => String(i + 1).padStart(2, '0'));
  const shuffle = (values: string[]) => {
    for (let i = values.length - 1; i > 0; i -= 1) {
      const j = uniform(i + 1);
      const kept = values[i] as string;
      values[i] = values[j] as string;
      values[j] = kept;
    }
    return values;
  };
  switch (target.family) {
    case 'SSC':
      return { balls: [0, 1, 2, 3, 4].map(() => String(uniform(10))) };
    case 'LF':
      return { balls: [0, 1, 2].map(() => String(uniform(10))) };
    case '11X5':
      return { balls: shuffle(pool(11)).slice(0, 5) };
    case 'PK10':
      return { balls: shuffle(pool(10)) };
    case 'LHC':
      return { balls: shuffle(pool(49)).slice(0, 7) };
    case 'VN': {
      const prizes: Record<string, string[]> = {};
      for (const tier of VN_PRIZE_TABLES[vnFormatOf(target)]) {
        prizes[tier.key] = [];
        for (let n = 0; n < tier.count; n += 1) {
          let digits = '';
          for (let d = 0; d < tier.digits; d += 1) digits += String(uniform(10));
          prizes[tier.key]?.push(digits);
        }
      }
      return { prizes } as LotteryResult;
    }
  }
};

describe('commitmentOf', () => {
  it('is the SHA-256 of the 64-character seed string, lowercase hex', () => {
    expect(commitmentOf(GOLDEN_SEED)).toBe(nodeSha256Hex(GOLDEN_SEED));
    expect(commitmentOf('0'.repeat(64))).toBe(
      '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    );
  });

  it('refuses a seed that is not 64 lowercase hex characters', () => {
    expect(() => commitmentOf('ABCD'.repeat(16))).toThrow();
    expect(() => commitmentOf('0'.repeat(63))).toThrow();
    expect(isSeedHex('0'.repeat(64))).toBe(true);
    expect(isSeedHex(`${'0'.repeat(63)}g`)).toBe(false);
  });
});

describe('drawStream', () => {
  it('reads HMAC-SHA256(seed, "game:issue:counter") 4 bytes at a time, big-endian', () => {
    const ours = drawStream(GOLDEN_SEED, 'SSC1', '20250101-0001');
    const reference = nodeWordStream(GOLDEN_SEED, 'SSC1', '20250101-0001');
    // 20 words cross from block 0 into blocks 1 and 2.
    for (let i = 0; i < 20; i += 1) expect(ours.nextUint32()).toBe(reference());
  });

  it('rejects values at or above the largest multiple of the range below 2^32', () => {
    // Range 2^31 + 1: the limit is the range itself, so about half of the values are rejected.
    const range = 2 ** 31 + 1;
    const ours = drawStream(GOLDEN_SEED, 'X', '1');
    const raw = nodeWordStream(GOLDEN_SEED, 'X', '1');
    let rejected = 0;
    for (let i = 0; i < 50; i += 1) {
      let value = raw();
      while (value >= range) {
        rejected += 1;
        value = raw();
      }
      expect(ours.uniform(range)).toBe(value % range);
    }
    expect(rejected).toBeGreaterThan(10);
  });

  it('answers 0 for a range of 1 and refuses ranges outside 1..2^32', () => {
    const stream = drawStream(GOLDEN_SEED, 'X', '1');
    expect(stream.uniform(1)).toBe(0);
    expect(() => stream.uniform(0)).toThrow();
    expect(() => stream.uniform(2 ** 32 + 1)).toThrow();
    expect(() => stream.uniform(2.5)).toThrow();
  });
});

describe('drawResult', () => {
  it('gives the written-down golden results of a known seed', () => {
    const golden: Record<string, [string, unknown]> = {
      SSC1: ['20250101-0001', { balls: ['7', '7', '3', '8', '7'] }],
      '11X5_1': ['20250101-0001', { balls: ['02', '10', '07', '01', '09'] }],
      PK10_1: [
        '20250101-0001',
        { balls: ['09', '03', '05', '07', '01', '10', '04', '06', '08', '02'] },
      ],
      LHC_D: ['20250101', { balls: ['35', '08', '43', '36', '27', '22', '02'] }],
      LF_D: ['20250101', { balls: ['6', '4', '5'] }],
      VN_MB: [
        '20250101',
        {
          prizes: {
            special: ['80023'],
            g1: ['12110'],
            g2: ['91656', '53207'],
            g3: ['37957', '34176', '39477', '72746', '15978', '83071'],
            g4: ['8771', '1384', '5003', '4395'],
            g5: ['1936', '7614', '1511', '6016', '7348', '2984'],
            g6: ['770', '878', '590'],
            g7: ['51', '55', '96', '20'],
          },
        },
      ],
      VN_MN_HCM: [
        '20250101',
        {
          prizes: {
            special: ['790113'],
            g1: ['58667'],
            g2: ['15972'],
            g3: ['37744', '23521'],
            g4: ['14539', '44212', '55184', '45478', '06857', '57162', '44435'],
            g5: ['5962'],
            g6: ['7763', '6925', '6307'],
            g7: ['417'],
            g8: ['51'],
          },
        },
      ],
    };
    for (const [code, [issueNo, expected]] of Object.entries(golden))
      expect({ code, result: drawResult(game(code), issueNo, GOLDEN_SEED) }).toEqual({
        code,
        result: expected,
      });
  });

  it('matches the algorithm re-implemented from its documentation, for every game', () => {
    const random = seededRandom(7);
    for (const target of LOTTERY_GAMES)
      for (let i = 0; i < 20; i += 1) {
        const seed = random.hex64();
        const issueNo = `2025010${1 + (i % 9)}${target.schedule.kind === 'interval' ? `-${String(i + 1).padStart(4, '0')}` : ''}`;
        expect(drawResult(target, issueNo, seed)).toEqual(referenceDraw(target, issueNo, seed));
      }
  });

  it('is the same for the same seed and changes with the seed, the issue and the game', () => {
    const ssc = game('SSC1');
    const first = drawResult(ssc, '20250101-0001', GOLDEN_SEED);
    expect(drawResult(ssc, '20250101-0001', GOLDEN_SEED)).toEqual(first);
    const others = [
      drawResult(ssc, '20250101-0002', GOLDEN_SEED),
      drawResult(game('SSC3'), '20250101-0001', GOLDEN_SEED),
      drawResult(ssc, '20250101-0001', `${GOLDEN_SEED.slice(0, 63)}9`),
    ];
    // Five digits: a collision with each of three others has probability 1e-5.
    for (const other of others) expect(other).not.toEqual(first);
  });

  it('keeps every ball in range, and distinct where the family requires', () => {
    const random = seededRandom(11);
    const ranges: Record<
      string,
      { count: number; max: number; distinct: boolean; digit: boolean }
    > = {
      SSC: { count: 5, max: 9, distinct: false, digit: true },
      LF: { count: 3, max: 9, distinct: false, digit: true },
      '11X5': { count: 5, max: 11, distinct: true, digit: false },
      PK10: { count: 10, max: 10, distinct: true, digit: false },
      LHC: { count: 7, max: 49, distinct: true, digit: false },
    };
    for (const target of LOTTERY_GAMES)
      for (let i = 0; i < 60; i += 1) {
        const result = drawResult(target, '20250101', random.hex64());
        if (target.family === 'VN') {
          expect(isVnResult(result) && matchesVnFormat(result, vnFormatOf(target))).toBe(true);
          continue;
        }
        const rule = ranges[target.family];
        const balls = ballsOf(result);
        expect(balls).toHaveLength(rule?.count ?? -1);
        for (const ball of balls) {
          expect(ball).toMatch(rule?.digit ? /^\d$/ : /^\d\d$/);
          expect(Number(ball)).toBeGreaterThanOrEqual(rule?.digit ? 0 : 1);
          expect(Number(ball)).toBeLessThanOrEqual(rule?.max ?? -1);
        }
        if (rule?.distinct) expect(new Set(balls).size).toBe(balls.length);
      }
  });

  // Chi-square with a generous bound: far above the 99.99th percentile, far below what a
  // biased draw (say, modulo bias or a shuffle off by one) would give over these samples.
  const tally = (counts: number[], index: number) => {
    counts[index] = (counts[index] ?? 0) + 1;
  };
  const chiSquare = (counts: number[], expected: number) =>
    counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);

  it('draws every SSC digit at every position equally often', () => {
    const random = seededRandom(21);
    const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
    const draws = 2000;
    for (let i = 0; i < draws; i += 1)
      ballsOf(drawResult(game('SSC1'), '20250101-0001', random.hex64())).forEach(
        (ball, position) => {
          const row = counts[position] as number[];
          row[Number(ball)] = (row[Number(ball)] ?? 0) + 1;
        },
      );
    // 9 degrees of freedom: 99.99th percentile 33.7.
    for (const row of counts) expect(chiSquare(row, draws / 10)).toBeLessThan(40);
  });

  it('puts every 11X5 number and every PK10 car at every position equally often', () => {
    const random = seededRandom(22);
    const draws = 2200;
    const elevenFirst = Array<number>(11).fill(0);
    const elevenLast = Array<number>(11).fill(0);
    const carFirst = Array<number>(10).fill(0);
    const carLast = Array<number>(10).fill(0);
    for (let i = 0; i < draws; i += 1) {
      const eleven = ballsOf(drawResult(game('11X5_1'), '20250101-0001', random.hex64()));
      tally(elevenFirst, Number(eleven[0]) - 1);
      tally(elevenLast, Number(eleven[4]) - 1);
      const cars = ballsOf(drawResult(game('PK10_1'), '20250101-0001', random.hex64()));
      tally(carFirst, Number(cars[0]) - 1);
      tally(carLast, Number(cars[9]) - 1);
    }
    // 10 and 9 degrees of freedom: 99.99th percentiles 35.6 and 33.7.
    expect(chiSquare(elevenFirst, draws / 11)).toBeLessThan(42);
    expect(chiSquare(elevenLast, draws / 11)).toBeLessThan(42);
    expect(chiSquare(carFirst, draws / 10)).toBeLessThan(40);
    expect(chiSquare(carLast, draws / 10)).toBeLessThan(40);
  });

  it('draws every LHC number as the special number equally often', () => {
    const random = seededRandom(23);
    const draws = 2450;
    const special = Array<number>(49).fill(0);
    for (let i = 0; i < draws; i += 1)
      tally(special, Number(ballsOf(drawResult(game('LHC_D'), '20250101', random.hex64()))[6]) - 1);
    // 48 degrees of freedom: 99.99th percentile 95.
    expect(chiSquare(special, draws / 49)).toBeLessThan(100);
  });

  it('draws the lô numbers (last two digits) of a VN result uniformly', () => {
    const random = seededRandom(24);
    const counts = Array<number>(100).fill(0);
    const draws = 400;
    for (let i = 0; i < draws; i += 1) {
      const result = drawResult(game('VN_MB'), '20250101', random.hex64());
      if (!isVnResult(result)) throw new Error('expected a VN result');
      for (const numbers of Object.values(result.prizes))
        for (const number of numbers ?? []) tally(counts, Number(number.slice(-2)));
    }
    // 27 numbers a draw; 99 degrees of freedom: 99.99th percentile 162.
    expect(chiSquare(counts, (draws * 27) / 100)).toBeLessThan(170);
  });
});

describe('verifyDraw', () => {
  const lhc = game('LHC_D');
  const result = drawResult(lhc, '20250101', GOLDEN_SEED);
  const commitment = commitmentOf(GOLDEN_SEED);

  it('confirms a published draw', () => {
    expect(verifyDraw(lhc, '20250101', GOLDEN_SEED, commitment, result)).toEqual({
      commitmentMatches: true,
      resultMatches: true,
      recomputed: result,
    });
  });

  it('catches a tampered result, another commitment or another issue', () => {
    const tampered = {
      balls: [...ballsOf(result).slice(0, 6), ballsOf(result)[6] === '01' ? '02' : '01'],
    };
    expect(verifyDraw(lhc, '20250101', GOLDEN_SEED, commitment, tampered).resultMatches).toBe(
      false,
    );
    expect(
      verifyDraw(lhc, '20250101', GOLDEN_SEED, commitmentOf('1'.repeat(64)), result)
        .commitmentMatches,
    ).toBe(false);
    expect(verifyDraw(lhc, '20250102', GOLDEN_SEED, commitment, result).resultMatches).toBe(false);
  });

  it('answers no match for a malformed seed instead of throwing', () => {
    expect(verifyDraw(lhc, '20250101', 'nope', commitment, result)).toEqual({
      commitmentMatches: false,
      resultMatches: false,
      recomputed: null,
    });
  });

  it('ignores the key order of a VN result', () => {
    const vn = game('VN_MB');
    const drawn = drawResult(vn, '20250101', GOLDEN_SEED);
    if (!isVnResult(drawn)) throw new Error('expected a VN result');
    const reordered = {
      prizes: Object.fromEntries(Object.entries(drawn.prizes).reverse()),
    } as LotteryResult;
    expect(
      verifyDraw(vn, '20250101', GOLDEN_SEED, commitmentOf(GOLDEN_SEED), reordered).resultMatches,
    ).toBe(true);
  });
});
