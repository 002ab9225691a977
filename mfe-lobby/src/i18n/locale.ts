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

/** Formats minor units with the brand's currency symbol, e.g. $1,234.50. */
export const formatMoney = (minor: number, language: Language, symbol = '$'): string =>
  `${symbol}${new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100)}`;

/** Formats an epoch-ms time as a short date and time. */
export const formatDateTime = (epochMs: number, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    epochMs,
  );
