import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { idSchema, minorUnitsSchema, text } from '../common';

/*
 * The agent centre's words and numbers (ADR 0012), shared by every agent call and by the pure
 * rules in `../../agent`. Money in integer minor units, rates in integer basis points (1 bp =
 * 0.01 %, so 0.8 % = 80), times in epoch ms, days as `YYYY-MM-DD` of the report day (UTC+08:00).
 */

/** The report day is the calendar day at UTC+08:00: every `YYYY-MM-DD` of the agent calls. */
export const REPORT_UTC_OFFSET_MINUTES = 480;
/** A real-time salary period: a 5-minute window (SPEC section 9: wages settle every 5 minutes). */
export const REALTIME_SALARY_MINUTES = 5;
/** The longest report period, both days included (longer: 400 `periodTooLong`). */
export const MAX_PERIOD_DAYS = 92;
/** "Active" in the team list's filter: bet at least once in this many days. */
export const ACTIVE_WITHIN_DAYS = 30;
/** Basis points of a whole: a rate of 10 000 bp is 100 %. */
export const BP_SCALE = 10_000;
/** Tiers of a contract: 1 to 10. */
export const MAX_TIERS = 10;

/** Kinds of agent contract: three salaries (wages) and the dividend. */
export const AGENT_CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export const agentContractKindSchema = lazySchema(() => z.enum(AGENT_CONTRACT_KINDS));
export type AgentContractKind = z.infer<typeof agentContractKindSchema>;

/** Salary (wage) contract kinds: one report day, one clock hour, one 5-minute window. */
export const SALARY_KINDS = ['daily', 'hourly', 'realtime'] as const;
export const salaryKindSchema = lazySchema(() => z.enum(SALARY_KINDS));
export type SalaryKind = z.infer<typeof salaryKindSchema>;

/** Report periods (SPEC section 3): a day, Monday..Sunday, the 1st-15th / 16th-end, a month. */
export const PERIOD_KINDS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const periodKindSchema = lazySchema(() => z.enum(PERIOD_KINDS));
export type PeriodKind = z.infer<typeof periodKindSchema>;

/** The dividend's period. */
export const DIVIDEND_PERIOD_KIND = 'semimonthly' satisfies PeriodKind;

/** The agent centre's pages every agent sees, in SPEC order (section 2). */
export const ALWAYS_AGENT_PAGES = [
  'announcement',
  'teamOverview',
  'registerDownline',
  'teamManagement',
  'teamBetting',
  'lossStatements',
  'income',
  'downlineDetails',
] as const;

/**
 * The agent centre's pages, in SPEC order (section 2): the eight that always show, then the four
 * that show only when the contract info's flag allows (`agentPages(info)` in `../../agent`).
 */
export const AGENT_PAGES = [
  ...ALWAYS_AGENT_PAGES,
  'dividends',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;
export const agentPageSchema = lazySchema(() => z.enum(AGENT_PAGES));
export type AgentPage = z.infer<typeof agentPageSchema>;
/** The page the centre opens on. */
export const DEFAULT_AGENT_PAGE = 'teamOverview' satisfies AgentPage;

/** Menu item types of the conditional pages (SPEC section 2). */
export const AGENT_PAGE_TYPES = [
  'enableCt',
  'salary',
  'hourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPageType = (typeof AGENT_PAGE_TYPES)[number];

/**
 * A report day `YYYY-MM-DD` (UTC+08:00), a real calendar date (2025-02-29 is refused, 2024-02-29
 * is accepted).
 */
export const daySchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD'),
    z.refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        year >= 1970 &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    }, 'must be a real calendar day'),
  ),
);
export type Day = z.infer<typeof daySchema>;

/**
 * A report period: `from` and `to` report days, both included. The schema checks the days; the
 * platform checks the period with `validatePeriod` (`../../agent`) so that the refusal carries
 * its reason: 400 `invalidPeriod` when `from` > `to`, 400 `periodTooLong` when it spans more
 * than {@link MAX_PERIOD_DAYS} days.
 */
export const periodInputSchema = lazySchema(() => z.object({ from: daySchema, to: daySchema }));
export type PeriodInput = z.infer<typeof periodInputSchema>;

/** A rate in basis points, 0..10 000. */
export const rateBpSchema = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(BP_SCALE)));
/** A count (members, bets). */
export const countSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()));
/** A non-negative amount of minor units. */
export const nonNegativeMinorSchema = lazySchema(() => minorUnitsSchema.check(z.nonnegative()));
/** A member id (members.id). */
export const memberIdSchema = idSchema;
/** A username in a query (prefix search, exact match). */
export const usernameQuerySchema = lazySchema(() => text(64).check(z.minLength(1)));

