import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** The global per-address request budget (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS). */
export const installRateLimit = (
  app: FastifyInstance,
  { max, windowMs }: { max: number; windowMs: number },
): void => {
  const limiter = createRateLimiter(max, windowMs);
  app.addHook('onRequest', async (request) => {
    if (!spendsBudget(request)) return;
    const wait = limiter.hit(request.clientAddress);
    if (wait > 0) throw tooManyRequests(wait);
  });
};
