import type { FastifyInstance } from 'fastify';
import {
  referralClaimEndpoint,
  referralEndpoint,
  referralFriendsEndpoint,
} from 'shared-contracts/member';

import { publicOriginOf } from '../http/publicOrigin';
import { registerEndpoint } from '../http/registerEndpoint';
import { createReferrals } from '../member/referral';

/** Member centre part 2 (issue 15): the referral page's invite link, friends and rewards. */
export const registerMemberReferralRoutes = (app: FastifyInstance): void => {
  const { db, ledger, clock, config } = app.platform;
  const referrals = createReferrals(db, ledger);

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
