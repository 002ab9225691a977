import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { gameCategorySchema, minorUnitsSchema, pageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  breadcrumbSchema,
  countSchema,
  daySchema,
  downlineTypeSchema,
  memberIdSchema,
  nonNegativeMinorSchema,
  periodInputSchema,
  periodKindSchema,
  sortOrderSchema,
} from './common';
import { periodReportListRequest } from './reportLists';

/*
 * The agent reports (ADR 0012): user loss statements (P1) and the income (revenue) report (P2).
 * Every call: auth 'token', 403 `notAgent`, 400 `invalidPeriod` (from > to) and 400
 * `periodTooLong` (> 92 days).
 */

/** Columns the loss statements sort by. */
export const LOSS_REPORT_SORTS = [
  'username',
  'bets',
  'validTurnover',
  'winLoss',
  'deposits',
  'withdrawals',
] as const;
export const lossReportSortSchema = lazySchema(() => z.enum(LOSS_REPORT_SORTS));
export type LossReportSort = z.infer<typeof lossReportSortSchema>;

/** Figures of a team over the period (a row of the loss statements and their totals). */
export const lossFiguresSchema = lazySchema(() =>
  z.object({
    teamSize: countSchema,
    bets: countSchema,
    validTurnover: nonNegativeMinorSchema,
    /** Players' payout − stake (positive: the players won). */
    winLoss: minorUnitsSchema,
    deposits: nonNegativeMinorSchema,
    withdrawals: nonNegativeMinorSchema,
    bonuses: nonNegativeMinorSchema,
  }),
);
export type LossFigures = z.infer<typeof lossFiguresSchema>;

/** A direct downline of the listed parent with its whole team (itself included) aggregated. */
export const lossRowSchema = lazySchema(() =>
  z.extend(lossFiguresSchema, {
    memberId: memberIdSchema,
    username: z.string(),
    type: downlineTypeSchema,
  }),
);
export type LossRow = z.infer<typeof lossRowSchema>;

/**
 * GET /wps/agent/reports/loss: the user loss statements: one row per direct downline of
 * `parentId` (default: the caller) with its team aggregated over the period, sorted by `sort`
 * and `order` (ties by username), `totals` over all rows (not only the page), the breadcrumb
 * from the caller down to `parentId`. 403 `notAgent`; 404 `notInTeam` (`parentId`); 400
 * `invalidPeriod`, `periodTooLong`.
 */
export const lossReportEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/reports/loss',
    auth: 'token',
    request: periodReportListRequest({
      parentId: z.optional(memberIdSchema),
      sort: z._default(lossReportSortSchema, 'winLoss'),
      order: z._default(sortOrderSchema, 'desc'),
    }),
    response: z.object({
      breadcrumb: breadcrumbSchema,
      page: pageSchema(lossRowSchema),
      totals: lossFiguresSchema,
    }),
  }),
);

/** The money parts of the income report (a period's and the totals). */
export const incomeFiguresSchema = lazySchema(() =>
  z.object({
    /** The team's net loss (stake − payout − bonuses; positive: the house won). */
    netLoss: minorUnitsSchema,
    /** Commission: floor(payableBase × commissionBp / 10 000). */
    commission: nonNegativeMinorSchema,
    /** The rebate difference over the direct downlines' teams, floored. */
    rebates: nonNegativeMinorSchema,
    /** Salaries the ledger paid the agent in the period. */
    salaries: nonNegativeMinorSchema,
    /** Dividends the ledger paid the agent in the period. */
    dividends: nonNegativeMinorSchema,
    /** commission + rebates + salaries + dividends. */
    total: nonNegativeMinorSchema,
  }),
);
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>;

/** One period of the income report, with the carry-over (`withCarryOver`). */
export const incomePeriodSchema = lazySchema(() =>
  z.extend(incomeFiguresSchema, {
    periodStart: daySchema,
    periodEnd: daySchema,
    /** The negative base carried in from the previous period (<= 0). */
    carriedIn: minorUnitsSchema.check(z.lte(0)),
    /** max(0, netLoss + carriedIn): what the commission is paid on. */
    payableBase: nonNegativeMinorSchema,
  }),
);
export type IncomePeriod = z.infer<typeof incomePeriodSchema>;

/**
 * GET /wps/agent/reports/income: the caller's income by period of `periodKind` over the report
 * days `from..to`: every period that overlaps them (`periodsBetween`), oldest first, whole
 * periods. Commission = floor(payableBase × my commissionBp / 10 000) where a negative period's
 * base carries into the next (`withCarryOver`, starting from the first listed period); rebates =
 * Σ over my direct downlines' teams of floor(valid turnover × (my rebateBp − that downline's
 * rebateBp) / 10 000); salaries and dividends = what the ledger paid me in the period. `totals`
 * sums the periods (its netLoss is the sum of net losses). 403 `notAgent`; 400
 * `invalidPeriod`, `periodTooLong`.
 */
export const incomeReportEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/reports/income',
    auth: 'token',
    request: z.extend(periodInputSchema, { periodKind: periodKindSchema }),
    response: z.object({ periods: z.array(incomePeriodSchema), totals: incomeFiguresSchema }),
  }),
);

/** Where a period's commission came from: one direct downline's team and game category. */
export const incomeBreakdownRowSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    category: gameCategorySchema,
    netLoss: minorUnitsSchema,
    /** floor(netLoss × commissionBp / 10 000), signed: negative when the row's net loss is. */
    commission: minorUnitsSchema,
  }),
);
export type IncomeBreakdownRow = z.infer<typeof incomeBreakdownRowSchema>;

/**
 * GET /wps/agent/reports/income/breakdown: which direct downlines' teams (the caller's own bets
 * under its own username) and game categories the commission of `from..to` came from, before
 * carry-over, largest commission first. The rows' commissions are signed and each floored, so
 * they sum to floor(period net loss × commissionBp / 10 000) within less than one minor unit per
 * row. 403 `notAgent`; 400 `invalidPeriod`, `periodTooLong`.
 */
export const incomeBreakdownEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/reports/income/breakdown',
    auth: 'token',
    request: periodInputSchema,
    response: z.object({ rows: z.array(incomeBreakdownRowSchema) }),
  }),
);
