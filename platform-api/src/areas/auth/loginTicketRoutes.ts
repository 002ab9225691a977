import type { FastifyInstance } from 'fastify';
import {
  LOGIN_TICKET_TTL_SECONDS,
  loginTicketEndpoint,
  loginTicketExchangeEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { HttpError, tooManyRequests, unauthorized } from '../../http/httpError';
import { createRateLimiter } from '../../http/rateLimiter';
import { registerEndpoint } from '../../http/registerEndpoint';
import { MEMBER_TYPE } from './memberTypes';
import { PASSWORD_MAX_AGE_MS } from './passwordAge';

/** Ticket exchanges one address may try per minute (tickets are unguessable; this is hygiene). */
export const TICKET_EXCHANGES_PER_MINUTE = 10;
export const TICKET_INVALID_MESSAGE = 'This login link has expired, please log in';
/** Where tickets are minted (no CORS: app.ts). */
export const LOGIN_TICKET_PATH = '/wps/session/ticket';
export const CROSS_ORIGIN_TICKET_MESSAGE = 'Login links cannot be made from another site';

/** Login by URL: issue a login ticket for a session, exchange one for a new session. */
export const registerLoginTicketRoutes = (
  app: FastifyInstance,
  tickets: Areas['auth']['loginTickets'],
): void => {
  const { platform } = app;
  const exchanges = createRateLimiter(TICKET_EXCHANGES_PER_MINUTE, 60_000);

  // Tickets are minted by the operator's servers and apps (no Origin) or the site itself; a page
  // elsewhere minting one with its own session would sign visitors into its account (login CSRF).
  // CORS is closed on this path too (app.ts).
  registerEndpoint(app, loginTicketEndpoint, ({ requireMember, request }) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !platform.config.publicOrigins.includes(origin))
      throw new HttpError(403, CROSS_ORIGIN_TICKET_MESSAGE, { reason: 'crossOrigin' });
    return {
      ticket: tickets.issue(requireMember().id),
      expiresInSeconds: LOGIN_TICKET_TTL_SECONDS,
    };
  });

  registerEndpoint(app, loginTicketExchangeEndpoint, ({ input, ip }) => {
    const wait = exchanges.hit(ip);
    if (wait > 0) throw tooManyRequests(wait);
    const now = Date.now();
    const memberId = tickets.spend(input.ticket, now);
    const member = memberId ? platform.members.findById(memberId) : null;
    if (!member || member.member_type === MEMBER_TYPE.nonMember)
      throw unauthorized(TICKET_INVALID_MESSAGE, { reason: 'ticketInvalid' });
    platform.memberGates.refuseExcluded(member);
    platform.members.recordLogin(member.id, now);
    return {
      token: platform.sessions.create(member.id, now),
      firstTimeLogin: false,
      passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
      username: member.username,
    };
  });
};
