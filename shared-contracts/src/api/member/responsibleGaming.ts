import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, minorUnitsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * The limits a player sets on themselves. Deposit and loss limits are amounts over rolling
 * windows (24 hours, 7 days, 30 days); `sessionMinutes` caps one login session and
 * `realityCheckMinutes` is how often the site reminds the player how long they have played.
 */
export const RG_LIMIT_KEYS = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'sessionMinutes',
  'realityCheckMinutes',
] as const;
export const rgLimitKeySchema = lazySchema(() => z.enum(RG_LIMIT_KEYS));
export type RgLimitKey = z.infer<typeof rgLimitKeySchema>;

/** A lowered limit applies at once; a raised or removed one only after this delay. */
export const RG_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Time-out: 24 hours to 6 weeks. */
export const RG_TIMEOUT_HOURS = { min: 24, max: 6 * 7 * 24 } as const;
/** Self-exclusion: 6 months to 5 years. */
export const RG_SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/** One limit: what applies now, and a raise or removal waiting for its 24 hours. */
export const rgLimitSchema = lazySchema(() =>
  z.object({
    key: rgLimitKeySchema,
    /** Null: no limit. Amounts in minor units, times in minutes. */
    value: z.nullable(minorUnitsSchema),
    pending: z.nullable(z.object({ value: z.nullable(minorUnitsSchema), effectiveAt: z.number() })),
  }),
);
export type RgLimit = z.infer<typeof rgLimitSchema>;

/** A time-out or self-exclusion in force. */
export const rgExclusionSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['timeout', 'self_exclusion']),
    startsAt: z.number(),
    endsAt: z.number(),
  }),
);
export type RgExclusion = z.infer<typeof rgExclusionSchema>;

/** Sums over the rolling windows. */
export const rgWindowSumsSchema = lazySchema(() =>
  z.object({
    day: minorUnitsSchema,
    week: minorUnitsSchema,
    month: minorUnitsSchema,
  }),
);

export const responsibleGamingSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    limits: z.array(rgLimitSchema),
    /**
     * Credited deposits (their amounts, fees included), by when they were credited. An order
     * still waiting for its payment is not counted here, though it holds its amount against the
     * deposit limits until it is paid or expires (see the deposit channels' `allowance`).
     */
    deposits: rgWindowSumsSchema,
    /** Stakes minus payouts; negative when the player is ahead. */
    losses: rgWindowSumsSchema,
    /** Credited deposits minus withdrawals (not rejected), per window. */
    netDeposits: rgWindowSumsSchema,
    exclusion: z.nullable(rgExclusionSchema),
    /** When the current login session started (for the session limit and reality checks). */
    sessionStartedAt: z.nullable(z.number()),
  }),
);
export type ResponsibleGaming = z.infer<typeof responsibleGamingSchema>;

/** GET /wps/member/responsible-gaming */
export const responsibleGamingEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/responsible-gaming',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: responsibleGamingSchema,
  }),
);

/**
 * PUT /wps/member/responsible-gaming/limits: sets one limit (`value: null` removes it). Lower
 * than the current one: at once. Higher, or removal: pending for 24 hours (a new change replaces
 * the pending one). Minutes are 5 to 1440 (reality checks 5 to 240).
 */
export const setRgLimitEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'PUT',
    path: '/wps/member/responsible-gaming/limits',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      key: rgLimitKeySchema,
      value: z.nullable(minorUnitsSchema.check(z.positive(), z.lte(1_000_000_000_00))),
    }),
    response: responsibleGamingSchema,
  }),
);

/**
 * POST /wps/member/responsible-gaming/exclusion: a time-out (`hours` 24 to 1008) or a
 * self-exclusion (`months` 6 to 60). It cannot be shortened or lifted early; it ends every
 * session of the member at once, and logins are refused (403 with `value.until`) until it ends.
 */
export const rgExclusionEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/responsible-gaming/exclusion',
    auth: 'token',
    registeredOnly: true,
    request: z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('timeout'),
        hours: z.number().check(z.int(), z.gte(RG_TIMEOUT_HOURS.min), z.lte(RG_TIMEOUT_HOURS.max)),
      }),
      z.strictObject({
        kind: z.literal('self_exclusion'),
        months: z
          .number()
          .check(z.int(), z.gte(RG_SELF_EXCLUSION_MONTHS.min), z.lte(RG_SELF_EXCLUSION_MONTHS.max)),
      }),
    ]),
    response: rgExclusionSchema,
  }),
);

/** Why a login or game launch was refused by the player's own limits. */
export const RG_REFUSAL_REASONS = ['timeout', 'selfExcluded', 'lossLimit', 'sessionLimit'] as const;
export const rgRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(RG_REFUSAL_REASONS),
    /** When the refusal ends (exclusions, and rolling-window limits when known). */
    until: z.nullable(z.number()),
  }),
);
export type RgRefusal = z.infer<typeof rgRefusalSchema>;
