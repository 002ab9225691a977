import type { FastifyInstance } from 'fastify';

import type { Areas } from '../../compose';
import { registerDepositRoutes } from './depositRoutes';
import { registerMemberAdminRoutes } from './memberAdminRoutes';
import { registerMemberSecurityRoutes } from './memberSecurityRoutes';
import { registerResponsibleGamingRoutes } from './responsibleGamingRoutes';
import { registerWithdrawalRoutes } from './withdrawalRoutes';

/** Member centre part 1 (ADR 0008): security, deposits, withdrawals, wallets, limits, ops. */
export const registerMemberCentreRoutes = (
  app: FastifyInstance,
  { centre, insertPlayer }: Pick<Areas['member'], 'centre' | 'insertPlayer'>,
): void => {
  // SPEC section 6: the centre's calls are closed to trial accounts (`registeredOnly` on their
  // endpoint definitions, enforced by registerEndpoint).
  registerMemberSecurityRoutes(app, centre);
  registerDepositRoutes(app, centre);
  registerWithdrawalRoutes(app, centre);
  registerResponsibleGamingRoutes(app, centre);
  registerMemberAdminRoutes(app, centre, insertPlayer);
};
