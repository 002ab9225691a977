import { BRAND_TIME_ZONE, type Language } from 'shared-contracts';
import { dateFormatters } from 'shared-ui/kit';

/**
 * Promotion times in the brand's time zone (shared-contracts' BRAND_TIME_ZONE), the zone the
 * platform's terms state them in, whatever the reader's own: the card, the page and the terms
 * show the same days and hours. Formatted as UTC after moving by the zone's offset.
 */
const OFFSET_MS = BRAND_TIME_ZONE.utcOffsetMinutes * 60_000;

/** Formats in UTC: the time is moved into the brand's zone first. */
const brandZone = dateFormatters('UTC');

/** The zone's name as the texts write it: "GMT+7". */
export const BRAND_ZONE_LABEL = BRAND_TIME_ZONE.label;

/** The day of `epochMs` in the brand's zone, e.g. 5 Mar 2026. */
export const brandDate = (epochMs: number, language: Language): string =>
  brandZone.date(epochMs + OFFSET_MS, language);

/** The date and time of `epochMs` in the brand's zone, with the zone: 5 Mar 2026, 20:00 (GMT+7). */
export const brandDateTime = (epochMs: number, language: Language): string => {
  const time = brandZone.dateTime(epochMs + OFFSET_MS, language);
  return language === 'CN' ? `${time}（${BRAND_ZONE_LABEL}）` : `${time} (${BRAND_ZONE_LABEL})`;
};
