import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import {
  epochMsSchema,
  gameCategorySchema,
  idSchema,
  minorUnitsSchema,
  pageSchema,
  text,
} from '../common';
import { defineEndpoint } from '../endpoint';
import { humanCheckField } from '../humanCheck';
import {
  breadcrumbSchema,
  countSchema,
  daySchema,
  downlineTypeSchema,
  memberIdSchema,
  nonNegativeMinorSchema,
  periodInputSchema,
  queryBooleanSchema,
  rateBpSchema,
  usernameQuerySchema,
} from './common';
import { betTotals, periodReportListRequest, reportListRequest } from './reportLists';

/*
 * The team calls (ADR 0012; P1 implements, F1 uses). The team of an agent is the agent and every
 * member below it; downlines are depth >= 1. Every call: auth 'token', 403 `notAgent` to anyone
 * but an agent, 404 `notInTeam` for a member outside the caller's downlines (also when it does
 * not exist). Periods: 400 `invalidPeriod` (from > to), 400 `periodTooLong` (> 92 days).
 */

/** Figures of the team overview over a period. */
export const teamTotalsSchema = lazySchema(() =>
  z.object({
    /** Downlines registered by the end of the period. */
    teamSize: countSchema,
    newRegistrations: countSchema,
    /** Downlines with at least one bet in the period. */
    activeMembers: countSchema,
    /** Downlines whose first ever deposit falls in the period. */
    firstDeposits: countSchema,
    /** Amount of the deposits completed in the period. */
    deposits: nonNegativeMinorSchema,
    /** Amount of the withdrawals completed in the period. */
    withdrawals: nonNegativeMinorSchema,
    /** Stake of settled bets (cancelled and push bets excluded). */
    validTurnover: nonNegativeMinorSchema,
    /** Players' payout − stake: positive when the players won. */
    winLoss: minorUnitsSchema,
    /** Stake − payout − bonuses of the team: positive when the house won (the net loss). */
    profit: minorUnitsSchema,
  }),
);
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/** One day of the overview's charts. */
export const teamSeriesDaySchema = lazySchema(() =>
  z.object({
    day: daySchema,
    newRegistrations: countSchema,
    activeMembers: countSchema,
    deposits: nonNegativeMinorSchema,
    withdrawals: nonNegativeMinorSchema,
    validTurnover: nonNegativeMinorSchema,
    winLoss: minorUnitsSchema,
  }),
);
export type TeamSeriesDay = z.infer<typeof teamSeriesDaySchema>;

/**
 * GET /wps/agent/team/overview: the downlines' figures over `{ from, to }` and over the period of
 * the same length just before (`previousPeriod(period)`), plus one series entry per day of the
 * period in order, zeros included. 403 `notAgent`; 400 `invalidPeriod`, `periodTooLong`.
 */
export const teamOverviewEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'token',
    request: periodInputSchema,
    response: z.object({
      period: periodInputSchema,
      previousPeriod: periodInputSchema,
      current: teamTotalsSchema,
      previous: teamTotalsSchema,
      series: z.array(teamSeriesDaySchema),
    }),
  }),
);

/**
 * POST /wps/agent/downlines (idempotent): registers a player (member type `agentPlayer`) or a
 * sub-agent (`subAgent`, agent centre on) directly under the caller, with a rebate no higher
 * than the caller's own. Username and password follow the brand's registration rules.
 * Refusals: 403 `notAgent` (also when the agent may not register: `canRegister` false); 400 the
 * registration's field refusals (`{ field, key, params? }`); 400 `rebateTooHigh` (`max`: the
 * caller's rebate); 409 `usernameTaken`.
 */
export const registerDownlineEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/agent/downlines',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({
      username: text(64),
      password: text(128),
      nickname: z.optional(text(64)),
      memberType: downlineTypeSchema,
      rebateBp: rateBpSchema,
      /**
       * A solved human verification (purpose `downline`), asked for (400, reason
       * `humanCheckRequired`) once the agent has made a few tries in a short while.
       */
      humanCheck: humanCheckField(),
    }),
    response: z.object({ memberId: memberIdSchema, username: z.string() }),
  }),
);

/**
 * Account status of a downline: `locked` = it cannot log in; otherwise `active` when it bet in
 * the last 30 days (`ACTIVE_WITHIN_DAYS`) (the list's `active` filter), else `dormant`.
 */
export const TEAM_MEMBER_STATUSES = ['active', 'dormant', 'locked'] as const;
export const teamMemberStatusSchema = lazySchema(() => z.enum(TEAM_MEMBER_STATUSES));
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

/** A downline in the team list. */
export const teamMemberRowSchema = lazySchema(() =>
  z.object({
    memberId: memberIdSchema,
    username: z.string(),
    nickname: z.string(),
    type: downlineTypeSchema,
    /** Depth below the caller: 1 = direct downline. */
    level: z.number().check(z.int(), z.gte(1)),
    /** Its direct downlines. */
    directCount: countSchema,
    /** Its downlines at every depth. */
    teamSize: countSchema,
    balance: minorUnitsSchema,
    lastLoginAt: z.nullable(epochMsSchema),
    status: teamMemberStatusSchema,
    rebateBp: rateBpSchema,
    registeredAt: epochMsSchema,
  }),
);
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

