import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { countSchema, daySchema, nonNegativeMinorSchema, periodInputSchema } from '../agent/common';
import { minorUnitsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { transactionKindSchema } from './records';

/*
 * The credit report (ADR 0025): the player's statement of money credited and debited by kind
 * over a period, summed from the same ledger movements the account record (transactionHistory)
 * lists, so the two never disagree. This brand has no credit line: "credit" is money credited.
 */

/** One kind of movement of the period: money in, money out and the net. */
export const creditReportRowSchema = lazySchema(() =>
  z.object({
    kind: transactionKindSchema,
    /** How many ledger movements of this kind. */
    movements: countSchema,
    /** The sum of the movements into the player's wallets. */
    moneyIn: nonNegativeMinorSchema,
    /** The sum of the movements out of the player's wallets, as a positive amount. */
    moneyOut: nonNegativeMinorSchema,
    /** moneyIn − moneyOut. */
    net: minorUnitsSchema,
  }),
);
export type CreditReportRow = z.infer<typeof creditReportRowSchema>;

/** The statement of a period over every wallet of the player (main and vendor wallets). */
export const creditReportSchema = lazySchema(() =>
  z.object({
    from: daySchema,
    to: daySchema,
    /** The balance of every wallet together when the period starts. */
    openingBalance: minorUnitsSchema,
    /** openingBalance plus the net of every row. */
    closingBalance: minorUnitsSchema,
    moneyIn: nonNegativeMinorSchema,
    moneyOut: nonNegativeMinorSchema,
    /** Only the kinds with movements, in `TRANSACTION_KINDS` order. */
    rows: z.array(creditReportRowSchema),
  }),
);
export type CreditReport = z.infer<typeof creditReportSchema>;

/**
 * GET /wps/member/creditReport: the caller's money in and out by kind over `{ from, to }` (report
 * days, UTC+08:00) with the opening and closing balance. 400 `invalidPeriod`, `periodTooLong`
 * (the records calls' refusals, at most 92 days).
 */
export const creditReportEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/creditReport',
    auth: 'token',
    request: periodInputSchema,
    response: creditReportSchema,
  }),
);
