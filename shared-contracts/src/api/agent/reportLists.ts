import { z } from 'zod/mini';

import { minorUnitsSchema, pageNoSchema, pageSizeSchema } from '../common';
import { countSchema, nonNegativeMinorSchema, periodInputSchema } from './common';

/*
 * Builders of the report lists' schemas, shared by the agent calls (ADR 0012) and the member
 * centre's records (ADR 0013). No entry exports them: the schemas they build are the contract.
 * Each call builds new schemas, so every exported schema stays a component of its own.
 */

/** The paging of a report list: `pageNo`, and `pageSize` up to 100 rows, 20 by default. */
const reportPaging = () => ({ pageNo: pageNoSchema, pageSize: pageSizeSchema(100, 20) });

/** The query of a report list: its `filters`, then the paging. */
export const reportListRequest = <Filters extends z.core.$ZodLooseShape>(filters: Filters) =>
  z.object({ ...filters, ...reportPaging() });

/** The query of a report list over a period: `from` and `to`, its `filters`, then the paging. */
export const periodReportListRequest = <Filters extends z.core.$ZodLooseShape>(filters: Filters) =>
  z.extend(periodInputSchema, { ...filters, ...reportPaging() });

/** Totals of every bet a list's filters select (not only the page). */
export const betTotals = () =>
  z.object({
    bets: countSchema,
    stake: nonNegativeMinorSchema,
    validTurnover: nonNegativeMinorSchema,
    payout: nonNegativeMinorSchema,
    winLoss: minorUnitsSchema,
  });
