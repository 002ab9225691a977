import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { epochMsSchema, idSchema, minorUnitsSchema, pageSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  agentContractKindSchema,
  countSchema,
  daySchema,
  MAX_TIERS,
  memberIdSchema,
  memberRefSchema,
  nonNegativeMinorSchema,
  rateBpSchema,
  salaryKindSchema,
} from './common';
import { reportListRequest } from './reportLists';

/*
 * Contracts, wages and dividends (ADR 0012; P2 implements, F2 uses). Every call: auth 'token',
 * 403 `notAgent`. SPEC section 4: contracts are in process, rejected or approved, and can be
 * accepted, rejected or terminated. At most one `inProcess` or `approved` contract per (agent,
 * kind) is in force at a time; an offer made while one is approved replaces it on acceptance (the
 * old one becomes `terminated`).
 */

/**
 * A tier of a contract: when the team's valid turnover and active members of the period both
 * reach the minimums, the rate applies (the highest such rate: `tierFor`). The schema checks the
 * shape and the count (1..10: otherwise a 400 naming the field); order and ranges are
 * `validateTiers`' (400 `invalidTiers`).
 */
export const tierSchema = lazySchema(() =>
  z.object({
    minValidTurnover: nonNegativeMinorSchema,
    minActiveMembers: countSchema,
    rateBp: z.number().check(z.int()),
  }),
);
export type Tier = z.infer<typeof tierSchema>;
export const tiersSchema = lazySchema(() =>
  z.array(tierSchema).check(z.minLength(1), z.maxLength(MAX_TIERS)),
);

/** Contract statuses. */
export const CONTRACT_STATUSES = ['inProcess', 'approved', 'rejected', 'terminated'] as const;
export const contractStatusSchema = lazySchema(() => z.enum(CONTRACT_STATUSES));
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** Decisions on a contract. */
export const CONTRACT_DECISIONS = ['accept', 'reject', 'terminate'] as const;
export const contractDecisionSchema = lazySchema(() => z.enum(CONTRACT_DECISIONS));
export type ContractDecision = z.infer<typeof contractDecisionSchema>;

/** A contract between an agent and its upline (or the brand). */
export const agentContractSchema = lazySchema(() =>
  z.object({
    contractId: idSchema,
    kind: agentContractKindSchema,
    /** Who offered it; `null`: the brand. */
    upline: z.nullable(memberRefSchema),
    /** Who it was offered to. */
    agent: memberRefSchema,
    tiers: z.array(tierSchema),
    status: contractStatusSchema,
    offeredAt: epochMsSchema,
    /** When accepted or rejected. */
    decidedAt: z.nullable(epochMsSchema),
    terminatedAt: z.nullable(epochMsSchema),
  }),
);
export type AgentContract = z.infer<typeof agentContractSchema>;

/** A direct sub-agent the caller may offer contracts to. */
export const contractSubAgentSchema = lazySchema(() =>
  z.object({
    memberId: memberIdSchema,
    username: z.string(),
    /** It has an `inProcess` or `approved` contract of this kind from the caller. */
    hasActive: z.boolean(),
  }),
);
export type ContractSubAgent = z.infer<typeof contractSubAgentSchema>;

/**
 * GET /wps/agent/contracts: the caller's contracts of `kind`: `mine` offered to it, `offered` by
 * it to its direct sub-agents (both newest first, every status), and its direct sub-agents.
 * 403 `notAgent`.
 */
export const agentContractsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'token',
    request: z.object({ kind: agentContractKindSchema }),
    response: z.object({
      mine: z.array(agentContractSchema),
      offered: z.array(agentContractSchema),
      subAgents: z.array(contractSubAgentSchema),
    }),
  }),
);

/**
 * POST /wps/agent/contracts/offer (idempotent): offers a direct sub-agent a contract of `kind`
 * (status `inProcess`). Refusals: 403 `notAgent`; 404 `notInTeam` (`agentId` not a downline);
 * 403 `notDirect` (not a direct downline, or a player); 409 `noOwnContract` (the caller holds no
 * approved contract of this kind); 400 `invalidTiers` (`validateTiers`); 400 `termsTooHigh`
 * (not `tiersWithin` the caller's approved tiers); 409 `offerPending` (an offer of this kind to
 * this agent is already in process).
 */
export const offerContractEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({
      kind: agentContractKindSchema,
      agentId: memberIdSchema,
      tiers: tiersSchema,
    }),
    response: agentContractSchema,
  }),
);

/**
 * POST /wps/agent/contracts/decide (idempotent): `accept` or `reject` an `inProcess` contract
 * offered to the caller; `terminate` an `approved` one by either party. Accepting terminates the
 * agent's previously approved contract of that kind. Refusals: 403 `notAgent`; 404 `notFound`
 * (no such contract, or the caller is not a party, or the caller is the offerer asking to
 * accept/reject); 409 `wrongStatus` (accept/reject of a contract not `inProcess`, terminate of
 * one not `approved`).
 */
