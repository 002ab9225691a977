import {
  type Day,
  daySchema,
  MAX_PERIOD_DAYS,
  type PeriodInput,
  type PeriodKind,
  REALTIME_SALARY_MINUTES,
  REPORT_UTC_OFFSET_MINUTES,
  type SalaryKind,
} from '../api/agent/common';

/*
 * Period maths of the agent centre (ADR 0012). Report days are calendar days at UTC+08:00
 * (`REPORT_UTC_OFFSET_MINUTES`); a day period `{ from, to }` includes both days; a time window
 * `{ start, end }` is half-open in epoch ms. Pure: no clock, the caller passes `now`.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
const OFFSET_MS = REPORT_UTC_OFFSET_MINUTES * MINUTE_MS;
const REALTIME_MS = REALTIME_SALARY_MINUTES * MINUTE_MS;

/** A half-open time window [start, end) in epoch ms. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** The `YYYY-MM-DD` of a UTC date (the date's fields, not its time). */
const dayOfUtcDate = (date: Date): Day => date.toISOString().slice(0, 10);

/** The UTC midnight that carries a report day's fields (not the day's real start). */
const utcDateOf = (day: Day): Date => new Date(`${day}T00:00:00Z`);

/** The report day (UTC+08:00) an instant falls on. */
export const reportDayOf = (ms: number): Day => dayOfUtcDate(new Date(ms + OFFSET_MS));

/** The instant a report day starts: its 00:00 at UTC+08:00 (16:00 UTC the day before). */
export const dayStartMs = (day: Day): number => utcDateOf(day).getTime() - OFFSET_MS;

/** The report day `days` after (negative: before) `day`. */
export const addDays = (day: Day, days: number): Day =>
  dayOfUtcDate(new Date(utcDateOf(day).getTime() + days * DAY_MS));

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInPeriod = ({ from, to }: PeriodInput): number =>
  Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / DAY_MS) + 1;

/** Every report day of a period, in order. */
export const daysOf = ({ from, to }: PeriodInput): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The time window a day period covers: [from 00:00, the day after `to` 00:00) at UTC+08:00. */
export const windowOfDays = ({ from, to }: PeriodInput): TimeWindow => ({
  start: dayStartMs(from),
  end: dayStartMs(addDays(to, 1)),
});

/** The last day of a month (month 1..12). */
const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (value: number) => String(value).padStart(2, '0');
const dayOfFields = (year: number, month: number, date: number): Day =>
  `${year}-${pad(month)}-${pad(date)}`;

/**
 * The period of `kind` a report day belongs to, as days: the day itself (`daily`), its Monday to
 * Sunday (`weekly`), the 1st-15th or 16th-last (`semimonthly`), the month (`monthly`).
 */
export const periodOfDay = (kind: PeriodKind, day: Day): PeriodInput => {
  const date = utcDateOf(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  switch (kind) {
    case 'daily':
      return { from: day, to: day };
    case 'weekly': {
      // getUTCDay: 0 = Sunday; days since Monday: Monday 0 .. Sunday 6.
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      const from = addDays(day, -sinceMonday);
      return { from, to: addDays(from, 6) };
    }
    case 'semimonthly':
      return dayOfMonth <= 15
        ? { from: dayOfFields(year, month, 1), to: dayOfFields(year, month, 15) }
        : {
            from: dayOfFields(year, month, 16),
            to: dayOfFields(year, month, lastDayOfMonth(year, month)),
          };
    case 'monthly':
      return {
        from: dayOfFields(year, month, 1),
        to: dayOfFields(year, month, lastDayOfMonth(year, month)),
      };
  }
};

/** The period of `kind` an instant falls in, as a half-open window in epoch ms. */
export const periodOf = (kind: PeriodKind, ms: number): TimeWindow =>
  windowOfDays(periodOfDay(kind, reportDayOf(ms)));

/**
 * Every period of `kind` that overlaps the report days `fromDay..toDay`, whole (not cut to the
 * range), oldest first. Empty when `toDay` is before `fromDay`.
 */
export const periodsBetween = (kind: PeriodKind, fromDay: Day, toDay: Day): PeriodInput[] => {
  const periods: PeriodInput[] = [];
  if (toDay < fromDay) return periods;
  let period = periodOfDay(kind, fromDay);
  while (period.from <= toDay) {
    periods.push(period);
    period = periodOfDay(kind, addDays(period.to, 1));
  }
  return periods;
};

/** The period of the same length just before a period (the overview's comparison). */
export const previousPeriod = (period: PeriodInput): PeriodInput => {
  const length = daysInPeriod(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
};

/**
 * The salary period an instant falls in: the report day (`daily`), the clock hour (`hourly`;
 * UTC+08:00 is a whole number of hours, so report and UTC hours coincide), or the 5-minute window
 * (`realtime`, {@link REALTIME_SALARY_MINUTES}).
 */
export const salaryPeriodOf = (kind: SalaryKind, ms: number): TimeWindow => {
  switch (kind) {
    case 'daily':
      return periodOf('daily', ms);
    case 'hourly': {
      const start = Math.floor(ms / HOUR_MS) * HOUR_MS;
      return { start, end: start + HOUR_MS };
    }
    case 'realtime': {
      const start = Math.floor(ms / REALTIME_MS) * REALTIME_MS;
      return { start, end: start + REALTIME_MS };
    }
  }
};

/** The latest salary period that has ended by `nowMs` (the one before the period of `nowMs`). */
export const lastClosedSalaryPeriod = (kind: SalaryKind, nowMs: number): TimeWindow =>
  salaryPeriodOf(kind, salaryPeriodOf(kind, nowMs).start - 1);

/** Why a report period is refused (the agent refusal's reason, status 400). */
export type PeriodProblem = 'invalidPeriod' | 'periodTooLong';

/**
 * Checks a report period: `invalidPeriod` when a day is not a real `YYYY-MM-DD` or `from` is
 * after `to`; `periodTooLong` when it spans more than {@link MAX_PERIOD_DAYS} days; else null.
 */
export const validatePeriod = (period: PeriodInput): PeriodProblem | null => {
  if (!daySchema.safeParse(period.from).success || !daySchema.safeParse(period.to).success)
    return 'invalidPeriod';
  if (period.from > period.to) return 'invalidPeriod';
  return daysInPeriod(period) > MAX_PERIOD_DAYS ? 'periodTooLong' : null;
};
