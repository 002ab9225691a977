import type { Language } from 'shared-contracts';

const LOCALES: Record<string, string> = {
  EN: 'en-GB',
  CN: 'zh-CN',
  ID: 'id-ID',
  PT: 'pt-BR',
  TH: 'th-TH',
  VI: 'vi-VN',
};

/** A whole number of points with the language's digit grouping. */
export const formatPoints = (points: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language.toUpperCase()] ?? 'en-GB').format(points);
