import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { countSchema, nonNegativeMinorSchema } from '../agent/common';
import { epochMsSchema, pageNoSchema, pageSchema, pageSizeSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/*
 * The member centre's referral page (ADR 0013): the caller's invite link and code, the friends
 * who registered with it and the rewards they earned the caller. A friend is someone whose
 * registration carried the caller's code (`referralCode`, read from the register page's query).
 * Money in integer minor units, times in epoch ms.
 */

/** A friend qualifies with at least this many credited deposits ... */
export const REFERRAL_MIN_DEPOSITS = 1;
/** ... and at least this valid turnover (settled stakes, minor units): 100.00. */
export const REFERRAL_MIN_TURNOVER = 10_000;
/** What a qualified friend earns the inviter, once (minor units): 50.00. */
export const REFERRAL_REWARD = 5_000;

/** The query parameter of the register page that carries an invite's code. */
export const REFERRAL_CODE_PARAM = 'referralCode';

/**
 * A friend's state: `pending` (registered, not qualified yet), `qualified` (the reward can be
 * claimed), `rewarded` (the reward was credited).
 */
export const REFERRAL_FRIEND_STATUSES = ['pending', 'qualified', 'rewarded'] as const;
export const referralFriendStatusSchema = lazySchema(() => z.enum(REFERRAL_FRIEND_STATUSES));
export type ReferralFriendStatus = z.infer<typeof referralFriendStatusSchema>;

/** The caller's referral figures. */
export const referralTotalsSchema = lazySchema(() =>
  z.object({
    invited: countSchema,
    qualified: countSchema,
    rewarded: countSchema,
    /** Everything the caller was paid for friends. */
    rewardTotal: nonNegativeMinorSchema,
    /** The rewards of qualified friends not claimed yet. */
    claimableReward: nonNegativeMinorSchema,
  }),
);
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

/** The rules a friend must meet, for the page to explain them. */
export const referralRulesSchema = lazySchema(() =>
  z.object({
    minDeposits: countSchema,
    minTurnover: nonNegativeMinorSchema,
    reward: nonNegativeMinorSchema,
  }),
);
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/**
 * GET /wps/member/referral: the caller's referral code (made on first use, then stable), the
 * invite link (`<site origin>/register?referralCode=<code>`), the rules and the totals.
 */
export const referralEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/referral',
    auth: 'token',
    request: z.strictObject({}),
    response: z.object({
      referralCode: z.string(),
      inviteUrl: z.string(),
      rules: referralRulesSchema,
      totals: referralTotalsSchema,
    }),
  }),
);

/** A friend the caller invited; the username is masked (`de***o`). */
export const referralFriendSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    registeredAt: epochMsSchema,
    qualified: z.boolean(),
    status: referralFriendStatusSchema,
    /** The reward paid for this friend, 0 until then. */
    reward: nonNegativeMinorSchema,
    rewardedAt: z.nullable(epochMsSchema),
  }),
);
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /wps/member/referral/friends: the caller's friends, newest registration first. */
export const referralFriendsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/referral/friends',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(referralFriendStatusSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(referralFriendSchema),
  }),
);

/**
 * POST /wps/member/referral/claim (Idempotency-Key): credits the rewards of every qualified
 * friend not rewarded yet to the main wallet, each friend's once whatever the number of calls.
 * 409 `nothingToClaim` (`value.reason`) when no friend is qualified and unpaid.
 */
export const referralClaimEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/referral/claim',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({}),
    response: z.object({ friends: countSchema, amount: nonNegativeMinorSchema }),
  }),
);

/** Why a referral claim was refused. */
export const REFERRAL_REFUSAL_REASONS = ['nothingToClaim'] as const;
export const referralRefusalSchema = lazySchema(() =>
  z.object({ reason: z.enum(REFERRAL_REFUSAL_REASONS) }),
);
export type ReferralRefusal = z.infer<typeof referralRefusalSchema>;
