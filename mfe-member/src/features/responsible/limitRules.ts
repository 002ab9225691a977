import { RG_LIMIT_KEYS, type RgLimit, type RgLimitKey } from 'shared-contracts/member';
import { type FieldErrors, minorToInput, parseAmount } from 'shared-ui/kit';

/** The limits form: one text per limit, empty for "no limit". */
export type LimitValues = Record<RgLimitKey, string>;

/** Amount limits are money; the others are minutes within these bounds (the platform's). */
export const MINUTE_BOUNDS: Partial<Record<RgLimitKey, { min: number; max: number }>> = {
  sessionMinutes: { min: 5, max: 1440 },
  realityCheckMinutes: { min: 5, max: 240 },
};
/** The largest amount limit the platform takes (one billion major units). */
export const MAX_LIMIT_AMOUNT = 1_000_000_000_00;

export const isMinutes = (key: RgLimitKey): boolean => key in MINUTE_BOUNDS;

/** The form's texts for the limits that apply now (not the pending ones). */
export const limitValues = (limits: readonly RgLimit[]): LimitValues => {
  const values = Object.fromEntries(RG_LIMIT_KEYS.map((key) => [key, ''])) as LimitValues;
  for (const limit of limits) {
    if (limit.value === null) continue;
    values[limit.key] = isMinutes(limit.key) ? String(limit.value) : minorToInput(limit.value);
  }
  return values;
};

/** A field's text as the value to send: minor units or minutes, null for "no limit". */
export const readLimit = (key: RgLimitKey, text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (isMinutes(key)) return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
  return parseAmount(trimmed) ?? undefined;
};

/**
 * The form's rules: empty means no limit; an amount is positive with at most two decimals;
 * minutes are whole numbers within the platform's bounds.
 */
export const validateLimits = (
  values: LimitValues,
  format: (minor: number) => string,
): FieldErrors<LimitValues> => {
  const errors: FieldErrors<LimitValues> = {};
  for (const key of RG_LIMIT_KEYS) {
    const value = readLimit(key, values[key]);
    const bounds = MINUTE_BOUNDS[key];
    if (bounds) {
      if (value === undefined || (value !== null && (value < bounds.min || value > bounds.max)))
        errors[key] = { key: 'responsible.minutesRange', params: bounds };
    } else if (value === undefined) errors[key] = { key: 'common.amountInvalid' };
    else if (value !== null && value <= 0) errors[key] = { key: 'responsible.amountPositive' };
    else if (value !== null && value > MAX_LIMIT_AMOUNT)
      errors[key] = { key: 'common.amountMax', params: { max: format(MAX_LIMIT_AMOUNT) } };
  }
  return errors;
};

/**
 * When a change takes effect: a lower limit (or a first one) at once; a higher one, or removing
 * a limit, after 24 hours. `none`: the value is the one in force.
 */
export const changeTiming = (
  current: number | null,
  next: number | null,
): 'none' | 'now' | 'later' => {
  if (next === current) return 'none';
  if (next !== null && (current === null || next < current)) return 'now';
  return 'later';
};

/** The limits the player changed, with the value to send, in the form's order. */
export const changedLimits = (values: LimitValues, limits: readonly RgLimit[]) =>
  RG_LIMIT_KEYS.flatMap((key) => {
    const next = readLimit(key, values[key]);
    const current = limits.find((limit) => limit.key === key)?.value ?? null;
    if (next === undefined || changeTiming(current, next) === 'none') return [];
    return [{ key, value: next, timing: changeTiming(current, next) }];
  });
