import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { countSchema, nonNegativeMinorSchema } from '../agent/common';
import { epochMsSchema, idSchema, pageNoSchema, pageSchema, pageSizeSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import { turnoverStatusSchema } from './withdrawal';

/*
 * The member centre's bonus details (bonusDetails) and reward centre (rewardCenter), ADR 0013.
 * Every call: auth 'token', the caller's own data only; money in integer minor units, times in
 * epoch ms, days `YYYY-MM-DD` of the report day (UTC+08:00).
 */

/**
 * Why a rewards call was refused, in the failure envelope's `value.reason`:
 * - `notFound` (404): no reward of the caller with this id (the same answer for another
 *   member's, so nobody can probe).
 * - `expired` (409): the reward's claim window has closed.
 * - `notYetAvailable` (409): the reward opens later (`availableFrom`).
 * - `alreadyClaimed` (409): claimed before with another idempotency key (the same key replays
 *   the first answer instead).
 */
export const MEMBER_REWARDS_REFUSAL_REASONS = [
  'notFound',
  'expired',
  'notYetAvailable',
  'alreadyClaimed',
] as const;
export type MemberRewardsRefusalReason = (typeof MEMBER_REWARDS_REFUSAL_REASONS)[number];

/** The `value` of a refused rewards call. */
export const memberRewardsRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(MEMBER_REWARDS_REFUSAL_REASONS),
  }),
);
export type MemberRewardsRefusal = z.infer<typeof memberRewardsRefusalSchema>;

/* ---------------------------------------------------------------- rewards */

/**
 * What a reward is for: `rebate` (a share of a settled day's valid bets), `deposit` (a share of
 * a credited deposit), `birthday` (once in the birthday month), `vipLevelUp` (the club rank rose).
 */
export const REWARD_KINDS = ['rebate', 'deposit', 'birthday', 'vipLevelUp'] as const;
export const rewardKindSchema = lazySchema(() => z.enum(REWARD_KINDS));
export type RewardKind = z.infer<typeof rewardKindSchema>;

/** `claimable` until claimed or until `expiresAt`, then `claimed` or `expired` for good. */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export const rewardStatusSchema = lazySchema(() => z.enum(REWARD_STATUSES));
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/** A reward of the caller. */
export const memberRewardSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    kind: rewardKindSchema,
    /**
     * What it came from: the report day (`2025-03-10`) of a rebate, the deposit order id of a
     * deposit reward, the year of a birthday reward, the rank reached of a VIP level-up.
     */
    source: z.string(),
    /** The valid bets of a rebate's day or a deposit's credited amount; null for the others. */
    basis: z.nullable(nonNegativeMinorSchema),
    /** The rate applied to `basis` in basis points (50 = 0.5 %); null for the others. */
    rateBp: z.nullable(z.number().check(z.int(), z.nonnegative())),
    amount: nonNegativeMinorSchema,
    /** Wagering asked once claimed: `amount` × this. */
    turnoverMultiple: z.number().check(z.int(), z.nonnegative()),
    turnoverRequired: nonNegativeMinorSchema,
    availableFrom: epochMsSchema,
    expiresAt: epochMsSchema,
    status: rewardStatusSchema,
    claimedAt: z.nullable(epochMsSchema),
  }),
);
export type MemberReward = z.infer<typeof memberRewardSchema>;

/**
 * GET /wps/member/rewards/claimable: the rewards the caller can claim now, soonest to expire
 * first, with their sum. Reading it issues what the member's activity has earned since (each
 * source once).
 */
export const claimableRewardsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/rewards/claimable',
    auth: 'token',
    request: z.strictObject({}),
    response: z.object({
      list: z.array(memberRewardSchema),
      count: countSchema,
      totalAmount: nonNegativeMinorSchema,
    }),
  }),
);

/**
 * GET /wps/member/rewards/history: the caller's claimed and expired rewards, newest first (by
 * claim time, or expiry time for expired ones), optionally of one `status`.
 */
export const rewardHistoryEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/rewards/history',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(z.enum(['claimed', 'expired'])),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(memberRewardSchema),
  }),
);

/** What a claim answers: the claimed reward, its bonus and the main wallet's new balance. */
export const claimRewardValueSchema = lazySchema(() =>
  z.object({
    reward: memberRewardSchema,
    /** The bonus the claim recorded (see the bonuses call). */
    bonusId: idSchema,
    /** The main wallet's balance just after the credit. */
    balance: nonNegativeMinorSchema,
  }),
);
export type ClaimRewardValue = z.infer<typeof claimRewardValueSchema>;

/**
 * POST /wps/member/rewards/claim (Idempotency-Key): credits the reward to the main wallet once
 * (one ledger movement keyed by the reward, whatever the number of calls) and adds its turnover
 * to the bonuses withdrawals wait for. The same key replays the first answer. 404 `notFound`,
 * 409 `expired`, `notYetAvailable`, `alreadyClaimed`.
 */
export const claimRewardEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/rewards/claim',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({ rewardId: idSchema }),
    response: claimRewardValueSchema,
  }),
);

/* ---------------------------------------------------------------- bonuses */

/**
 * `active` while its wagering is owed, `completed` once met, `cancelled` by ops (it asks
 * nothing any more).
 */
export const BONUS_STATUSES = ['active', 'completed', 'cancelled'] as const;
/** Bonuses the platform grants by rule: `registration`, the brand's bonus for a new account. */
export const BONUS_SOURCES = ['registration'] as const;
export const bonusSourceSchema = lazySchema(() => z.enum(BONUS_SOURCES));
export type BonusSource = z.infer<typeof bonusSourceSchema>;
export const bonusStatusSchema = lazySchema(() => z.enum(BONUS_STATUSES));
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/**
 * A bonus the caller received. Progress: the stakes settled since the earliest uncancelled
 * bonus, filling the bonuses in grant order (the oldest first); the sums equal what withdrawals
 * enforce.
 */
export const memberBonusSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** As ops named it; rewards' bonuses are named by `rewardKind` on the site. */
    name: text(100),
    /** The kind of the reward it came from; null for bonuses granted by ops. */
    rewardKind: z.nullable(rewardKindSchema),
    /** The rule that granted it (named by it on the site); absent for ops' and rewards' bonuses. */
    source: z.optional(bonusSourceSchema),
    amount: nonNegativeMinorSchema,
    grantedAt: epochMsSchema,
    turnoverRequired: nonNegativeMinorSchema,
    progress: nonNegativeMinorSchema,
    remaining: nonNegativeMinorSchema,
    status: bonusStatusSchema,
  }),
);
export type MemberBonus = z.infer<typeof memberBonusSchema>;

/**
 * GET /wps/member/bonuses: the caller's bonuses, newest first, optionally of one `status`, with
 * the count and amount of all of them and the turnover withdrawals wait for.
 */
export const memberBonusesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/bonuses',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(bonusStatusSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: z.object({
      page: pageSchema(memberBonusSchema),
      totals: z.object({
        bonuses: countSchema,
        amount: nonNegativeMinorSchema,
        turnover: turnoverStatusSchema,
      }),
    }),
  }),
);
