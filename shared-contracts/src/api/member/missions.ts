import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { countSchema, daySchema, nonNegativeMinorSchema } from '../agent/common';
import { epochMsSchema, idSchema, pageNoSchema, pageSchema, pageSizeSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { gameTypeSchema } from '../games';

/*
 * The member centre's missions (ADR 0013, page missionLeaderboard): daily and weekly tasks whose
 * progress the platform computes from the member's real activity of the current period, a claim
 * that credits the reward once, the summary behind the missions badge, and the period's
 * leaderboard. Periods are report days at UTC+08:00 (`REPORT_UTC_OFFSET_MINUTES`): a day, or
 * Monday to Sunday (`missionPeriodOf`). Money in integer minor units, times in epoch ms.
 */

/** How often a mission starts again: every report day, or every week (Monday to Sunday). */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const missionPeriodSchema = lazySchema(() => z.enum(MISSION_PERIODS));
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/**
 * What a mission counts in its period: `betAmount` the valid turnover (stakes of settled bets,
 * as the betting record's `validTurnover`), `betCount` the settled bets (both optionally in one
 * game `category`), `depositCount` the credited deposits, `depositAmount` their amounts.
 */
export const MISSION_KINDS = ['betAmount', 'betCount', 'depositCount', 'depositAmount'] as const;
export const missionKindSchema = lazySchema(() => z.enum(MISSION_KINDS));
export type MissionKind = z.infer<typeof missionKindSchema>;

/** The kinds whose target and progress are money (minor units); the others are counts. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['betAmount', 'depositAmount'];

/**
 * A mission's state: `inProgress` (progress below the target), `claimable` (target reached,
 * reward not claimed yet), `claimed`, `expired` (the target was reached in the previous period
 * but the reward was never claimed; it can no longer be).
 */
export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed', 'expired'] as const;
export const missionStatusSchema = lazySchema(() => z.enum(MISSION_STATUSES));
export type MissionStatus = z.infer<typeof missionStatusSchema>;

/** A mission in one period, with the caller's progress. */
export const missionSchema = lazySchema(() =>
  z.object({
    missionId: idSchema,
    period: missionPeriodSchema,
    kind: missionKindSchema,
    /** The game category the bets must be in; null: any game. Always null for deposits. */
    category: z.nullable(gameTypeSchema),
    /** Minor units for money kinds ({@link MONEY_MISSION_KINDS}), else a count. */
    target: z.number().check(z.int(), z.positive()),
    /** The period's figure so far, not capped at the target. */
    progress: z.number().check(z.int(), z.nonnegative()),
    reward: nonNegativeMinorSchema,
    status: missionStatusSchema,
    /** The period's first and last report days. */
    periodStart: daySchema,
    periodEnd: daySchema,
    /** When the period ends (exclusive): the claim is possible until then. */
    endsAt: epochMsSchema,
    claimedAt: z.nullable(epochMsSchema),
  }),
);
export type Mission = z.infer<typeof missionSchema>;

/** What the missions badge shows: the claimable missions of the current periods. */
export const missionsSummarySchema = lazySchema(() =>
  z.object({
    claimable: countSchema,
    /** The rewards of those missions together. */
    claimableReward: nonNegativeMinorSchema,
  }),
);
export type MissionsSummary = z.infer<typeof missionsSummarySchema>;

/**
 * GET /wps/member/missions: the missions of the current daily and weekly periods (daily first,
 * each in the brand's order), then the previous periods' `expired` ones, with the summary.
 */
export const missionsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions',
    auth: 'token',
    request: z.strictObject({}),
    response: z.object({ missions: z.array(missionSchema), summary: missionsSummarySchema }),
  }),
);

/** GET /wps/member/missions/summary: the missions badge's count (SPEC section 7). */
export const missionsSummaryEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions/summary',
    auth: 'token',
    request: z.strictObject({}),
    response: missionsSummarySchema,
  }),
);

/**
 * Why a claim was refused, in the failure envelope's `value.reason`:
 * - `notFound` (404): no active mission with this id.
 * - `notCompleted` (409, with `progress` and `target`): the target is not reached yet.
 * - `alreadyClaimed` (409): the mission's reward of this period was claimed already.
 * - `expired` (409): `periodStart` is not the mission's current period.
 */
export const MISSION_REFUSAL_REASONS = [
  'notFound',
  'notCompleted',
  'alreadyClaimed',
  'expired',
] as const;
export type MissionRefusalReason = (typeof MISSION_REFUSAL_REASONS)[number];
export const missionRefusalSchema = lazySchema(() =>
  z.object({ reason: z.enum(MISSION_REFUSAL_REASONS) }),
);
export type MissionRefusal = z.infer<typeof missionRefusalSchema>;

/** A paid mission reward. */
export const missionClaimSchema = lazySchema(() =>
  z.object({
    missionId: idSchema,
    periodStart: daySchema,
    reward: nonNegativeMinorSchema,
    claimedAt: epochMsSchema,
    /** The ledger transaction that credited the main wallet. */
    transactionId: z.string(),
  }),
);
export type MissionClaim = z.infer<typeof missionClaimSchema>;

/**
 * POST /wps/member/missions/claim (Idempotency-Key): credits the reward of a completed mission
 * of its current period to the main wallet, once per member, mission and period, whatever the
 * number of calls; a retry with the same key answers the first claim again. 404 `notFound`, 409
 * `notCompleted`, `alreadyClaimed`, `expired`.
 */
export const missionClaimEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/missions/claim',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({ missionId: idSchema, periodStart: daySchema }),
    response: missionClaimSchema,
  }),
);

/** A member of the leaderboard: the name masked, ranked by the period's valid turnover. */
export const leaderboardEntrySchema = lazySchema(() =>
  z.object({
    /** 1 = first; members with the same turnover share a rank. */
    rank: z.number().check(z.int(), z.positive()),
    /** Masked (`de***o`) for everyone, the caller included; `isMe` marks the caller. */
    username: z.string(),
    validTurnover: nonNegativeMinorSchema,
    bets: countSchema,
    isMe: z.boolean(),
  }),
);
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * GET /wps/member/missions/leaderboard: the members with settled bets in the current period of
 * `period`, ranked by valid turnover (highest first), a page of them, and the caller's own rank
 * (null without bets in the period).
 */
export const missionLeaderboardEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions/leaderboard',
    auth: 'token',
    request: z.strictObject({
      period: z._default(missionPeriodSchema, 'weekly'),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: z.object({
      periodStart: daySchema,
      periodEnd: daySchema,
      page: pageSchema(leaderboardEntrySchema),
      me: z.object({
        rank: z.nullable(z.number().check(z.int(), z.positive())),
        validTurnover: nonNegativeMinorSchema,
        bets: countSchema,
      }),
    }),
  }),
);
