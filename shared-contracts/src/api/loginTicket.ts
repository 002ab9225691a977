import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { emptyRequestSchema } from './common';
import { defineEndpoint } from './endpoint';
import { loginResultSchema } from './session';

/** A login ticket is exchangeable this long after it was issued. */
export const LOGIN_TICKET_TTL_SECONDS = 60;

/** A login ticket: 32 random bytes, base64url. */
export const loginTicketSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be a login ticket')),
);

/** What a logged-in session gets to put in a login URL (`?token=` on the site, SPEC section 4). */
export const loginTicketIssuedSchema = lazySchema(() =>
  z.object({
    ticket: loginTicketSchema,
    expiresInSeconds: z.number().check(z.int(), z.positive()),
  }),
);
export type LoginTicketIssued = z.infer<typeof loginTicketIssuedSchema>;

/**
 * POST /wps/session/ticket: a short-lived, single-use login ticket for the caller's member. An
 * operator's app puts it in a site URL (`?token=`) instead of a session token, which must
 * never travel in a URL (ARCHITECTURE rule 9).
 */
export const loginTicketEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/ticket',
    auth: 'token',
    request: emptyRequestSchema,
    response: loginTicketIssuedSchema,
  }),
);

/**
 * POST /wps/session/ticket/exchange: spends a login ticket and opens a new session of its
 * member. A spent, expired or unknown ticket gets 401 with reason `ticketInvalid`.
 */
export const loginTicketExchangeEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/ticket/exchange',
    auth: 'none',
    request: z.strictObject({ ticket: loginTicketSchema }),
    response: z.extend(loginResultSchema, {
      /** Whose session this is: the site names the account before replacing an open session. */
      username: z.string(),
    }),
  }),
);
