import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { betLineSchema } from '../../lottery/betLine';
import { lotteryResultSchema } from '../../lottery/result';
import {
  countSchema,
  daySchema,
  nonNegativeMinorSchema,
  periodInputSchema,
  periodKindSchema,
} from '../agent/common';
import { betTotals, periodReportListRequest } from '../agent/reportLists';
import { epochMsSchema, idSchema, minorUnitsSchema, pageSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import { gameTypeSchema } from '../games';

/*
 * The member centre's records (ADR 0013): betting record (personalHistoryCopy), account record
 * (transactionHistory) and profit (personalProfit). Every call: auth 'token', the caller's own
 * data only. Money in integer minor units, times in epoch ms, days `YYYY-MM-DD` of the report day
 * (UTC+08:00, `REPORT_UTC_OFFSET_MINUTES`); a period `{ from, to }` includes both days and spans
 * at most `MAX_PERIOD_DAYS` (92) days.
 */

/**
 * Why a records call was refused, in the failure envelope's `value.reason`:
 * - `invalidPeriod` (400): the period's `from` is after its `to`. The bets, transactions and
 *   profit calls.
 * - `periodTooLong` (400): the period spans more than 92 days (`MAX_PERIOD_DAYS`). The bets,
 *   transactions and profit calls.
 * - `notFound` (404): no bet (`betId`) or ledger movement (`id`) of the caller with this id; the
 *   same answer for another member's, so nobody can probe. The bet and transaction calls.
 */
export const MEMBER_RECORDS_REFUSAL_REASONS = [
  'invalidPeriod',
  'periodTooLong',
  'notFound',
] as const;
export type MemberRecordsRefusalReason = (typeof MEMBER_RECORDS_REFUSAL_REASONS)[number];

/** The `value` of a refused records call. */
export const memberRecordsRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(MEMBER_RECORDS_REFUSAL_REASONS),
  }),
);
export type MemberRecordsRefusal = z.infer<typeof memberRecordsRefusalSchema>;

/* ---------------------------------------------------------------- betting record */

/**
 * A bet's status in the betting record: `settled` = game rounds and won, lost or push lottery
 * bets; `unsettled` = open lottery bets; `cancelled` = cancelled lottery bets.
 */
export const RECORD_BET_STATUSES = ['settled', 'unsettled', 'cancelled'] as const;
export const recordBetStatusSchema = lazySchema(() => z.enum(RECORD_BET_STATUSES));
export type RecordBetStatus = z.infer<typeof recordBetStatusSchema>;

/** Where a bet comes from: a game round (in-house or vendor) or a lottery bet. */
export const BET_PRODUCTS = ['game', 'lottery'] as const;
export const betProductSchema = lazySchema(() => z.enum(BET_PRODUCTS));
export type BetProduct = z.infer<typeof betProductSchema>;

/**
 * A bet of the betting record. Its time is `settledAt` when settled or cancelled, `placedAt`
 * while open: the period filter and the order (newest first) use that time.
 */
export const recordBetSchema = lazySchema(() =>
  z.object({
    betId: idSchema,
    product: betProductSchema,
    gameCode: z.string(),
    /** In the request's language. */
    gameName: z.string(),
    /** The game's category (`games.game_type`: a game category, or INHOUSE for the platform's own). */
    category: gameTypeSchema,
    /** The vendor (`games.vassalage`). */
    vendorCode: z.string(),
    vendorName: z.string(),
    stake: nonNegativeMinorSchema,
    /** The stake of settled won or lost bets; 0 for push, open and cancelled bets. */
    validTurnover: nonNegativeMinorSchema,
    /** Paid back (winnings plus a pushed stake); 0 while open, the refund is not a payout. */
    payout: nonNegativeMinorSchema,
    /** payout − stake of settled bets (positive: the player won); 0 while open or cancelled. */
    winLoss: minorUnitsSchema,
    status: recordBetStatusSchema,
    placedAt: epochMsSchema,
    /** When settled or cancelled; null while open. */
    settledAt: z.nullable(epochMsSchema),
  }),
);
export type RecordBet = z.infer<typeof recordBetSchema>;

