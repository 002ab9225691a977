import {
  addDays,
  type Day,
  PERIOD_KINDS,
  type PeriodInput,
  type PeriodKind,
  validatePeriod,
} from 'shared-contracts';

/*
 * The profit page keeps its filters in the URL next to `mc` (`?mc=personalProfit&pk=weekly&
 * pfrom=2026-03-01&pto=2026-03-10`), so a reload, a shared link and the back button show the
 * same report. Anything malformed in the URL is dropped, never sent to the platform.
 */

/** The URL parameters of the profit page (prefixed, so no other page's filters collide). */
export const PROFIT_PARAMS = { kind: 'pk', from: 'pfrom', to: 'pto' } as const;

/** What the profit report is asked for. */
export interface ProfitFilters extends PeriodInput {
  periodKind: PeriodKind;
}

/** The report the page opens with: by day over the last 7 report days, today included. */
export const defaultProfitFilters = (today: Day): ProfitFilters => ({
  periodKind: 'daily',
  from: addDays(today, -6),
  to: today,
});

/** The filters in `params`; each part the URL lacks or spells wrong takes its default. */
export const readProfitFilters = (params: URLSearchParams, today: Day): ProfitFilters => {
  const fallback = defaultProfitFilters(today);
  const kind = params.get(PROFIT_PARAMS.kind);
  const periodKind = (PERIOD_KINDS as readonly string[]).includes(kind ?? '')
    ? (kind as PeriodKind)
    : fallback.periodKind;
  const period = { from: params.get(PROFIT_PARAMS.from), to: params.get(PROFIT_PARAMS.to) };
  const valid =
    period.from !== null &&
    period.to !== null &&
    validatePeriod({ from: period.from, to: period.to }) === null;
  return valid
    ? { periodKind, from: period.from as Day, to: period.to as Day }
    : { ...fallback, periodKind };
};

/** `previous` (the page's `mc` and anything else kept) with `filters` written in. */
export const writeProfitFilters = (
  previous: URLSearchParams,
  filters: ProfitFilters,
): URLSearchParams => {
  const next = new URLSearchParams(previous);
  next.set(PROFIT_PARAMS.kind, filters.periodKind);
  next.set(PROFIT_PARAMS.from, filters.from);
  next.set(PROFIT_PARAMS.to, filters.to);
  return next;
};
