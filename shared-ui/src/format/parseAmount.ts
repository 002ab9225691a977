/** A whole number grouped by thousands ("1,500" or "1.500"); a group never starts with 0. */
const GROUPED = /^[1-9]\d{0,2}([.,])\d{3}(\1\d{3})*$/;

/** Whole major units, plain ("1500") or grouped by thousands ("1,500" or "1.500"). */
const readWhole = (text: string, decimalSeparator: string | null): number | null => {
  if (/^\d+$/.test(text)) return Number(text);
  const grouped = GROUPED.exec(text);
  if (!grouped || grouped[1] === decimalSeparator) return null;
  return Number(text.replace(/[.,]/g, ''));
};

/**
 * Reads an amount typed in major units ("1500", "1500.5", "1,500.50" or "1.500,50") as integer
 * minor units (STYLE rule 10), or null when it is not a non-negative amount with at most two
 * decimals; empty text is null too, so a form says "required" or "no limit" itself. The last
 * separator is the decimal one when one or two digits follow it; with three it groups thousands,
 * as people type in every supported language. A grouped number starts with 1-9, so "0.805" is
 * refused rather than read as 805.
 */
export const parseAmount = (input: string): number | null => {
  const text = input.replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
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
