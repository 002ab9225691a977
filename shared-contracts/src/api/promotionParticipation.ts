import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { countSchema, nonNegativeMinorSchema } from './agent/common';
import { epochMsSchema, idSchema, pageNoSchema, pageSchema, pageSizeSchema, text } from './common';
import { defineEndpoint } from './endpoint';
import { IMAGE_CONTENT_TYPES, uploadIdSchema, uploadResultSchema } from './member/money';

/*
 * Promotion participation: what a member can do with a promotion (join, claim an
 * instant bonus, apply for a bonus ops review, claim a raffle ticket), next to the promotion
 * list and detail calls whose answers stay as they are. Money in integer minor units, times in
 * epoch ms. A member only ever reads and acts on their own participation.
 */

/** Longest application comment (SPEC sections 5 and 9). */
export const MAX_APPLICATION_COMMENT = 140;
/** Most images one application carries (SPEC sections 5 and 9). */
export const MAX_APPLICATION_IMAGES = 3;

/**
 * How a member takes part: `join` (sign up, nothing is paid), `claim` (an instant bonus),
 * `apply` (an application with a comment and images that ops approve or reject), `raffle` (a
 * ticket; the draw at `drawAt` pays the winners).
 */
export const PARTICIPATION_KINDS = ['join', 'claim', 'apply', 'raffle'] as const;
export const participationKindSchema = lazySchema(() => z.enum(PARTICIPATION_KINDS));
export type ParticipationKind = z.infer<typeof participationKindSchema>;

/**
 * The activity status of SPEC section 4, as one value per promotion and member:
 * - `comingSoon`: the participation period has not started.
 * - `join` / `claim` / `apply`: the action the member may take now (a raffle's `claim` takes a
 *   ticket). A guest sees the action with `loginRequired`.
 * - `joined`: signed up to a `join` promotion.
 * - `claimed`: the bonus was claimed, or the raffle ticket taken (the draw is still to come).
 * - `processing`: an application waits for ops.
 * - `issued`: an application was approved and its bonus paid, or the raffle ticket won.
 * - `rejected`: ops rejected the application (`application.reason` says why).
 * - `notEligible`: the rules keep this member out (`ineligibleBecause` says which rule).
 * - `closed`: the period is over without the member taking part, or the raffle was drawn and
 *   the member's ticket did not win.
 */
export const PARTICIPATION_STATUSES = [
  'comingSoon',
  'join',
  'joined',
  'claim',
  'claimed',
  'apply',
  'processing',
  'issued',
  'rejected',
  'notEligible',
  'closed',
] as const;
export const participationStatusSchema = lazySchema(() => z.enum(PARTICIPATION_STATUSES));
export type ParticipationStatus = z.infer<typeof participationStatusSchema>;

/**
 * Which eligibility rule keeps a member out; `verifyContact`: a new-player promotion that pays
 * needs a verified phone or email first (the member centre's security page verifies one).
 */
export const INELIGIBILITY_REASONS = ['newPlayersOnly', 'minDeposit', 'verifyContact'] as const;
export const ineligibilityReasonSchema = lazySchema(() => z.enum(INELIGIBILITY_REASONS));
export type IneligibilityReason = z.infer<typeof ineligibilityReasonSchema>;

/**
 * The rules the site states next to the action. The bonus is `bonusAmount` plus `bonusRateBp`
 * (basis points) of the member's credited deposits within the period, at most `bonusCap`
 * (null: no cap); it asks `turnoverMultiple` × the bonus in wagering before money may leave.
 */
export const participationRulesSchema = lazySchema(() =>
  z.object({
    startsAt: epochMsSchema,
    endsAt: epochMsSchema,
    /** Only members registered within `newPlayerDays` days may take part. */
    newPlayersOnly: z.boolean(),
    newPlayerDays: countSchema,
    /** Credited deposits within the period needed to take part (0: none). */
    minDeposit: nonNegativeMinorSchema,
    bonusAmount: nonNegativeMinorSchema,
    bonusRateBp: countSchema,
    bonusCap: z.nullable(nonNegativeMinorSchema),
    turnoverMultiple: countSchema,
    /** Raffles only: when the draw runs, the prize of each winner and how many win. */
    drawAt: z.nullable(epochMsSchema),
    prizeAmount: z.nullable(nonNegativeMinorSchema),
    winners: z.nullable(countSchema),
  }),
);
export type ParticipationRules = z.infer<typeof participationRulesSchema>;

