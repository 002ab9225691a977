import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header by which the site server (or an in-process caller) proves it is forwarding. */
export const RENDER_KEY_HEADER = 'x-render-key';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's address: the socket's peer, or the address a trusted proxy appended
     * (TRUSTED_PROXIES: the rightmost untrusted entry of X-Forwarded-For), or the visitor's
     * address forwarded by the site server with the shared key (RENDER_KEY). Rate limits and
     * throttles use it.
     */
    clientAddress: string;
    /**
     * The site server itself, for everyone (its documents, the site status, a guest page it
     * renders once for all guests): the render key with no forwarded address. It spends no
     * visitor's budget (ADR 0027).
     */
    fromSiteServer: boolean;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameKey = (given: string, key: Buffer) => {
  const bytes = Buffer.from(given);
  return bytes.length === key.length && timingSafeEqual(bytes, key);
};

/**
 * Sets `request.clientAddress` before anything counts requests. A forwarded address is believed
 * only from a configured proxy (fastify's trustProxy, which takes the rightmost untrusted hop)
 * or from a caller with the render key: the secret shared with the site server (RENDER_KEY,
 * from any peer: the site server may run on another host), else a key made at each start that
 * never leaves the process, believed over loopback only. A client setting X-Forwarded-For
 * without the key chooses nothing.
 */
export const installClientAddress = (app: FastifyInstance, sharedKey: string | null): void => {
  const key = Buffer.from(sharedKey ?? RENDER_KEY);
  app.decorateRequest('clientAddress', '');
  app.decorateRequest('fromSiteServer', false);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.clientAddress = request.ip;
    request.fromSiteServer = false;
    const given = request.headers[RENDER_KEY_HEADER];
    if (typeof given !== 'string') return;
    if (!sharedKey && !LOOPBACK.has(request.socket.remoteAddress ?? '')) return;
    if (!sameKey(given, key)) return;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .pop()
      ?.trim();
    if (forwarded && isIP(forwarded)) request.clientAddress = forwarded;
    else if (!request.headers['x-forwarded-for']) request.fromSiteServer = true;
  });
};

/** The key of the in-process render's calls, new at every start of the process. */
export const RENDER_KEY = randomBytes(24).toString('base64url');