export const decideContractEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/agent/contracts/decide',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({ contractId: idSchema, decision: contractDecisionSchema }),
    response: agentContractSchema,
  }),
);

/** A salary paid (or settled at 0) for one contract and period. */
export const salarySettlementSchema = lazySchema(() =>
  z.object({
    settlementId: idSchema,
    contractId: idSchema,
    /** The period, half-open [periodStart, periodEnd) in epoch ms (`salaryPeriodOf`). */
    periodStart: epochMsSchema,
    periodEnd: epochMsSchema,
    validTurnover: nonNegativeMinorSchema,
    activeMembers: countSchema,
    /** The rate of the tier reached (`tierFor`); 0 when none. */
    rateBp: rateBpSchema,
    /** `wageOf(tiers, stats)`; 0 pays nothing (no ledger movement). */
    amount: nonNegativeMinorSchema,
    /** When it was settled (and paid, if the amount is positive). */
    paidAt: epochMsSchema,
  }),
);
export type SalarySettlement = z.infer<typeof salarySettlementSchema>;

/**
 * GET /wps/agent/contracts/settlements: the caller's salary settlements of a salary `kind`
 * (its own contracts, as the paid agent), newest period first. 403 `notAgent`.
 */
export const salarySettlementsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/contracts/settlements',
    auth: 'token',
    request: reportListRequest({ kind: salaryKindSchema }),
    response: pageSchema(salarySettlementSchema),
  }),
);

/**
 * Dividend period statuses: `open` (not closed yet), `requestable` (closed with an amount > 0,
 * not requested), `inProcess` (requested, ops to decide), `approved` (paid), `rejected` (with a
 * reason). A closed period whose amount is 0 is `approved` with amount 0 at once: nothing to
 * request, no ledger movement (`requestedAt` null, `decidedAt` the period's close).
 */
export const DIVIDEND_STATUSES = [
  'open',
  'requestable',
  'inProcess',
  'approved',
  'rejected',
] as const;
export const dividendStatusSchema = lazySchema(() => z.enum(DIVIDEND_STATUSES));
export type DividendStatus = z.infer<typeof dividendStatusSchema>;

/** A semimonthly dividend period of the caller. */
export const dividendPeriodSchema = lazySchema(() =>
  z.object({
    periodId: idSchema,
    /** Report days, both included (1st-15th or 16th-end of a month). */
    periodStart: daySchema,
    periodEnd: daySchema,
    /** The team's net loss of the period (positive: the house won). */
    netLoss: minorUnitsSchema,
    activeMembers: countSchema,
    /** The negative base carried in from the previous period (<= 0, `withCarryOver`). */
    carriedIn: minorUnitsSchema.check(z.lte(0)),
    /** max(0, netLoss + carriedIn). */
    payableBase: nonNegativeMinorSchema,
    /** The rate of the dividend contract's tier the period's team stats reach; 0 when none. */
    rateBp: rateBpSchema,
    /** floor(payableBase × rateBp / 10 000) (so far, while `open`). */
    amount: nonNegativeMinorSchema,
    status: dividendStatusSchema,
    requestedAt: z.nullable(epochMsSchema),
    decidedAt: z.nullable(epochMsSchema),
    /** Ops' reason of a rejection (or of an approval, when given). */
    reason: z.nullable(z.string()),
  }),
);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;

/**
 * GET /wps/agent/dividends: the caller's dividend contract (the approved one, else the newest;
 * `null` when it has none) and its dividend periods, newest first. 403 `notAgent`.
 */
export const dividendsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/dividends',
    auth: 'token',
    request: reportListRequest({}),
    response: z.object({
      contract: z.nullable(agentContractSchema),
      page: pageSchema(dividendPeriodSchema),
    }),
  }),
);

/**
 * POST /wps/agent/dividends/request (idempotent): requests the dividend of a `requestable`
 * period; answers the period, now `inProcess`. Refusals: 403 `notAgent`; 404 `notFound` (no
 * such period of the caller); 409 `notRequestable` (any other status).
 */
export const requestDividendEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/agent/dividends/request',
    auth: 'token',
    idempotent: true,
    request: z.strictObject({ periodId: idSchema }),
    response: dividendPeriodSchema,
  }),
);

/**
 * The body of the ops call POST /admin/agent/dividends/decide (admin token, platform only, not a
 * site call): approve (credits the ledger once, key `dividend:<periodId>`) or reject an
 * `inProcess` period.
 */
export const adminDividendDecisionSchema = lazySchema(() =>
  z.strictObject({
    periodId: idSchema,
    approve: z.boolean(),
    reason: z.optional(text(500)),
  }),
);
export type AdminDividendDecision = z.infer<typeof adminDividendDecisionSchema>;
