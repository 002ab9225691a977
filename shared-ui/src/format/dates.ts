import { type Language, perLanguage } from 'shared-contracts';

const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
);
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = (epochMs: number, language: Language): string =>
  dateFormat(language).format(epochMs);

/** Formats an epoch-ms time as a short date and time for the language. */
export const formatDateTime = (epochMs: number, language: Language): string =>
  dateTimeFormat(language).format(epochMs);
