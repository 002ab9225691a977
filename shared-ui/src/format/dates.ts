import { type Language, perLanguage } from 'shared-contracts';

/**
 * Dates and times in a language's words, in the reader's time zone or the one given (`UTC` for a
 * time already moved into another zone). Gregorian years in every language: content, terms and
 * announcements write 2026, so a Thai page does not show 2569 (the Buddhist Era, th-TH's default)
 * beside them.
 */
export const dateFormatters = (timeZone?: string) => {
  const shared = { calendar: 'gregory', ...(timeZone ? { timeZone } : {}) } as const;
  const date = perLanguage(
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...shared }),
  );
  const dateTime = perLanguage(
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...shared }),
  );
  return {
    /** An epoch-ms date, e.g. 5 Mar 2026 in English. */
    date: (epochMs: number, language: Language): string => date(language).format(epochMs),
    /** An epoch-ms time as a short date and time. */
    dateTime: (epochMs: number, language: Language): string => dateTime(language).format(epochMs),
  };
};

const readersZone = dateFormatters();

/** Formats an epoch-ms date for the language, e.g. 5 Mar 2026 in English. */
export const formatDate = readersZone.date;

/** Formats an epoch-ms time as a short date and time for the language. */
export const formatDateTime = readersZone.dateTime;
