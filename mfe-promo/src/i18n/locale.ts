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

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = (epochMs: number, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(epochMs);