/**
 * A boolean in a query string: `true`/`false` (the client sends the boolean, the query carries
 * its text). Anything else is refused, so `active=0` is not silently `true`.
 */
export const queryBooleanSchema = lazySchema(() =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])]),
    z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
  ),
);

/** A member named by id and username (breadcrumbs, contract parties). */
export const memberRefSchema = lazySchema(() =>
  z.object({ memberId: memberIdSchema, username: z.string() }),
);
export type MemberRef = z.infer<typeof memberRefSchema>;

/** From the caller down to the listed parent, the caller first. */
export const breadcrumbSchema = lazySchema(() => z.array(memberRefSchema));

/** Player or agent (sub-agent) downline. */
export const DOWNLINE_TYPES = ['player', 'agent'] as const;
export const downlineTypeSchema = lazySchema(() => z.enum(DOWNLINE_TYPES));
export type DownlineType = z.infer<typeof downlineTypeSchema>;

/** Sort order of a sorted list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = lazySchema(() => z.enum(SORT_ORDERS));
export type SortOrder = z.infer<typeof sortOrderSchema>;

/**
 * Why an agent call was refused, in the failure envelope's `value.reason`:
 * - `notAgent` (403): the caller is not an agent (member type 1, 2, 41 or 42 with the agent
 *   centre allowed). Every agent call.
 * - `notInTeam` (404): the member (id or username) is not one of the caller's downlines; the same
 *   answer when it does not exist, so nobody can probe.
 * - `invalidPeriod` (400): a period's `from` is after its `to`.
 * - `periodTooLong` (400): a period spans more than {@link MAX_PERIOD_DAYS} days.
 * - `rebateTooHigh` (400, `max`): a rebate above the caller's own.
 * - `rebateTooLow` (400, `min`): a rebate below the highest of the member's direct downlines.
 * - `usernameTaken` (409, also `field: 'username'`, `key: 'username_taken'` like registration).
 * - `notDirect` (403): the member is in the team but not a direct downline (sub-agent).
 * - `noOwnContract` (409): offering a contract kind the caller holds no approved contract of.
 * - `invalidTiers` (400): the tiers break `validateTiers` (`../../agent`).
 * - `termsTooHigh` (400): the tiers are better than the caller's own (`tiersWithin`).
 * - `offerPending` (409): the sub-agent already has an offer of this kind in process.
 * - `wrongStatus` (409): the contract's status does not allow the decision.
 * - `notFound` (404): no contract with this id of which the caller is a party.
 * - `notRequestable` (409): the dividend period is not `requestable`.
 * - `downlineDailyLimit` (409): the agent created the brand's most accounts in 24 hours
 *   (`limit`); the oldest of them leaving the window makes room.
 * - `downlineThrottled` (429): the downline form was sent too often (`retryAfter` seconds).
 * Field refusals of the downline registration are the registration's (400 `{ field, key,
 * params? }` without a reason).
 */
export const AGENT_REFUSAL_REASONS = [
  'notAgent',
  'notInTeam',
  'invalidPeriod',
  'periodTooLong',
  'rebateTooHigh',
  'rebateTooLow',
  'usernameTaken',
  'notDirect',
  'noOwnContract',
  'invalidTiers',
  'termsTooHigh',
  'offerPending',
  'wrongStatus',
  'notFound',
  'notRequestable',
  'downlineDailyLimit',
  'downlineThrottled',
] as const;
export type AgentRefusalReason = (typeof AGENT_REFUSAL_REASONS)[number];

/** The `value` of a refused agent call. */
export const agentRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(AGENT_REFUSAL_REASONS),
    /** With `rebateTooHigh`: the highest rebate allowed (bp). */
    max: z.optional(rateBpSchema),
    /** With `rebateTooLow`: the lowest rebate allowed (bp). */
    min: z.optional(rateBpSchema),
    /** With `usernameTaken`: `username`, as the registration's field refusals. */
    field: z.optional(z.string()),
    /** With `usernameTaken`: the i18n key `username_taken`, as the registration's. */
    key: z.optional(z.string()),
    /** With `downlineDailyLimit`: the accounts an agent may create in 24 hours. */
    limit: z.optional(z.number().check(z.int(), z.positive())),
    /** With `downlineThrottled`: seconds before the form may be sent again. */
    retryAfter: z.optional(z.number().check(z.int(), z.positive())),
  }),
);
export type AgentRefusal = z.infer<typeof agentRefusalSchema>;
