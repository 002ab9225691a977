import type { FastifyInstance } from 'fastify';
import { type PeriodInput, previousPeriod, validatePeriod } from 'shared-contracts';
import {
  agentAnnouncementsEndpoint,
  agentContractInfoEndpoint,
  downlineTransactionsEndpoint,
  lossReportEndpoint,
  registerDownlineEndpoint,
  setDownlineRebateEndpoint,
  teamBetsEndpoint,
  teamMemberEndpoint,
  teamMembersEndpoint,
  teamOverviewEndpoint,
} from 'shared-contracts/agent';
import { z } from 'zod';

import type { Areas } from '../../../compose';
import { okEnvelope } from '../../../http/envelope';
import { parseInput } from '../../../http/parseInput';
import { registerEndpoint } from '../../../http/registerEndpoint';
import { adminGuard } from '../../auth/adminGuard';
import { createHumanCheckGate } from '../../auth/humanCheckGate';
import type { MemberRow } from '../../auth/members';
import { contractFlags } from '../contracts/flags';
import { refusal, requireAgent } from './access';
import type { AgentRow } from './agentTeam';

const agentCreatedQuery = z
  .object({
    agent: z.string().min(1).max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/**
 * Downline creations an agent may try in 10 minutes: the first 3 as they are, then each with a
 * solved human verification, and at most 30 (429 beyond).
 */
export const DOWNLINE_TRIES = { free: 3, max: 30, windowMs: 10 * 60_000 };

/** A report period checked with the shared rules (400 `invalidPeriod`, `periodTooLong`). */
const checkedPeriod = (input: PeriodInput): PeriodInput => {
  const problem = validatePeriod(input);
  if (problem === 'invalidPeriod')
    throw refusal(400, 'invalidPeriod', 'The period must start on or before its last day');
  if (problem === 'periodTooLong')
    throw refusal(400, 'periodTooLong', 'A period can span at most 92 days');
  return { from: input.from, to: input.to };
};

/** The agent centre's team calls (ADR 0012): info, announcements, team and reports. */
export const registerAgentTeamRoutes = (
  app: FastifyInstance,
  { team, agentCreated }: Areas['agent'],
): void => {
  const { platform } = app;
  const { clock } = platform;
  const agentOf = (requireMember: () => MemberRow): AgentRow =>
    team.agentRow(requireAgent(requireMember()));

  registerEndpoint(app, agentContractInfoEndpoint, ({ requireMember }) => {
    const agent = agentOf(requireMember);
    return { ...contractFlags(platform.db, agent.id), info: team.info(agent) };
  });

  registerEndpoint(app, agentAnnouncementsEndpoint, ({ requireMember, language }) => {
    agentOf(requireMember);
    return { items: team.announcements(language, clock.now()) };
  });

  registerEndpoint(app, teamOverviewEndpoint, ({ input, requireMember }) => {
    const agent = agentOf(requireMember);
    const period = checkedPeriod(input);
    return team.reports.overview(agent.id, period, previousPeriod(period));
  });

  // Every try counts (a 409 "taken" too), so probing usernames costs work after a few (ADR 0022).
  const downlineGate = createHumanCheckGate(platform.humanCheck, 'downline', DOWNLINE_TRIES);
  registerEndpoint(
    app,
    registerDownlineEndpoint,
    async ({ input, requireMember, idempotencyKey, ip }) => {
      const agent = agentOf(requireMember);
      const now = clock.now();
      const { humanCheck, ...downline } = input;
      await downlineGate.pass(agent.id, ip, humanCheck, now);
      return team.registerDownline(agent, downline, idempotencyKey, ip, now);
    },
  );

  registerEndpoint(app, teamMembersEndpoint, ({ input, requireMember }) =>
    team.members.list(agentOf(requireMember), input, clock.now()),
  );

  registerEndpoint(app, teamMemberEndpoint, ({ input, requireMember }) =>
    team.members.detail(agentOf(requireMember), input.memberId, clock.now()),
  );

  registerEndpoint(app, setDownlineRebateEndpoint, ({ input, requireMember }) =>
    team.members.setRebate(agentOf(requireMember), input.memberId, input.rebateBp, clock.now()),
  );

  registerEndpoint(app, teamBetsEndpoint, ({ input, requireMember, language }) => {
    const agent = agentOf(requireMember);
    const period = checkedPeriod(input);
    const memberId =
      input.username === undefined
        ? undefined
        : team.access.teamMemberByUsername(agent.id, input.username).id;
    return team.reports.bets(
      agent.id,
      period,
      {
        memberId,
        level: input.level,
        category: input.category,
        vendorCode: input.vendorCode,
      },
      { pageNo: input.pageNo, pageSize: input.pageSize, language },
    );
  });

  registerEndpoint(app, lossReportEndpoint, ({ input, requireMember }) => {
    const agent = agentOf(requireMember);
    const period = checkedPeriod(input);
    const parentId = input.parentId ?? agent.id;
    if (input.parentId !== undefined) team.access.teamMember(agent.id, parentId);
    return {
      breadcrumb: team.access.breadcrumb(agent.id, parentId),
      ...team.reports.loss(parentId, period, {
        sort: input.sort,
        order: input.order,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
      }),
    };
  });

  registerEndpoint(app, downlineTransactionsEndpoint, ({ input, requireMember }) => {
    const agent = agentOf(requireMember);
    const period = checkedPeriod(input);
    return team.members.transactions(agent, { ...input, ...period });
  });

  // Ops (X-Admin-Token): the accounts agents created, flagged, so a farm of downlines shows.
  const adminToken = platform.config.adminToken;
  if (adminToken) {
    app.get(
      '/admin/agent/created-accounts',
      { preHandler: adminGuard(adminToken) },
      async (request) =>
        okEnvelope(agentCreated(parseInput(agentCreatedQuery, request.query ?? {}))),
    );
  }
};
