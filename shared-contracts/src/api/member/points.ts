import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { countSchema, nonNegativeMinorSchema } from '../agent/common';
import {
  epochMsSchema,
  idSchema,
  pageNoSchema,
  pageSchema,
  pageSizeSchema,
  safeUrlSchema,
  text,
} from '../common';
import { defineEndpoint } from '../endpoint';
import { withdrawalPasswordInputSchema } from './money';

/*
 * The points mall (/pointMall): the points balance and how it is earned, the catalogue
 * of reward items, redemptions and their history, and conversion of points to cash. Points are
 * whole numbers kept apart from money (their own ledger) and never expire; cash is in integer
 * minor units; times in epoch ms. Redeem and convert ask for the withdrawal password (the same
 * check and lock-out as a withdrawal) and an Idempotency-Key.
 */

/** A number of points: a non-negative safe integer. */
export const pointsSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()));

/**
 * Why a points call was refused, in the failure envelope's `value.reason` (a wrong or unset
 * withdrawal password answers the withdrawal's own `withdrawalPasswordWrong` /
 * `withdrawalPasswordUnset`, and too many wrong answers 429):
 * - `itemNotFound` (404): no item with this id, or no redemption of the caller with this id.
 * - `itemUnavailable` (409): the item was withdrawn from the catalogue.
 * - `outOfStock` (409): fewer left than the quantity asked.
 * - `insufficientPoints` (409): the balance is below the points asked.
 * - `deliveryRequired` (400): a physical item needs the delivery name, phone and address.
 * - `quantityTooLarge` (400): above the most one redemption may take (config `maxQuantity`).
 * - `belowMinimum` (400) / `notMultipleOfStep` (400): a conversion below `convert.minPoints` or
 *   not a multiple of `convert.stepPoints`.
 */
export const POINTS_REFUSAL_REASONS = [
  'itemNotFound',
  'itemUnavailable',
  'outOfStock',
  'insufficientPoints',
  'deliveryRequired',
  'quantityTooLarge',
  'belowMinimum',
  'notMultipleOfStep',
] as const;
export type PointsRefusalReason = (typeof POINTS_REFUSAL_REASONS)[number];

/** The `value` of a refused points call. */
export const pointsRefusalSchema = lazySchema(() =>
  z.object({ reason: z.enum(POINTS_REFUSAL_REASONS) }),
);
export type PointsRefusal = z.infer<typeof pointsRefusalSchema>;

/* ---------------------------------------------------------------- config and balance */

/** The brand's points rules. */
export const pointsConfigSchema = lazySchema(() =>
  z.object({
    /** `points` are earned per `perValidBet` minor units of valid bets (settled stakes). */
    earn: z.object({ points: pointsSchema, perValidBet: nonNegativeMinorSchema }),
    /** `points` convert to `cash` minor units (rounded down). */
    exchange: z.object({ points: pointsSchema, cash: nonNegativeMinorSchema }),
    /** A conversion takes at least `minPoints`, in multiples of `stepPoints`. */
    convert: z.object({ minPoints: pointsSchema, stepPoints: pointsSchema }),
    /** Most items one redemption may take. */
    maxQuantity: countSchema,
    /** ISO 4217 code of the cash side. */
    currency: text(8),
    /** Always false: points never expire (SPEC section 9). */
    pointsExpire: z.literal(false),
  }),
);
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

/** GET /wps/member/points/config: the rates, minimums and limits. */
export const pointsConfigEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/config',
    auth: 'none',
    request: z.strictObject({}),
    response: pointsConfigSchema,
  }),
);

/** The caller's points. */
export const pointsBalanceSchema = lazySchema(() =>
  z.object({
    balance: pointsSchema,
    /** Every point ever earned (bets and grants), and every point spent (net of refunds). */
    earnedTotal: pointsSchema,
    spentTotal: pointsSchema,
    /** The last closed report day (`YYYY-MM-DD`, UTC+08:00) whose bets earned points, if any. */
    lastEarnedDay: z.nullable(z.string()),
  }),
);
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/**
 * GET /wps/member/points/balance: the caller's points. Reading it first credits what the closed
 * report days' valid bets have earned since (each day once).
 */
export const pointsBalanceEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/balance',
    auth: 'token',
    request: z.strictObject({}),
    response: pointsBalanceSchema,
  }),
);

