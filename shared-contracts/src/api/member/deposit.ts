import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, minorUnitsSchema, pageSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import { feeRuleSchema, historyQuerySchema, moneyAmountSchema, uploadIdSchema } from './money';

/** How a deposit is paid. */
export const depositChannelTypeSchema = lazySchema(() =>
  z.enum(['bank_transfer', 'ewallet', 'qr']),
);
export type DepositChannelType = z.infer<typeof depositChannelTypeSchema>;

/** One deposit channel of the brand (from the brand file). */
export const depositChannelSchema = lazySchema(() =>
  z.object({
    channelId: z.string(),
    type: depositChannelTypeSchema,
    name: z.string(),
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    /** Taken from the amount: the wallet is credited `amount - fee`. */
    fee: feeRuleSchema,
    /** Typical time to credit, in minutes (e.g. 1 to 15). */
    processingMinutes: z.object({ min: minorUnitsSchema, max: minorUnitsSchema }),
    /** Amount buttons, in minor units. */
    presets: z.array(minorUnitsSchema),
    /** Bank transfer only: the account the player pays into. */
    payTo: z.nullable(
      z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
    ),
  }),
);
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** What the player may still deposit under their own limits (null: no limit of that period). */
export const depositAllowanceSchema = lazySchema(() =>
  z.object({
    daily: z.nullable(minorUnitsSchema),
    weekly: z.nullable(minorUnitsSchema),
    monthly: z.nullable(minorUnitsSchema),
  }),
);
export type DepositAllowance = z.infer<typeof depositAllowanceSchema>;

/** GET /wps/member/deposit/channels */
export const depositChannelsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/deposit/channels',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: z.object({
      currency: z.string(),
      channels: z.array(depositChannelSchema),
      allowance: depositAllowanceSchema,
    }),
  }),
);

/**
 * Deposit statuses: `pending` (waiting for the payment), `paid` (the provider reported payment
 * after the order expired: ops review it), `credited` (the wallet got the money), `rejected`
 * (by ops, with a reason), `expired` (not paid in time).
 */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'credited', 'rejected', 'expired'] as const;
export const depositStatusSchema = lazySchema(() => z.enum(DEPOSIT_STATUSES));
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** A deposit order. */
export const depositOrderSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    /** The reference the player quotes (bank transfer remark) and the provider echoes. */
    reference: z.string(),
    channelId: z.string(),
    channelType: depositChannelTypeSchema,
    channelName: z.string(),
    amount: minorUnitsSchema,
    fee: minorUnitsSchema,
    /** What the wallet receives: amount minus fee. */
    creditAmount: minorUnitsSchema,
    status: depositStatusSchema,
    payerName: z.nullable(z.string()),
    /** GET URL of the receipt image (owner only), when one was attached. */
    receiptUrl: z.nullable(z.string()),
    /** QR and e-wallet: the provider's payment page, a path on the platform's origin. */
    payUrl: z.nullable(z.string()),
    payTo: depositChannelSchema.shape.payTo,
    rejectReason: z.nullable(z.string()),
    createdAt: z.number(),
    expiresAt: z.number(),
    paidAt: z.nullable(z.number()),
    creditedAt: z.nullable(z.number()),
  }),
);
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/**
 * POST /wps/member/deposit/orders (Idempotency-Key): opens a deposit order. Bank transfer needs
 * `payerName` and may carry a receipt (an upload id); the amount must be within the channel's
 * min/max and the player's deposit limits (refused 403 `reason: 'depositLimit'` otherwise).
 */
export const createDepositEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/deposit/orders',
    auth: 'token',
    registeredOnly: true,
    idempotent: true,
    request: z.strictObject({
      channelId: text(32).check(z.minLength(1)),
      amount: moneyAmountSchema,
      payerName: z.optional(text(50).check(z.minLength(1))),
      receiptUploadId: z.optional(uploadIdSchema),
    }),
    response: depositOrderSchema,
  }),
);

/** GET /wps/member/deposit/orders: newest first. */
export const depositHistoryEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/deposit/orders',
    auth: 'token',
    registeredOnly: true,
    request: historyQuerySchema(depositStatusSchema),
    response: pageSchema(depositOrderSchema),
  }),
);