/** `pending` until ops decide; `approved` pays the bonus once; `rejected` carries a reason. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = lazySchema(() => z.enum(APPLICATION_STATUSES));
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** One of the caller's promotion applications. */
export const promotionApplicationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    promotionId: idSchema,
    /** The promotion's title in the asked language. */
    promotionTitle: z.string(),
    comment: text(MAX_APPLICATION_COMMENT),
    /** Where the caller fetches each image back (its owner and ops only). */
    imageUrls: z.array(z.string()),
    status: applicationStatusSchema,
    /** Why ops rejected it; null otherwise. */
    reason: z.nullable(z.string()),
    /** The bonus paid on approval and the wagering it asks; null until approved. */
    bonusAmount: z.nullable(nonNegativeMinorSchema),
    turnoverRequired: z.nullable(nonNegativeMinorSchema),
    submittedAt: epochMsSchema,
    decidedAt: z.nullable(epochMsSchema),
  }),
);
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

/** The caller's standing with one promotion (a guest's shows the action with `loginRequired`). */
export const promotionParticipationSchema = lazySchema(() =>
  z.object({
    promotionId: idSchema,
    kind: participationKindSchema,
    status: participationStatusSchema,
    /** True for a guest: the action needs a login first. */
    loginRequired: z.boolean(),
    rules: participationRulesSchema,
    ineligibleBecause: z.nullable(ineligibilityReasonSchema),
    /** The bonus the member received here (claim, approved application, raffle prize). */
    bonus: z.nullable(
      z.object({ amount: nonNegativeMinorSchema, turnoverRequired: nonNegativeMinorSchema }),
    ),
    application: z.nullable(promotionApplicationSchema),
    /** A raffle's ticket number, once claimed. */
    ticketNo: z.nullable(z.number().check(z.int(), z.positive())),
    /** When the raffle was drawn; null before the draw and for other kinds. */
    drawnAt: z.nullable(epochMsSchema),
  }),
);
export type PromotionParticipation = z.infer<typeof promotionParticipationSchema>;

/**
 * Why a participation call was refused, in the failure envelope's `value.reason`:
 * - `notFound` (404): no participation for this promotion.
 * - `wrongKind` (409): the promotion takes part another way (e.g. claim on an `apply` one).
 * - `comingSoon` / `closed` (409): outside the participation period.
 * - `notEligible` (409): an eligibility rule keeps the member out (`ineligibleBecause`).
 * - `alreadyClaimed` (409): claimed before with another idempotency key (the same key replays).
 * - `alreadyApplied` (409): the member has an application for this promotion already.
 * - `claimedElsewhere` (409): a new-player promotion this person (verified contact), device or
 *   payout account already took on another account.
 * - `commentTooLong` (400): the comment is over {@link MAX_APPLICATION_COMMENT} characters.
 * - `tooMany` (400): more than {@link MAX_APPLICATION_IMAGES} images.
 * - `tooLarge` (400): an image is over 5 MB (SPEC section 8: "images over 5MB ... rejected").
 * - `badType` (400): an image's content is not PNG or JPEG, whatever its name or type says.
 * - `badImage` (400): an image id that is not the caller's, unknown or used before.
 */
export const PARTICIPATION_REFUSAL_REASONS = [
  'notFound',
  'wrongKind',
  'comingSoon',
  'closed',
  'notEligible',
  'alreadyClaimed',
  'alreadyApplied',
  'claimedElsewhere',
  'commentTooLong',
  'tooMany',
  'tooLarge',
  'badType',
  'badImage',
] as const;
export type ParticipationRefusalReason = (typeof PARTICIPATION_REFUSAL_REASONS)[number];

/** The `value` of a refused participation call. */
export const participationRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(PARTICIPATION_REFUSAL_REASONS),
    ineligibleBecause: z.optional(ineligibilityReasonSchema),
  }),
);
export type ParticipationRefusal = z.infer<typeof participationRefusalSchema>;

const promotionIdInput = lazySchema(() => z.strictObject({ promotionId: idSchema }));

/**
 * GET /wps/promotions/participation?ids=a,b,c: the caller's standing with each listed promotion
 * that has a participation (others are left out), in the order asked; at most 50 ids. Works for
 * guests (each action with `loginRequired`).
 */
export const promotionParticipationListEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/participation',
    auth: 'optional',
    request: z.strictObject({
      ids: z
        .string()
        .check(
          z.regex(/^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64}){0,49}$/, 'must be 1 to 50 ids'),
        ),
    }),
    response: z.object({ list: z.array(promotionParticipationSchema) }),
  }),
);

