import type { FastifyInstance } from 'fastify';
import {
  claimableRewardsEndpoint,
  claimRewardEndpoint,
  memberBonusesEndpoint,
  rewardHistoryEndpoint,
} from 'shared-contracts/member';

import type { Areas } from '../../../compose';
import { registerEndpoint } from '../../../http/registerEndpoint';

/**
 * Member centre part 2 (ADR 0013): bonus details and the reward centre. The scheduler that
 * issues earned rewards is the platform's (compose.ts).
 */
export const registerMemberRewardsRoutes = (
  app: FastifyInstance,
  bonuses: Areas['member']['centre']['bonuses'],
): void => {
  const { clock, rewards } = app.platform;

  registerEndpoint(app, memberBonusesEndpoint, ({ input, requireMember }) =>
    bonuses.page(requireMember().id, input.status, input),
  );

  registerEndpoint(app, claimableRewardsEndpoint, ({ requireMember }) =>
    rewards.claimable(requireMember().id, clock.now()),
  );

  registerEndpoint(app, rewardHistoryEndpoint, ({ input, requireMember }) =>
    rewards.history(requireMember().id, input.status, input, clock.now()),
  );

  registerEndpoint(app, claimRewardEndpoint, ({ input, requireMember, idempotencyKey }) =>
    rewards.claim(requireMember().id, input.rewardId, idempotencyKey, clock.now()),
  );
};
