import type { FastifyInstance } from 'fastify';
import {
  referralClaimEndpoint,
  referralEndpoint,
  referralFriendsEndpoint,
} from 'shared-contracts/member';

import type { Areas } from '../../compose';
import { publicOriginOf } from '../../http/publicOrigin';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Member centre part 2 (ADR 0013): the referral page's invite link, friends and rewards. */
export const registerMemberReferralRoutes = (
  app: FastifyInstance,
  referrals: Areas['member']['referrals'],
): void => {
  const { clock, config } = app.platform;

  registerEndpoint(app, referralEndpoint, ({ requireMember, request }) =>
    referrals.overview(
      requireMember().id,
      publicOriginOf(request, config.publicOrigins),
      clock.now(),
    ),
  );

  registerEndpoint(app, referralFriendsEndpoint, ({ input, requireMember }) =>
    referrals.friends(requireMember().id, input.status, input, clock.now()),
  );

  registerEndpoint(app, referralClaimEndpoint, ({ requireMember, idempotencyKey }) =>
    referrals.claim(requireMember().id, idempotencyKey, clock.now()),
  );
};
