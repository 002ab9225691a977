import { addDays, type Day, type PeriodInput, validatePeriod } from 'shared-contracts';

/*
 * The records pages keep their filters in the URL next to `mc`, so a reload, a shared link and
 * the back button show the same list. Each page has its own parameter names (a prefix), so the
 * lobby's own filters (`vassalage`, ...) and the other record page's filters never collide.
 * Anything malformed in the URL is dropped, never sent to the platform.
 */

/** The period a records page opens with: the last 7 report days, today included. */
export const defaultPeriod = (today: Day): PeriodInput => ({ from: addDays(today, -6), to: today });

/** The largest page number read from a URL (a hand-typed 1e9 is not a page). */
const MAX_PAGE = 100_000;

/** The period in `from`/`to`: both valid days making a valid period, else the default. */
export const readPeriod = (
  params: URLSearchParams,
  keys: { from: string; to: string },
  today: Day,
): PeriodInput => {
  const from = params.get(keys.from);
  const to = params.get(keys.to);
  if (from === null || to === null) return defaultPeriod(today);
  const period = { from, to };
  return validatePeriod(period) === null ? period : defaultPeriod(today);
};

/** A page number: a positive whole number, else 1. */
export const readPage = (params: URLSearchParams, key: string): number => {
  const raw = params.get(key);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
};

/** One of `values`, else undefined. */
export const readChoice = <V extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly V[],
): V | undefined => {
  const raw = params.get(key);
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : undefined;
};

const VENDOR_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A vendor code (games' vassalage: letters, digits, `_`, `-`), else undefined. */
export const readVendor = (params: URLSearchParams, key: string): string | undefined => {
  const raw = params.get(key);
  return raw !== null && VENDOR_PATTERN.test(raw) ? raw : undefined;
};

/** Sets `key` to `value`, or removes it when there is no value. */
export const setParam = (
  params: URLSearchParams,
  key: string,
  value: string | number | undefined,
): void => {
  if (value === undefined || value === '') params.delete(key);
  else params.set(key, String(value));
};