/** GET /wps/promotions/participation/detail?promotionId=: one promotion; 404 `notFound`. */
export const promotionParticipationEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/participation/detail',
    auth: 'optional',
    request: promotionIdInput,
    response: promotionParticipationSchema,
  }),
);

/** POST /wps/promotions/join: signs up to a `join` promotion (again: the same answer). */
export const joinPromotionEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/promotions/join',
    auth: 'token',
    request: promotionIdInput,
    response: promotionParticipationSchema,
  }),
);

/** What a bonus claim or a raffle ticket answers. */
export const claimPromotionValueSchema = lazySchema(() =>
  z.object({
    participation: promotionParticipationSchema,
    /** The main wallet's balance after the call (unchanged by a raffle ticket). */
    balance: nonNegativeMinorSchema,
  }),
);
export type ClaimPromotionValue = z.infer<typeof claimPromotionValueSchema>;

/**
 * POST /wps/promotions/claim (Idempotency-Key): credits a `claim` promotion's bonus to the main
 * wallet once (one ledger movement keyed by promotion and member) and adds its turnover to the
 * bonuses withdrawals wait for. The same key replays the answer; another key is refused with
 * 409 `alreadyClaimed`.
 */
export const claimPromotionEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/promotions/claim',
    auth: 'token',
    idempotent: true,
    request: promotionIdInput,
    response: claimPromotionValueSchema,
  }),
);

/**
 * POST /wps/promotions/raffle/claim (Idempotency-Key), SPEC's "claim raffle promotion": takes
 * the caller's one ticket of a raffle. The same key replays the answer; another key is refused
 * with 409 `alreadyClaimed`.
 */
export const claimRaffleTicketEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/promotions/raffle/claim',
    auth: 'token',
    idempotent: true,
    request: promotionIdInput,
    response: claimPromotionValueSchema,
  }),
);

/** One raffle winner; the username is masked (`de***o`). */
export const raffleWinnerSchema = lazySchema(() =>
  z.object({
    rank: z.number().check(z.int(), z.positive()),
    username: z.string(),
    ticketNo: z.number().check(z.int(), z.positive()),
    amount: nonNegativeMinorSchema,
  }),
);
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/** GET /wps/promotions/raffle/winners: the winners once drawn (`drawnAt` null before). */
export const raffleWinnersEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/raffle/winners',
    auth: 'optional',
    request: promotionIdInput,
    response: z.object({
      drawAt: epochMsSchema,
      drawnAt: z.nullable(epochMsSchema),
      tickets: countSchema,
      winners: z.array(raffleWinnerSchema),
    }),
  }),
);

/**
 * POST {@link APPLICATION_IMAGES_PATH} takes one image's raw bytes as the body (Content-Type
 * image/png, image/jpeg or application/octet-stream) with a Bearer token and answers the
 * upload result. The type is read from the bytes, never the name: 400 `badType` for anything
 * but PNG or JPEG, 400 `tooLarge` over 5 MB; a refused image stores nothing.
 */
export const APPLICATION_IMAGES_PATH = '/wps/promotions/applications/images';
export const APPLICATION_IMAGE_TYPES = IMAGE_CONTENT_TYPES;

/** A browser file or blob (the image call's body). */
const blobSchema = lazySchema(() =>
  z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file'),
);

/** POST {@link APPLICATION_IMAGES_PATH} as the client sends it. */
export const uploadApplicationImageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: APPLICATION_IMAGES_PATH,
    auth: 'token',
    body: 'binary',
    request: blobSchema,
    response: uploadResultSchema,
  }),
);

/**
 * POST /wps/promotions/apply: an application to an `apply` promotion with a comment (at most
 * {@link MAX_APPLICATION_COMMENT} characters) and up to {@link MAX_APPLICATION_IMAGES} images
 * uploaded first. The platform, not only the form, refuses `commentTooLong` and `tooMany`
 * (400), so the bounds here are loose on purpose: the refusal names the rule.
 */
export const applyPromotionEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/promotions/apply',
    auth: 'token',
    request: z.strictObject({
      promotionId: idSchema,
      comment: z._default(text(10_000), ''),
      imageIds: z._default(z.array(uploadIdSchema).check(z.maxLength(20)), []),
    }),
    response: promotionApplicationSchema,
  }),
);

/** GET /wps/promotions/applications: the caller's applications, newest first. */
export const promotionApplicationsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/applications',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(applicationStatusSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(promotionApplicationSchema),
  }),
);
