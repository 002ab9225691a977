import { addDays, dayStartMs, periodOfDay, reportDayOf } from '../../agent/periods';
import type { Day } from '../agent/common';
import type { MissionPeriod } from './missions';

/*
 * Period maths of the missions and the leaderboard (ADR 0013): a mission's period is the report
 * day (UTC+08:00) or the report week, Monday to Sunday, an instant falls in. Pure: the caller
 * passes `now`.
 */

/** One period of a mission: its days and its half-open window [start, end) in epoch ms. */
export interface MissionWindow {
  from: Day;
  to: Day;
  start: number;
  end: number;
}

const windowOf = (from: Day, to: Day): MissionWindow => ({
  from,
  to,
  start: dayStartMs(from),
  end: dayStartMs(addDays(to, 1)),
});

/** The period of `period` the instant `nowMs` falls in. */
export const missionPeriodOf = (period: MissionPeriod, nowMs: number): MissionWindow => {
  const { from, to } = periodOfDay(period, reportDayOf(nowMs));
  return windowOf(from, to);
};

/** The period just before the one `nowMs` falls in (where unclaimed rewards expired). */
export const previousMissionPeriodOf = (period: MissionPeriod, nowMs: number): MissionWindow =>
  missionPeriodOf(period, missionPeriodOf(period, nowMs).start - 1);

/**
 * A username as others see it: the first two characters, `***` and the last (`demo` → `de***o`);
 * names of three characters or fewer keep only the first (`bob` → `b***`).
 */
export const maskUsername = (username: string): string => {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
};
