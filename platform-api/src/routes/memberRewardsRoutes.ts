import type { FastifyInstance } from 'fastify';
import {
  claimableRewardsEndpoint,
  claimRewardEndpoint,
  memberBonusesEndpoint,
  rewardHistoryEndpoint,
} from 'shared-contracts';

import { registerEndpoint } from '../http/registerEndpoint';
import { createBonuses } from '../member/bonuses';
import { createRewards } from '../member/rewards/rewards';
import { loadRewardSettings } from '../member/rewards/rewardSettings';

/** Member centre part 2 (issue 15): bonus details and the reward centre. */
export const registerMemberRewardsRoutes = (app: FastifyInstance): void => {
  const { db, ledger, clock, config } = app.platform;
  const bonuses = createBonuses(db);
  const rewards = createRewards({ db, ledger, settings: loadRewardSettings(config.brandFile) });

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
