import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { minorUnitsSchema, pageSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  feeRuleSchema,
  historyQuerySchema,
  MAX_PROOF_IMAGES,
  moneyAmountSchema,
  uploadIdSchema,
  withdrawalPasswordInputSchema,
} from './money';
import { payoutAccountSchema } from './security';

/** The wagering still owed on received bonuses; money cannot leave while `remaining` > 0. */
export const turnoverStatusSchema = lazySchema(() =>
  z.object({
    required: minorUnitsSchema,
    progress: minorUnitsSchema,
    remaining: minorUnitsSchema,
  }),
);
export type TurnoverStatus = z.infer<typeof turnoverStatusSchema>;

/** Brand rules and the member's standing for the withdraw page. */
export const withdrawalSettingsSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    dailyCount: z.number().check(z.int(), z.positive()),
    dailyCountUsed: z.number().check(z.int(), z.nonnegative()),
    /** Taken from the amount: the account receives `amount - fee`. */
    fee: feeRuleSchema,
    /** A disbursed withdrawal not confirmed within this many minutes counts as received. */
    autoReceiveMinutes: z.number().check(z.int(), z.positive()),
    mainBalance: minorUnitsSchema,
    withdrawalPasswordSet: z.boolean(),
    accounts: z.array(payoutAccountSchema),
    turnover: turnoverStatusSchema,
  }),
);
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** GET /wps/member/withdrawal/settings */
export const withdrawalSettingsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/withdrawal/settings',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({}),
    response: withdrawalSettingsSchema,
  }),
);

/**
 * Withdrawal statuses. `pending_review` and `approved` hold the money; `rejected` released it
 * (reason given); `awaiting_confirmation`: ops disbursed it and the player says whether it
 * arrived (unanswered after N minutes = received); `disputed`: the player reported partly or
 * not received, ops investigate; `completed`: closed (received, auto-received or resolved);
 * `disbursed`: paid out on a brand that asks no confirmation.
 */
export const WITHDRAWAL_STATUSES = [
  'pending_review',
  'approved',
  'rejected',
  'disbursed',
  'awaiting_confirmation',
  'disputed',
  'completed',
] as const;
export const withdrawalStatusSchema = lazySchema(() => z.enum(WITHDRAWAL_STATUSES));
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** What the player answered once the money was disbursed. */
export const CONFIRMATION_RESULTS = ['received', 'partly_received', 'not_received'] as const;
export const confirmationResultSchema = lazySchema(() => z.enum(CONFIRMATION_RESULTS));
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>;

/** One step of a withdrawal's timeline, with the reason of any hold or refusal. */
export const withdrawalEventSchema = lazySchema(() =>
  z.object({
    at: z.number(),
    status: withdrawalStatusSchema,
    /** `requested`, `approved`, `rejected`, `disbursed`, `confirmed`, `auto_received`, `resolved`. */
    event: z.string(),
    note: z.nullable(z.string()),
  }),
);
export type WithdrawalEvent = z.infer<typeof withdrawalEventSchema>;

export const withdrawalSchema = lazySchema(() =>
  z.object({
    withdrawalId: z.string(),
    reference: z.string(),
    amount: minorUnitsSchema,
    fee: minorUnitsSchema,
    /** What the account receives: amount minus fee. */
    payoutAmount: minorUnitsSchema,
    account: z.object({
      accountId: z.string(),
      type: z.string(),
      providerName: z.string(),
      maskedNumber: z.string(),
      payeeName: z.string(),
    }),
    status: withdrawalStatusSchema,
    rejectReason: z.nullable(z.string()),
    createdAt: z.number(),
    disbursedAt: z.nullable(z.number()),
    /** While awaiting confirmation: when it will count as received. */
    confirmDeadline: z.nullable(z.number()),
    confirmation: z.nullable(
      z.object({
        result: confirmationResultSchema,
        receivedAmount: minorUnitsSchema,
        remainingAmount: minorUnitsSchema,
        /** True when nobody answered in time: forced received, nothing is refunded. */
        auto: z.boolean(),
        proofUrls: z.array(z.string()),
        at: z.number(),
      }),
    ),
    timeline: z.array(withdrawalEventSchema),
  }),
);
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * POST /wps/member/withdrawals (Idempotency-Key): asks to withdraw from the main wallet to a
 * bound account. Refusals: wrong withdrawal password (400, throttled: 429 after 10), amount
 * outside min/max or daily count used up (400), turnover not met (403 `reason: 'turnover'`
 * with `remaining`), balance too low (400). The amount is held at once.
 */
export const createWithdrawalEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/withdrawals',
    auth: 'token',
    registeredOnly: true,
    idempotent: true,
    request: z.strictObject({
      accountId: text(64).check(z.minLength(1)),
      amount: moneyAmountSchema,
      withdrawalPassword: withdrawalPasswordInputSchema,
    }),
    response: withdrawalSchema,
  }),
);

/** GET /wps/member/withdrawals: newest first. */
export const withdrawalHistoryEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/withdrawals',
    auth: 'token',
    registeredOnly: true,
    request: historyQuerySchema(withdrawalStatusSchema),
    response: pageSchema(withdrawalSchema),
  }),
);

/** GET /wps/member/withdrawals/detail?withdrawalId= */
export const withdrawalDetailEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/withdrawals/detail',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({ withdrawalId: text(64).check(z.minLength(1)) }),
    response: withdrawalSchema,
  }),
);

/**
 * POST /wps/member/withdrawals/confirm: the player's answer while `awaiting_confirmation`.
 * `partly_received` needs `receivedAmount` (above 0, below the payout); `not_received` needs 1 to
 * 3 proof images (upload ids). Received closes it; the other two open a dispute for ops.
 */
export const confirmWithdrawalEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/withdrawals/confirm',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      withdrawalId: text(64).check(z.minLength(1)),
      result: confirmationResultSchema,
      receivedAmount: z.optional(minorUnitsSchema.check(z.nonnegative())),
      proofUploadIds: z.optional(z.array(uploadIdSchema).check(z.maxLength(MAX_PROOF_IMAGES))),
    }),
    response: withdrawalSchema,
  }),
);
