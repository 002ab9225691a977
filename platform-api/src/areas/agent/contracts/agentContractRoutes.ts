import type { FastifyInstance } from 'fastify';
import { type PeriodInput, validatePeriod } from 'shared-contracts';
import {
  adminDividendDecisionSchema,
  agentContractsEndpoint,
  decideContractEndpoint,
  dividendsEndpoint,
  incomeBreakdownEndpoint,
  incomeReportEndpoint,
  offerContractEndpoint,
  requestDividendEndpoint,
  salarySettlementsEndpoint,
} from 'shared-contracts/agent';

import { okEnvelope } from '../../../http/envelope';
import { parseInput } from '../../../http/parseInput';
import { registerEndpoint } from '../../../http/registerEndpoint';
import { adminGuard } from '../../auth/adminGuard';
import { refusal, requireAgent } from '../team/access';

const checkPeriod = (period: PeriodInput): PeriodInput => {
  const problem = validatePeriod(period);
  if (problem === 'periodTooLong')
    throw refusal(400, 'periodTooLong', 'The period is longer than allowed');
  if (problem) throw refusal(400, 'invalidPeriod', 'The period is not valid');
  return period;
};

/**
 * Contracts, wages, dividends and income of the agent centre (ADR 0012), the ops decision on a
 * requested dividend, and a settlement pass on demand. The settlement scheduler and its catch-up
 * run are the platform's (compose.ts).
 */
export const registerAgentContractRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const { agentContracts: engine, clock } = platform;
  const agent = (requireMember: () => Parameters<typeof requireAgent>[0]) =>
    requireAgent(requireMember());

  registerEndpoint(app, agentContractsEndpoint, ({ input, requireMember }) =>
    engine.contracts.list(agent(requireMember).id, input.kind),
  );

  registerEndpoint(app, offerContractEndpoint, ({ input, requireMember, idempotencyKey }) =>
    engine.contracts.offer(agent(requireMember), input, idempotencyKey, clock.now()),
  );

  registerEndpoint(app, decideContractEndpoint, ({ input, requireMember, idempotencyKey }) =>
    engine.contracts.decide(agent(requireMember), input, idempotencyKey, clock.now()),
  );

  registerEndpoint(app, salarySettlementsEndpoint, ({ input, requireMember }) =>
    engine.contracts.settlements(agent(requireMember).id, input.kind, input.pageNo, input.pageSize),
  );

  registerEndpoint(app, dividendsEndpoint, ({ input, requireMember }) =>
    engine.dividends.list(agent(requireMember).id, input.pageNo, input.pageSize, clock.now()),
  );

  registerEndpoint(app, requestDividendEndpoint, ({ input, requireMember, idempotencyKey }) =>
    engine.dividends.request(agent(requireMember).id, input.periodId, idempotencyKey, clock.now()),
  );

  registerEndpoint(app, incomeReportEndpoint, ({ input, requireMember }) => {
    const me = agent(requireMember);
    return engine.income.report(me.id, input.periodKind, checkPeriod(input));
  });

  registerEndpoint(app, incomeBreakdownEndpoint, ({ input, requireMember }) => {
    const me = agent(requireMember);
    return engine.income.breakdown(me.id, checkPeriod(input));
  });

  const adminToken = platform.config.adminToken;
  if (adminToken) {
    app.post(
      '/admin/agent/dividends/decide',
      { preHandler: adminGuard(adminToken) },
      async (request) => {
        const body = parseInput(adminDividendDecisionSchema, request.body ?? {});
        const decided = engine.dividends.decide(body, clock.now());
        request.log.warn(
          { periodId: body.periodId, approve: body.approve },
          'agent dividend decided by admin',
        );
        return okEnvelope(decided);
      },
    );
    // Ops and e2e: one settlement pass now (the scheduler does the same every few seconds).
    app.post('/admin/agent/settlement/run', { preHandler: adminGuard(adminToken) }, async () =>
      okEnvelope(engine.runDue(clock.now())),
    );
  }
};
