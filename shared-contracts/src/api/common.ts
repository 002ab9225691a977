import { z } from 'zod';

import { GAME_CATEGORY_ORDER, LANGUAGES, THEMES } from '../constants';

/** A platform language code. */
export const languageSchema = z.enum(LANGUAGES);
/** A theme name. */
export const themeSchema = z.enum(THEMES);
/** A game category code. */
export const gameCategorySchema = z.enum(GAME_CATEGORY_ORDER);

/** Bounded text: every string the platform accepts has a maximum length. */
export const text = (max = 255) => z.string().max(max);
/** An identifier: 1 to 64 safe characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'must contain only letters, digits, dot, dash or underscore');
/** Integer amount of minor currency units (cents). Never a float. */
export const minorUnitsSchema = z.number().int().safe();
/** Page number from a query string. */
export const pageNoSchema = z.coerce.number().int().min(1).max(100000).default(1);
/** Page size from a query string. */
export const pageSizeSchema = (max = 100, fallback = 20) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
/** Epoch milliseconds. */
export const epochMsSchema = z.number().int().nonnegative();
/** An empty request. */
export const emptyRequestSchema = z.object({}).strict();
/** An empty answer. */
export const emptyValueSchema = z.null();

/** A page of results. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    pageNo: z.number().int().min(1),
  });
