import { type Language, perLanguage } from 'shared-contracts';

const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
);

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = (epochMs: number, language: Language): string =>
  dateFormat(language).format(epochMs);