/** Why points moved: earned by bets, granted, spent, refunded, converted to cash. */
export const POINTS_ENTRY_KINDS = ['earn', 'grant', 'redeem', 'refund', 'convert'] as const;
export const pointsEntryKindSchema = lazySchema(() => z.enum(POINTS_ENTRY_KINDS));
export type PointsEntryKind = z.infer<typeof pointsEntryKindSchema>;

/** One movement of the caller's points. */
export const pointsEntrySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    kind: pointsEntryKindSchema,
    /** Signed: positive in, negative out. */
    points: z.number().check(z.int()),
    balanceAfter: pointsSchema,
    /** The report day of an `earn`, the redemption or conversion id, or the grant's note. */
    reference: z.nullable(text(200)),
    createdAt: epochMsSchema,
  }),
);
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /wps/member/points/entries: the caller's points movements, newest first. */
export const pointsEntriesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/entries',
    auth: 'token',
    request: z.strictObject({
      kind: z.optional(pointsEntryKindSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(pointsEntrySchema),
  }),
);

/* ---------------------------------------------------------------- catalogue */

/**
 * `cashVoucher` credits its cash value to the main wallet at once, `bonusCredit` credits a bonus
 * with a turnover requirement at once, `physical` is delivered and waits for ops.
 */
export const POINTS_ITEM_KINDS = ['cashVoucher', 'bonusCredit', 'physical'] as const;
export const pointsItemKindSchema = lazySchema(() => z.enum(POINTS_ITEM_KINDS));
export type PointsItemKind = z.infer<typeof pointsItemKindSchema>;

/** The catalogue's categories. */
export const POINTS_ITEM_CATEGORIES = [
  'cash',
  'bonus',
  'electronics',
  'lifestyle',
  'dining',
  'travel',
] as const;
export const pointsItemCategorySchema = lazySchema(() => z.enum(POINTS_ITEM_CATEGORIES));
export type PointsItemCategory = z.infer<typeof pointsItemCategorySchema>;

/** Catalogue orders: most redeemed, cheapest, dearest, newest. */
export const POINTS_ITEM_SORTS = ['popular', 'costAsc', 'costDesc', 'newest'] as const;
export const pointsItemSortSchema = lazySchema(() => z.enum(POINTS_ITEM_SORTS));
export type PointsItemSort = z.infer<typeof pointsItemSortSchema>;

/** A catalogue item, named in the request's language. */
export const pointsItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    kind: pointsItemKindSchema,
    category: pointsItemCategorySchema,
    name: text(120),
    description: text(1000),
    /** Points per unit. */
    cost: pointsSchema,
    /** Cash (minor units) a voucher or bonus credit pays per unit; null for physical items. */
    cashValue: z.nullable(nonNegativeMinorSchema),
    /** Wagering a bonus credit asks once credited: `cashValue` × this; 0 for the others. */
    turnoverMultiple: countSchema,
    /** Units left; null = unlimited. */
    stock: z.nullable(countSchema),
    imageUrl: safeUrlSchema,
    /** Units redeemed so far (the `popular` order). */
    redeemedCount: countSchema,
    createdAt: epochMsSchema,
  }),
);
export type PointsItem = z.infer<typeof pointsItemSchema>;

/**
 * GET /wps/member/points/reward: the catalogue's active items, optionally of one `category`, in
 * `sort` order (default `popular`), with every category that has items.
 */
export const pointsItemsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/reward',
    auth: 'none',
    request: z.strictObject({
      category: z.optional(pointsItemCategorySchema),
      sort: z._default(pointsItemSortSchema, 'popular'),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(60, 12),
    }),
    response: z.object({
      page: pageSchema(pointsItemSchema),
      categories: z.array(z.object({ category: pointsItemCategorySchema, count: countSchema })),
    }),
  }),
);

/** GET /wps/member/points/reward/detail: one active item; 404 `itemNotFound`. */
export const pointsItemDetailEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/reward/detail',
    auth: 'none',
    request: z.strictObject({ itemId: idSchema }),
    response: pointsItemSchema,
  }),
);

/* ---------------------------------------------------------------- redemptions */

/** SPEC section 4: `inProgress` (waiting for ops), `rejected` (points refunded), `approved`. */
export const REDEMPTION_STATUSES = ['inProgress', 'rejected', 'approved'] as const;
export const redemptionStatusSchema = lazySchema(() => z.enum(REDEMPTION_STATUSES));
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

