import { REPORT_UTC_OFFSET_MINUTES } from 'shared-contracts';

/**
 * The report day (UTC+08:00) of an epoch-ms column or expression in SQL: the same `YYYY-MM-DD`
 * as `reportDayOf` and as migration 070's triggers write into member_daily_stats.
 */
export const sqlDayOf = (column: string) =>
  `strftime('%Y-%m-%d', ${column} / 1000 + ${REPORT_UTC_OFFSET_MINUTES * 60}, 'unixepoch')`;
