import type { Language } from 'shared-contracts';

/** BCP 47 locales for Intl formatting: the platform's codes (CN, VI...) are not locale tags. */
export const LOCALES: Record<Language, string> = {
  EN: 'en-GB',
  CN: 'zh-CN',
  ID: 'id-ID',
  PT: 'pt-BR',
  TH: 'th-TH',
  VI: 'vi-VN',
};

// Building an Intl formatter costs far more than using one (a winner board formats dozens of
// amounts per render), so each language's formatters are built once.
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

const moneyFormat = (language: Language): Intl.NumberFormat => {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format;
};

const dateTimeFormat = (language: Language): Intl.DateTimeFormat => {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(language, format);
  }
  return format;
};

/** Formats minor units with the brand's currency symbol, e.g. $1,234.50. */
export const formatMoney = (minor: number, language: Language, symbol = '$'): string =>
  `${symbol}${moneyFormat(language).format(minor / 100)}`;

/** Formats an epoch-ms time as a short date and time. */
export const formatDateTime = (epochMs: number, language: Language): string =>
  dateTimeFormat(language).format(epochMs);
