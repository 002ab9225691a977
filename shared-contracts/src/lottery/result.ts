import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { VN_PRIZE_TABLES, type VnFormat, type VnPrizeKey } from './vnPrizes';

const digitsSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{1,6}$/, 'must be 1 to 6 digits')),
);
const prizeSchema = lazySchema(() => z.array(digitsSchema));

/** The result of a draw of a ball family (SSC, 11X5, PK10, LF, LHC): balls as labels, in draw order. */
export const ballsResultSchema = lazySchema(() =>
  z.object({
    /** SSC 5 digits "0"-"9"; 11X5 5 of "01"-"11"; PK10 10 cars "01"-"10" (finishing order);
     * LF 3 digits; LHC 7 of "01"-"49", the last is the special number. */
    balls: z.array(z.string().check(z.regex(/^\d{1,2}$/, 'must be a ball label'))),
  }),
);
export type BallsResult = z.infer<typeof ballsResultSchema>;

/**
 * The result of a VN draw: each prize's numbers as zero-padded digit strings. Northern games
 * have no `g8`; southern and central games have one.
 */
export const vnResultSchema = lazySchema(() =>
  z.object({
    prizes: z.object({
      special: prizeSchema,
      g1: prizeSchema,
      g2: prizeSchema,
      g3: prizeSchema,
      g4: prizeSchema,
      g5: prizeSchema,
      g6: prizeSchema,
      g7: prizeSchema,
      g8: z.optional(prizeSchema),
    }),
  }),
);
export type VnResult = z.infer<typeof vnResultSchema>;

/** A draw result of any family. */
export const lotteryResultSchema = lazySchema(() => z.union([ballsResultSchema, vnResultSchema]));
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** Whether a result is a VN (prize table) result. */
export const isVnResult = (result: LotteryResult): result is VnResult => 'prizes' in result;

/** The balls of a ball-family result; throws for a VN result (a rule applied to the wrong family). */
export const ballsOf = (result: LotteryResult): readonly string[] => {
  if (isVnResult(result)) throw new Error('expected a balls result, got a VN result');
  return result.balls;
};

/** The prizes of a VN result; throws for a balls result. */
export const prizesOf = (result: LotteryResult): VnResult['prizes'] => {
  if (!isVnResult(result)) throw new Error('expected a VN result, got a balls result');
  return result.prizes;
};

/** Every number of a VN result, special prize first, in prize-table order. */
export const vnNumbersOf = (result: LotteryResult): string[] => {
  const prizes = prizesOf(result);
  const keys: readonly VnPrizeKey[] = ['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'];
  return keys.flatMap((key) => prizes[key] ?? []);
};

/**
 * The lô numbers of a VN result: the last two digits of every prize number, one entry per
 * prize number (27 northern, 18 southern), so a number drawn twice appears twice.
 */
export const loNumbersOf = (result: LotteryResult): string[] =>
  vnNumbersOf(result).map((number) => number.slice(-2));

/** Whether a VN result has the shape of a format's prize table (counts and digits). */
export const matchesVnFormat = (result: VnResult, format: VnFormat): boolean =>
  VN_PRIZE_TABLES[format].every((tier) => {
    const numbers = result.prizes[tier.key];
    return (
      numbers !== undefined &&
      numbers.length === tier.count &&
      numbers.every((number) => number.length === tier.digits)
    );
  }) &&
  (format === 'south' || result.prizes.g8 === undefined);
