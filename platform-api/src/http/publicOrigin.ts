import type { FastifyRequest } from 'fastify';

/**
 * The public origin a request came in through, chosen from the configured list
 * (PUBLIC_ORIGINS): the request's own scheme and Host only select one of those, and anything
 * else gets the first, canonical one. Nothing from the Host header is ever written into an
 * answer, so `Host: x; frame-ancestors *` cannot inject a CSP directive or a game URL.
 */
export const publicOriginOf = (
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  origins: readonly string[],
): string => {
  const claimed = `${request.protocol}://${request.host}`.toLowerCase();
  return origins.find((origin) => origin.toLowerCase() === claimed) ?? origins[0] ?? '';
};

/** ws:// or wss:// of a public origin, for the balance socket. */
export const socketOriginFor = (origin: string): string => origin.replace(/^http/, 'ws');