/** Totals of every bet the filters select (not only the page). */
export const recordBetTotalsSchema = lazySchema(betTotals);
export type RecordBetTotals = z.infer<typeof recordBetTotalsSchema>;

/**
 * GET /wps/member/records/bets: the caller's bets whose time (settlement time when settled or
 * cancelled, placing time while open) falls in the period, newest first, filtered by game
 * `category`, `vendorCode` and `status`, with the totals of the whole filtered set. 400
 * `invalidPeriod`, `periodTooLong`.
 */
export const recordBetsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/records/bets',
    auth: 'token',
    request: periodReportListRequest({
      category: z.optional(gameTypeSchema),
      vendorCode: z.optional(text(32).check(z.minLength(1))),
      status: z.optional(recordBetStatusSchema),
    }),
    response: z.object({ page: pageSchema(recordBetSchema), totals: recordBetTotalsSchema }),
  }),
);

/** The detail of a lottery bet. */
export const lotteryBetDetailSchema = lazySchema(() =>
  z.object({
    issueNo: z.string(),
    playType: z.string(),
    selection: betLineSchema.shape.selection,
    mode: betLineSchema.shape.mode,
    multiplier: betLineSchema.shape.multiplier,
    betCount: z.number().check(z.int(), z.positive()),
    /** The issue's result once drawn. */
    result: z.nullable(lotteryResultSchema),
  }),
);
export type LotteryBetDetail = z.infer<typeof lotteryBetDetailSchema>;

/** The detail of a game round. */
export const gameRoundDetailSchema = lazySchema(() =>
  z.object({
    roundId: z.string(),
    /** The outcome the game stored for the round (symbols, cards, ...), as is; null when none. */
    outcome: z.unknown(),
  }),
);
export type GameRoundDetail = z.infer<typeof gameRoundDetailSchema>;

/** One bet with its detail: a lottery bet's when `product` is `lottery`, else a game round's. */
export const recordBetDetailSchema = lazySchema(() =>
  z.extend(recordBetSchema, {
    detail: z.union([lotteryBetDetailSchema, gameRoundDetailSchema]),
  }),
);
export type RecordBetDetail = z.infer<typeof recordBetDetailSchema>;

/** GET /wps/member/records/bet: one bet of the caller. 404 `notFound` (also another member's). */
export const recordBetEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/records/bet',
    auth: 'token',
    request: z.strictObject({ betId: idSchema }),
    response: recordBetDetailSchema,
  }),
);

/* ---------------------------------------------------------------- account record */

/**
 * Kinds of the account record (SPEC's list), grouping the ledger's transaction kinds: deposits,
 * withdrawals (the hold; a refused or released withdrawal comes back as `withdrawal` too,
 * positive), transfers between the member's own wallets (`transferIn` / `transferOut` by the
 * sign), bets (stakes), payouts (winnings, lottery refunds), bonuses, rebates, points
 * conversions, transfers from or to the upline, agent salaries and dividends; anything else
 * (credits by ops, seed credits) is an `adjustment`.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'points',
  'uplineTransfer',
  'salary',
  'dividend',
  'adjustment',
] as const;
export const transactionKindSchema = lazySchema(() => z.enum(TRANSACTION_KINDS));
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/** A ledger movement of one of the caller's wallets. */
export const memberTransactionSchema = lazySchema(() =>
  z.object({
    /** The ledger entry's id. */
    id: idSchema,
    kind: transactionKindSchema,
    /** Signed, the member's side: positive into the wallet. */
    amount: minorUnitsSchema,
    /** The wallet's balance just after this movement. */
    balanceAfter: minorUnitsSchema,
    /** The wallet moved: `MAIN` or a vendor's wallet code (`EVO`, `PG`, ...). */
    wallet: z.string(),
    createdAt: epochMsSchema,
  }),
);
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

