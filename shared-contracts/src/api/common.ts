import { z } from 'zod/mini';

import { GAME_CATEGORY_ORDER, LANGUAGES, THEMES } from '../constants';

/** A platform language code. */
export const languageSchema = z.enum(LANGUAGES);
/** A theme name. */
export const themeSchema = z.enum(THEMES);
/** A game category code. */
export const gameCategorySchema = z.enum(GAME_CATEGORY_ORDER);

/** Bounded text: every string the platform accepts has a maximum length. */
export const text = (max = 255) => z.string().check(z.maxLength(max));
/** An identifier: 1 to 64 safe characters. */
export const idSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_.-]+$/, 'must contain only letters, digits, dot, dash or underscore'),
  );
/** Integer amount of minor currency units (cents). Never a float. `z.int()` is a safe integer. */
export const minorUnitsSchema = z.number().check(z.int());
/** Page number from a query string. */
export const pageNoSchema = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)),
  1,
);
/** Page size from a query string. */
export const pageSizeSchema = (max = 100, fallback = 20) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);
/** Epoch milliseconds. */
export const epochMsSchema = z.number().check(z.int(), z.nonnegative());
/** An empty request. */
export const emptyRequestSchema = z.strictObject({});
/** An empty answer. */
export const emptyValueSchema = z.null();

/** A page of results. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    pageNo: z.number().check(z.int(), z.gte(1)),
  });
