import type { FastifyInstance } from 'fastify';
import {
  missionClaimEndpoint,
  missionLeaderboardEndpoint,
  missionsEndpoint,
  missionsSummaryEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../../compose';
import { registerEndpoint } from '../../../http/registerEndpoint';

/** Member centre part 2 (ADR 0013): missions, their claims, the badge's summary, the leaderboard. */
export const registerMemberMissionsRoutes = (
  app: FastifyInstance,
  missions: Areas['member']['missions'],
): void => {
  const { clock } = app.platform;

  registerEndpoint(app, missionsEndpoint, ({ requireMember }) =>
    missions.progress.list(requireMember().id, clock.now()),
  );

  registerEndpoint(app, missionsSummaryEndpoint, ({ requireMember }) =>
    missions.progress.summary(requireMember().id, clock.now()),
  );

  registerEndpoint(app, missionClaimEndpoint, ({ input, requireMember, idempotencyKey }) =>
    missions.claims.claim(requireMember().id, input, idempotencyKey, clock.now()),
  );

  registerEndpoint(app, missionLeaderboardEndpoint, ({ input, requireMember }) =>
    missions.leaderboard.page(requireMember().id, input.period, input, clock.now()),
  );
};