/**
 * GET /wps/member/records/transactions: the ledger movements of the caller's wallets in the
 * period, newest first, optionally of one `kind`. 400 `invalidPeriod`, `periodTooLong`.
 */
export const memberTransactionsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/records/transactions',
    auth: 'token',
    request: periodReportListRequest({ kind: z.optional(transactionKindSchema) }),
    response: pageSchema(memberTransactionSchema),
  }),
);

/**
 * The other side of a movement: `house` (bets, payouts, bonuses, rebates, adjustments),
 * `wallet` (another wallet of the member), `upline` / `downline` (a transfer between agent and
 * member), `payment` (a deposit channel or the payout account of a withdrawal).
 */
export const TRANSACTION_COUNTERPARTS = [
  'house',
  'wallet',
  'upline',
  'downline',
  'payment',
] as const;
export const transactionCounterpartSchema = lazySchema(() => z.enum(TRANSACTION_COUNTERPARTS));
export type TransactionCounterpart = z.infer<typeof transactionCounterpartSchema>;

/** One movement with what it belongs to (SPEC's "member transaction detail"). */
export const memberTransactionDetailSchema = lazySchema(() =>
  z.extend(memberTransactionSchema, {
    /** The deposit order, withdrawal, bet, lottery order or reward id when known, else null. */
    reference: z.nullable(z.string()),
    counterpart: transactionCounterpartSchema,
    /** The ledger's kind and, when known, the other wallet or member (`wallet_transfer: SLOT1`). */
    note: z.string(),
  }),
);
export type MemberTransactionDetail = z.infer<typeof memberTransactionDetailSchema>;

/**
 * GET /wps/member/records/transaction: one movement of the caller's wallets. 404 `notFound`
 * (also another member's).
 */
export const memberTransactionEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/records/transaction',
    auth: 'token',
    request: z.strictObject({ id: idSchema }),
    response: memberTransactionDetailSchema,
  }),
);

/* ---------------------------------------------------------------- profit */

/** The figures of settled bets in one category of a period. */
export const profitCategorySchema = lazySchema(() =>
  z.object({
    category: gameTypeSchema,
    bets: countSchema,
    validTurnover: nonNegativeMinorSchema,
    /** payout − stake (positive: the player won). */
    winLoss: minorUnitsSchema,
  }),
);
export type ProfitCategory = z.infer<typeof profitCategorySchema>;

/** One period of the profit report, cut at the range's ends. */
export const profitPeriodSchema = lazySchema(() =>
  z.object({
    periodStart: daySchema,
    periodEnd: daySchema,
    bets: countSchema,
    validTurnover: nonNegativeMinorSchema,
    winLoss: minorUnitsSchema,
    /** Only the categories with bets, in `GAME_TYPES` order. */
    byCategory: z.array(profitCategorySchema),
  }),
);
export type ProfitPeriod = z.infer<typeof profitPeriodSchema>;

/**
 * GET /wps/member/records/profit: the caller's settled bets by period of `periodKind` (SPEC
 * section 3: a day, Monday..Sunday, 1st-15th / 16th-end, a month), one entry per period that
 * overlaps `{ from, to }` (zeros included), oldest first, the first and last cut at the range's
 * ends, so the totals equal the betting record's with status `settled` over the same range. 400
 * `invalidPeriod`, `periodTooLong`.
 */
export const memberProfitEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/records/profit',
    auth: 'token',
    request: z.extend(periodInputSchema, { periodKind: periodKindSchema }),
    response: z.object({
      periods: z.array(profitPeriodSchema),
      totals: z.object({
        bets: countSchema,
        validTurnover: nonNegativeMinorSchema,
        winLoss: minorUnitsSchema,
      }),
    }),
  }),
);
