const GROUPED = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/;

/** Whole major units, plain ("1500") or grouped by thousands ("1,500" or "1.500"). */
const readWhole = (text: string, decimalSeparator: string | null): number | null => {
  if (/^\d+$/.test(text)) return Number(text);
  const grouped = GROUPED.exec(text);
  if (!grouped || grouped[1] === decimalSeparator) return null;
  return Number(text.replace(/[.,]/g, ''));
};

/**
 * Reads an amount a player typed in major units ("1500", "1500.5", "1,500.50" or "1.500,50")
 * as integer minor units, or null when it is not an amount with at most two decimals. The
 * last separator is the decimal one when one or two digits follow it; with three it groups
 * thousands, as players type in every supported language.
 */
export const parseMoney = (input: string): number | null => {
  const text = input.replace(/[\s\u00a0]/g, '');
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const decimals = last === -1 ? null : /^\d{1,2}$/.exec(text.slice(last + 1));
  const whole = decimals
    ? readWhole(text.slice(0, last), text[last] ?? null)
    : readWhole(text, null);
  if (whole === null) return null;
  const minor = whole * 100 + (decimals ? Number(decimals[0].padEnd(2, '0')) : 0);
  return Number.isSafeInteger(minor) ? minor : null;
};

/** Minor units as the plain text an amount field holds (150000 → "1500", 150050 → "1500.50"). */
export const minorToInput = (minor: number): string =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