/** Where a physical item goes. */
export const deliveryDetailsSchema = lazySchema(() =>
  z.object({
    name: text(64).check(z.trim(), z.minLength(1)),
    phone: text(32).check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,32}$/, 'must be a phone number')),
    address: text(300).check(z.trim(), z.minLength(5)),
  }),
);
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/** A redemption of the caller. */
export const redemptionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    itemId: idSchema,
    itemKind: pointsItemKindSchema,
    /** The item's name in the request's language. */
    itemName: text(120),
    imageUrl: safeUrlSchema,
    quantity: countSchema,
    points: pointsSchema,
    /** Cash (minor units) credited by a voucher or bonus credit; null for physical items. */
    cashAmount: z.nullable(nonNegativeMinorSchema),
    /** The bonus a bonus credit recorded (see the bonuses call). */
    bonusId: z.nullable(idSchema),
    delivery: z.nullable(deliveryDetailsSchema),
    status: redemptionStatusSchema,
    /** Why ops rejected it, or their note on approval. */
    reason: z.nullable(text(200)),
    createdAt: epochMsSchema,
    decidedAt: z.nullable(epochMsSchema),
  }),
);
export type Redemption = z.infer<typeof redemptionSchema>;

/** What a redemption answers: the redemption, the points left and the main wallet's balance. */
export const redeemValueSchema = lazySchema(() =>
  z.object({
    redemption: redemptionSchema,
    pointsBalance: pointsSchema,
    balance: nonNegativeMinorSchema,
  }),
);
export type RedeemValue = z.infer<typeof redeemValueSchema>;

/**
 * POST /wps/member/points/redeem (Idempotency-Key): checks the withdrawal password, then in one
 * transaction takes the stock, debits the points and records the redemption; a voucher or bonus
 * credit pays at once (approved), a physical item waits for ops (inProgress). The same key
 * replays the first answer; with another request it answers 422. Refusals: see
 * {@link POINTS_REFUSAL_REASONS}; nothing is written.
 */
export const redeemPointsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/points/redeem',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({
      itemId: idSchema,
      quantity: z.number().check(z.int(), z.gte(1), z.lte(100)),
      delivery: z.optional(deliveryDetailsSchema),
      withdrawalPassword: withdrawalPasswordInputSchema,
    }),
    response: redeemValueSchema,
  }),
);

/** GET /wps/member/points/redeem/list: the caller's redemptions, newest first. */
export const redemptionsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/redeem/list',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(redemptionStatusSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(redemptionSchema),
  }),
);

/* ---------------------------------------------------------------- conversion */

/** Points asked for a conversion (the rules' minimum and step are checked by the platform). */
export const convertPointsInputSchema = lazySchema(() =>
  z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000_000)),
);

/** What converting `points` would pay, and whether it is allowed now. */
export const convertPreviewSchema = lazySchema(() =>
  z.object({
    points: pointsSchema,
    cashAmount: nonNegativeMinorSchema,
    pointsBalance: pointsSchema,
    /** Null when the conversion may go ahead; otherwise why not. */
    refusal: z.nullable(z.enum(['belowMinimum', 'notMultipleOfStep', 'insufficientPoints'])),
  }),
);
export type ConvertPreview = z.infer<typeof convertPreviewSchema>;

/** GET /wps/member/points/convert/preview: the cash `points` convert to, nothing written. */
export const convertPreviewEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/convert/preview',
    auth: 'token',
    request: z.strictObject({ points: convertPointsInputSchema }),
    response: convertPreviewSchema,
  }),
);

/** A conversion done. */
export const conversionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    points: pointsSchema,
    cashAmount: nonNegativeMinorSchema,
    createdAt: epochMsSchema,
  }),
);
export type Conversion = z.infer<typeof conversionSchema>;

/**
 * POST /wps/member/points/convert (Idempotency-Key): checks the withdrawal password, then debits
 * the points and credits their cash to the main wallet in one transaction, once per key (the
 * same key replays the first answer; with other points 422). 400 `belowMinimum`,
 * `notMultipleOfStep`; 409 `insufficientPoints`. The balance push follows the credit.
 */
export const convertPointsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/points/convert',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({
      points: z.number().check(z.int(), z.gte(1), z.lte(1_000_000_000)),
      withdrawalPassword: withdrawalPasswordInputSchema,
    }),
    response: z.object({
      conversion: conversionSchema,
      pointsBalance: pointsSchema,
      balance: nonNegativeMinorSchema,
    }),
  }),
);
