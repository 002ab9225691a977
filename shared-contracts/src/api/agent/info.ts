import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, epochMsSchema, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { countSchema, rateBpSchema } from './common';

/*
 * The agent centre's entry calls (ADR 0012): who the agent is and which conditional pages its
 * contracts open, and the agent announcements. Every agent call needs a session (auth 'token')
 * and refuses anyone who is not an agent with 403 `notAgent` ({@link AgentRefusal}).
 */

/** A contract-info flag: 1 when the page of that contract kind shows. */
export const contractFlagSchema = lazySchema(() => z.union([z.literal(0), z.literal(1)]));
export type ContractFlag = z.infer<typeof contractFlagSchema>;

/** Who the agent is and what it may give its downlines. */
export const agentInfoSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    /** The wire's isAgent (SPEC section 6): 1, 2, 41 or 42. */
    memberType: z.number().check(z.int()),
    /** The agent's own rebate (bp). */
    rebateBp: rateBpSchema,
    /** The agent's own commission rate on its team's net loss (bp). */
    commissionBp: rateBpSchema,
    /** The highest rebate the agent may give a downline: its own `rebateBp`. */
    maxRebateBp: rateBpSchema,
    /** Whether the agent may register downlines. */
    canRegister: z.boolean(),
    /** Downlines (depth >= 1) today. */
    teamSize: countSchema,
  }),
);
export type AgentInfo = z.infer<typeof agentInfoSchema>;

/**
 * The consolidated contract info (SPEC section 3). A flag is 1 when the caller has a contract of
 * that kind in any status (from its upline or offered by it), or has a direct sub-agent and holds
 * an approved contract of that kind: `dailysalreqtype` daily wages, `divtypereq` dividends,
 * `contracthoursalreq` hourly salary, `realtimesalreqtype` real-time salary.
 */
export const agentContractInfoSchema = lazySchema(() =>
  z.object({
    dailysalreqtype: contractFlagSchema,
    divtypereq: contractFlagSchema,
    contracthoursalreq: contractFlagSchema,
    realtimesalreqtype: contractFlagSchema,
    info: agentInfoSchema,
  }),
);
export type AgentContractInfo = z.infer<typeof agentContractInfoSchema>;

/** GET /wps/agent/contract-info: the consolidated contract info. 403 `notAgent`. */
export const agentContractInfoEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/contract-info',
    auth: 'token',
    request: emptyRequestSchema,
    response: agentContractInfoSchema,
  }),
);

/** An agent announcement; `html` is sanitised by the site (`shared-ui/safe-html`) before use. */
export const agentAnnouncementSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    html: z.string(),
    publishedAt: epochMsSchema,
  }),
);
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

/** GET /wps/agent/announcements: the agent announcements, newest first. 403 `notAgent`. */
export const agentAnnouncementsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'token',
    request: emptyRequestSchema,
    response: z.object({ items: z.array(agentAnnouncementSchema) }),
  }),
);
