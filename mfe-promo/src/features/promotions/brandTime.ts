import { BRAND_TIME_ZONE, type Language, perLanguage } from 'shared-contracts';

/**
 * Promotion times in the brand's time zone (shared-contracts' BRAND_TIME_ZONE), the zone the
 * platform's terms state them in, whatever the reader's own: the card, the page and the terms
 * show the same days and hours. Formatted as UTC after moving by the zone's offset.
 */
const OFFSET_MS = BRAND_TIME_ZONE.utcOffsetMinutes * 60_000;

const dateFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', calendar: 'gregory', timeZone: 'UTC' }),
);
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      calendar: 'gregory',
      timeZone: 'UTC',
    }),
);

/** The zone's name as the texts write it: "GMT+7". */
export const BRAND_ZONE_LABEL = BRAND_TIME_ZONE.label;

/** The day of `epochMs` in the brand's zone, e.g. 5 Mar 2026. */
export const brandDate = (epochMs: number, language: Language): string =>
  dateFormat(language).format(epochMs + OFFSET_MS);

/** The date and time of `epochMs` in the brand's zone, with the zone: 5 Mar 2026, 20:00 (GMT+7). */
export const brandDateTime = (epochMs: number, language: Language): string => {
  const time = dateTimeFormat(language).format(epochMs + OFFSET_MS);
  return language === 'CN' ? `${time}（${BRAND_ZONE_LABEL}）` : `${time} (${BRAND_ZONE_LABEL})`;
};
