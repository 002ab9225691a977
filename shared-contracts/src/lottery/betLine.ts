import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';

/** Bet units: yuan (a bet costs 2.00), jiao (0.20) and fen (0.02). */
export const BET_MODES = ['yuan', 'jiao', 'fen'] as const;
export type BetMode = (typeof BET_MODES)[number];

/** Largest multiplier of a line. */
export const MAX_MULTIPLIER = 9999;
/** Most picker rows of any play type (PK10 fixed position has 10). */
export const MAX_SELECTION_ROWS = 10;
/** Most values of one picker row (the VN 00-99 grid has 100). */
export const MAX_ROW_PICKS = 100;

/**
 * A bet line: a play type, its selection (one array of ball labels per picker row), the unit and
 * the multiplier. Whether the selection fits the play type is a rule (`selectionProblem`), not
 * a schema check, so that the site and the platform answer the same.
 */
export const betLineSchema = lazySchema(() =>
  z.object({
    playType: z.string().check(z.minLength(1), z.maxLength(40)),
    selection: z
      .array(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(MAX_ROW_PICKS)))
      .check(z.maxLength(MAX_SELECTION_ROWS)),
    mode: z.enum(BET_MODES),
    multiplier: z.number().check(z.int(), z.gte(1), z.lte(MAX_MULTIPLIER)),
  }),
);
export type BetLine = z.infer<typeof betLineSchema>;
