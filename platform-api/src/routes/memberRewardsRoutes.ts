import type { FastifyInstance } from 'fastify';
import {
  claimableRewardsEndpoint,
  claimRewardEndpoint,
  memberBonusesEndpoint,
  rewardHistoryEndpoint,
} from 'shared-contracts/member';

import { registerEndpoint } from '../http/registerEndpoint';
import { createBonuses } from '../member/bonuses';
import { loadBonusRules } from '../member/bonusRules';
import { createTicker } from '../ticker';

/** How often the scheduler issues the rewards members have earned. */
const REWARDS_TICK_MS = 5 * 60_000;

/**
 * Member centre part 2 (issue 15): bonus details and the reward centre, and the scheduler that
 * issues earned rewards (stopped with the app).
 */
export const registerMemberRewardsRoutes = (app: FastifyInstance): void => {
  const { db, clock, rewards, config } = app.platform;
  const bonuses = createBonuses(db, loadBonusRules(config.brandFile).wagering);

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

  const scheduler = createTicker(() => rewards.issueDue(clock.now()), REWARDS_TICK_MS);
  scheduler.start((error) => app.log.error({ err: error }, 'reward issuing failed'));
  app.addHook('onClose', async () => scheduler.stop());
};
