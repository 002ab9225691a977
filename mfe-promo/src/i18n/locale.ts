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

// Building an Intl formatter costs far more than using one: one per language, built once.
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = (epochMs: number, language: Language): string => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format.format(epochMs);
};
