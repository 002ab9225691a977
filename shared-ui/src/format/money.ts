import { type Language, perLanguage } from 'shared-contracts';

const amountFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** The currency symbol when the brand names none (SPEC section 3: default $). */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/**
 * THE money formatter (STYLE rule 10): integer minor units in, the language's digits and
 * separators out, with the brand's currency symbol: 123456 gives $1,234.56 in English and
 * $1.234,56 in Portuguese. Integer division keeps whole units exact.
 */
export const formatMoney = (
  minorUnits: number,
  language: Language,
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
): string => {
  const minor = Math.trunc(minorUnits);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const text = amountFormat(language).format(Math.floor(absolute / 100) + (absolute % 100) / 100);
  return `${sign}${currencySymbol}${text}`;
};
