import type { FastifyInstance } from 'fastify';

import { createMemberCentre } from '../member/memberCentre';
import { registerDepositRoutes } from './depositRoutes';
import { registerMemberAdminRoutes } from './memberAdminRoutes';
import { registerMemberSecurityRoutes } from './memberSecurityRoutes';
import { registerResponsibleGamingRoutes } from './responsibleGamingRoutes';
import { registerWithdrawalRoutes } from './withdrawalRoutes';

/** Member centre part 1 (issue 12): security, deposits, withdrawals, wallets, limits, ops. */
export const registerMemberCentreRoutes = (app: FastifyInstance): void => {
  const centre = createMemberCentre(app.platform);
  // SPEC section 6: the centre's calls are closed to trial accounts (`registeredOnly` on their
  // endpoint definitions, enforced by registerEndpoint).
  registerMemberSecurityRoutes(app, centre);
  registerDepositRoutes(app, centre);
  registerWithdrawalRoutes(app, centre);
  registerResponsibleGamingRoutes(app, centre);
  registerMemberAdminRoutes(app, centre);
};
