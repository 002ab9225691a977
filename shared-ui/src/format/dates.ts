import { type Day, type Language, type PeriodInput, perLanguage } from 'shared-contracts';

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

/** Calendar days are formatted in UTC, where their midnight is, so no zone moves them a day. */
const calendarDays = dateFormatters('UTC');

/**
 * A calendar day (`YYYY-MM-DD`: a report day, a period's first or last) in the language's words,
 * e.g. 18 Nov 2026: that day wherever the reader is. Files and URLs keep the ISO day.
 */
export const formatDay = (day: Day, language: Language): string =>
  calendarDays.date(Date.parse(`${day}T00:00:00Z`), language);

/**
 * A period of calendar days in the language's words: the day alone, or its first and last days
 * (18 Nov 2026 – 24 Nov 2026). Each day is written whole rather than by Intl's `formatRange`,
 * whose Chinese range (2026/11/18 – 2026/11/24) is not the form of a Chinese date anywhere else.
 */
export const formatDays = ({ from, to }: PeriodInput, language: Language): string =>
  from === to
    ? formatDay(from, language)
    : `${formatDay(from, language)} – ${formatDay(to, language)}`;
