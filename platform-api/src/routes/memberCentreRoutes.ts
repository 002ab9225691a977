import type { FastifyInstance } from 'fastify';

import { MEMBER_TYPE } from '../auth/memberTypes';
import { HttpError } from '../http/httpError';
import { createMemberCentre } from '../member/memberCentre';
import { registerDepositRoutes } from './depositRoutes';
import { registerMemberAdminRoutes } from './memberAdminRoutes';
import { registerMemberSecurityRoutes } from './memberSecurityRoutes';
import { registerResponsibleGamingRoutes } from './responsibleGamingRoutes';
import { registerWithdrawalRoutes } from './withdrawalRoutes';

/** The member centre's own paths: closed to trial (free-play) accounts, as on the site. */
const MEMBER_CENTRE_PREFIXES = [
  '/wps/member/profile',
  '/wps/member/security/',
  '/wps/member/payout-accounts',
  '/wps/member/deposit/',
  '/wps/member/withdrawal',
  '/wps/member/wallets',
  '/wps/member/upline',
  '/wps/member/uploads',
  '/wps/member/responsible-gaming',
];

/** Member centre part 1 (issue 12): security, deposits, withdrawals, wallets, limits, ops. */
export const registerMemberCentreRoutes = (app: FastifyInstance): void => {
  const centre = createMemberCentre(app.platform);
  const { sessions } = app.platform;
  // SPEC section 6: the member centre needs a token and isAgent not 4 (trial accounts play with
  // demo money that must never be withdrawn, transferred or limited).
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!MEMBER_CENTRE_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const member = token ? sessions.resolve(token) : null;
    if (member?.member_type === MEMBER_TYPE.trial)
      throw new HttpError(403, 'Please register an account first', { reason: 'trial' });
  });
  registerMemberSecurityRoutes(app, centre);
  registerDepositRoutes(app, centre);
  registerWithdrawalRoutes(app, centre);
  registerResponsibleGamingRoutes(app, centre);
  registerMemberAdminRoutes(app, centre);
};
