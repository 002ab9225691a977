import { z } from 'zod/mini';

import { GAME_CATEGORY_ORDER, LANGUAGES, THEMES } from '../constants';
import { lazySchema } from '../lazySchema';

/** A platform language code. */
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));
/** A theme name. */
export const themeSchema = lazySchema(() => z.enum(THEMES));
/** A game category code. */
export const gameCategorySchema = lazySchema(() => z.enum(GAME_CATEGORY_ORDER));

/** Bounded text: every string the platform accepts has a maximum length. */
export const text = (max = 255) => z.string().check(z.maxLength(max));
/** An identifier: 1 to 64 safe characters. */
export const idSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_.-]+$/, 'must contain only letters, digits, dot, dash or underscore'),
    ),
);
/** Integer amount of minor currency units (cents). Never a float. `z.int()` is a safe integer. */
export const minorUnitsSchema = lazySchema(() => z.number().check(z.int()));
/** Page number from a query string. */
export const pageNoSchema = lazySchema(() =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
);
/** Page size from a query string. */
export const pageSizeSchema = (max = 100, fallback = 20) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);
/** Epoch milliseconds. */
export const epochMsSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()));
/** An empty request. */
export const emptyRequestSchema = lazySchema(() => z.strictObject({}));
/** An empty answer. */
export const emptyValueSchema = lazySchema(() => z.null());

/** A page of results. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    pageNo: z.number().check(z.int(), z.gte(1)),
  });

// Whitespace, control characters and backslashes: browsers drop or rewrite them, turning
// "/\t/evil.example" into "//evil.example" or "java\nscript:" into "javascript:".
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007F-\u009F\\]/;

/**
 * Whether a URL from the platform may reach an `href` or `src`: an absolute http(s) URL, or a
 * site-relative path ("/assets/x.svg", never the protocol-relative "//host"). `javascript:`,
 * `data:`, `vbscript:` and everything else are refused.
 */
export const isSafeUrl = (value: string): boolean => {
  if (value === '' || UNSAFE_URL_CHARS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A link or image URL: http(s) or a site-relative path ({@link isSafeUrl}), or empty for none
 * (an empty `src` or `href` goes nowhere).
 */
export const safeUrlSchema = lazySchema(() =>
  z.string().check(
    z.maxLength(2048),
    z.refine(
      (value) => value === '' || isSafeUrl(value),
      'must be an http(s) URL or a path starting with /',
    ),
  ),
);

/** An absolute http(s) URL (game addresses, remote manifests): no relative path. */
export const httpUrlSchema = lazySchema(() =>
  z.string().check(
    z.maxLength(2048),
    z.refine(
      (value) => isSafeUrl(value) && !value.startsWith('/'),
      'must be an absolute http(s) URL',
    ),
  ),
);
