import { addDays, type Day, type PeriodInput, periodOfDay, reportDayOf } from 'shared-contracts';

/** The quick picks of a period field, in the order they show. */
export const QUICK_PERIODS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/** Today as a report day (UTC+08:00), the day every report period is counted in. */
export const reportToday = (now = Date.now()): Day => reportDayOf(now);

/** The days a quick pick stands for, counted back from `today` (both ends included). */
export const quickPeriod = (pick: QuickPeriod, today: Day): PeriodInput => {
  switch (pick) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: periodOfDay('monthly', today).from, to: today };
    case 'lastMonth':
      return periodOfDay('monthly', addDays(periodOfDay('monthly', today).from, -1));
  }
};

/** The quick pick (of `picks`) a period equals, if any (the picker marks it pressed). */
export const quickPeriodOf = (
  period: PeriodInput,
  today: Day,
  picks: readonly QuickPeriod[] = QUICK_PERIODS,
): QuickPeriod | null =>
  picks.find((pick) => {
    const candidate = quickPeriod(pick, today);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;
