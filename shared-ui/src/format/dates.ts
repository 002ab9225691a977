import { type Language, perLanguage } from 'shared-contracts';

// Gregorian years in every language: content, terms and announcements write 2026, so a Thai
// page does not show 2569 (the Buddhist Era, th-TH's default) beside them.
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', calendar: 'gregory' }),
);
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      calendar: 'gregory',
    }),
);

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = (epochMs: number, language: Language): string =>
  dateFormat(language).format(epochMs);

/** Formats an epoch-ms time as a short date and time for the language. */
export const formatDateTime = (epochMs: number, language: Language): string =>
  dateTimeFormat(language).format(epochMs);