/**
 * GET /wps/agent/team/members: without `username`, the direct downlines of `parentId` (default:
 * the caller); with `username`, the whole team searched by username prefix (case-insensitive).
 * Filters: `type`, `active` (bet in the last 30 days), registered between the report days
 * `registeredFrom` and `registeredTo` (both included). Newest registration first. The breadcrumb
 * runs from the caller down to `parentId`. 403 `notAgent`; 404 `notInTeam` (`parentId`).
 */
export const teamMembersEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/members',
    auth: 'token',
    request: reportListRequest({
      parentId: z.optional(memberIdSchema),
      username: z.optional(usernameQuerySchema),
      type: z.optional(downlineTypeSchema),
      active: z.optional(queryBooleanSchema),
      registeredFrom: z.optional(daySchema),
      registeredTo: z.optional(daySchema),
    }),
    response: z.object({ breadcrumb: breadcrumbSchema, page: pageSchema(teamMemberRowSchema) }),
  }),
);

/** A downline's details: the row plus its upline and figures. */
export const teamMemberDetailSchema = lazySchema(() =>
  z.extend(teamMemberRowSchema, {
    uplineUsername: z.string(),
    /** Deposits completed, all time. */
    deposits: nonNegativeMinorSchema,
    /** Withdrawals completed, all time. */
    withdrawals: nonNegativeMinorSchema,
    /** Valid turnover of its own bets in the last 30 days. */
    validTurnover30d: nonNegativeMinorSchema,
    /** Win/loss of its own bets in the last 30 days (positive: it won). */
    winLoss30d: minorUnitsSchema,
  }),
);
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** GET /wps/agent/team/member: one downline. 403 `notAgent`; 404 `notInTeam`. */
export const teamMemberEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/member',
    auth: 'token',
    request: z.object({ memberId: memberIdSchema }),
    response: teamMemberDetailSchema,
  }),
);

/**
 * POST /wps/agent/team/rebate (idempotent): sets a direct downline's rebate. Refusals: 403
 * `notAgent`; 404 `notInTeam`; 403 `notDirect` (deeper than a direct downline); 400
 * `rebateTooHigh` (`max`: the caller's rebate); 400 `rebateTooLow` (`min`: the highest rebate
 * among the member's own direct downlines).
 */
export const setDownlineRebateEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/agent/team/rebate',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({ memberId: memberIdSchema, rebateBp: rateBpSchema }),
    response: teamMemberRowSchema,
  }),
);

/** A bet of the team. */
export const teamBetSchema = lazySchema(() =>
  z.object({
    betId: idSchema,
    username: z.string(),
    /** Depth below the caller (0: the caller's own bet). */
    level: countSchema,
    gameCode: z.string(),
    gameName: z.string(),
    category: gameCategorySchema,
    vendorCode: z.string(),
    stake: nonNegativeMinorSchema,
    /** The stake when settled, 0 for cancelled and push bets. */
    validTurnover: nonNegativeMinorSchema,
    payout: nonNegativeMinorSchema,
    /** payout − stake (positive: the player won). */
    winLoss: minorUnitsSchema,
    placedAt: epochMsSchema,
  }),
);
export type TeamBet = z.infer<typeof teamBetSchema>;

/** Totals of every bet the filters select (not only the page). */
export const teamBetTotalsSchema = lazySchema(betTotals);
export type TeamBetTotals = z.infer<typeof teamBetTotalsSchema>;

/**
 * GET /wps/agent/team/bets: the team's bets placed in the period, newest first, filtered by
 * exact `username`, `level` (depth below the caller), game `category` and `vendorCode`, with the
 * totals of the whole filtered set. 403 `notAgent`; 404 `notInTeam` (`username`); 400
 * `invalidPeriod`, `periodTooLong`.
 */
export const teamBetsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'token',
    request: periodReportListRequest({
      username: z.optional(usernameQuerySchema),
      level: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100))),
      category: z.optional(gameCategorySchema),
      vendorCode: z.optional(text(32).check(z.minLength(1))),
    }),
    response: z.object({ page: pageSchema(teamBetSchema), totals: teamBetTotalsSchema }),
  }),
);

/** A ledger movement of a downline's account. */
export const downlineTransactionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** The ledger kind (deposit, withdrawal, bet, payout, bonus, transfer, salary, ...). */
    kind: z.string(),
    /** Signed: positive into the account. */
    amount: minorUnitsSchema,
    balanceAfter: minorUnitsSchema,
    createdAt: epochMsSchema,
    note: z.string(),
  }),
);
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;

/**
 * GET /wps/agent/team/member/transactions: a downline's ledger movements in the period (the
 * downline account details page), newest first, optionally of one `kind`. 403 `notAgent`; 404
 * `notInTeam`; 400 `invalidPeriod`, `periodTooLong`.
 */
export const downlineTransactionsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/member/transactions',
    auth: 'token',
    request: periodReportListRequest({
      memberId: memberIdSchema,
      kind: z.optional(text(32).check(z.minLength(1))),
    }),
    response: pageSchema(downlineTransactionSchema),
  }),
);
