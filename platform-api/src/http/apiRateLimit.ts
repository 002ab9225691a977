import type { FastifyInstance, FastifyRequest } from 'fastify';

import { hashToken } from '../areas/auth/sessions';
import { tooManyRequests } from './httpError';
import { createRateLimiter } from './rateLimiter';

/** Route prefixes the per-address budget covers: the API, admin and the game pages. */
export const LIMITED_PREFIXES = ['/wps/', '/lgw/', '/admin/', '/games/'] as const;

const limited = (path: string) => LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The path as the router sees it: percent-decoded; an undecodable one counts as limited. */
const decodedPath = (url: string): string | null => {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * Whether a request spends the address's budget. Decided by the route the router matched
 * (`routeOptions.url`, e.g. `/wps/system/status` for `/%77ps/system/status`), not by the raw
 * URL; a request no route matched is judged by its decoded path, so a flood of encoded
 * not-found paths is counted too.
 */
export const spendsBudget = (request: Pick<FastifyRequest, 'routeOptions' | 'url'>): boolean => {
  const route = request.routeOptions.url;
  if (route !== undefined) return limited(route);
  const path = decodedPath(request.url);
  return path === null || limited(path);
};

/** The session a request's Bearer token names, hashed, when the platform knows it as live. */
const liveSessionOf = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  if (!token) return null;
  return request.server.platform.sessions.resolve(token) ? hashToken(token) : null;
};

/**
 * The global request budgets: a call made with a live session spends that session's
 * budget (RATE_LIMIT_SESSION_MAX per RATE_LIMIT_WINDOW_MS), wherever it comes from, so players
 * behind one address (a carrier's NAT, an office) do not throttle each other; any other call
 * spends its address's (RATE_LIMIT_MAX). An unknown or ended token counts as no session: a
 * made-up token buys no budget. Beyond either: 429 with Retry-After. The site server's own calls,
 * proven by the render key with no forwarded visitor, spend neither (clientAddress.ts).
 */
export const installRateLimit = (
  app: FastifyInstance,
  { max, sessionMax, windowMs }: { max: number; sessionMax: number; windowMs: number },
): void => {
  const byAddress = createRateLimiter(max, windowMs);
  const bySession = createRateLimiter(sessionMax, windowMs);
  app.addHook('onRequest', async (request) => {
    // The site server's own calls (a guest page rendered once for all guests) are no visitor's.
    if (!spendsBudget(request) || request.fromSiteServer) return;
    const session = liveSessionOf(request);
    const wait = session
      ? bySession.hit(`session:${session}`)
      : byAddress.hit(request.clientAddress);
    if (wait > 0) throw tooManyRequests(wait);
  });
};
