import { type Language, perLanguage } from 'shared-contracts';

const moneyFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** Formats minor units with the brand's currency symbol, e.g. $1,234.50. */
export const formatMoney = (minor: number, language: Language, symbol = '$'): string =>
  `${symbol}${moneyFormat(language).format(minor / 100)}`;

/** Formats an epoch-ms time as a short date and time. */
export const formatDateTime = (epochMs: number, language: Language): string =>
  dateTimeFormat(language).format(epochMs);
