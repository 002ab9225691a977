import type { FastifyInstance } from 'fastify';
import { EVERY_ANSWER_HEADERS, framedByNobody } from 'shared-contracts';

/** What an HTML answer that brought no policy of its own may do: nothing. */
export const FALLBACK_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * Security headers of the platform's answers: HSTS, nosniff, a referrer and a permissions policy
 * on every one. Its own pages (games, chat, the guest desk, the inbox, provider pages) bring a
 * policy of their own; one that names no framers is framed by nobody, and an HTML answer without
 * any policy gets one that allows nothing. The site's pages and their strict CSP are the site
 * server's (site-server/src/securityHeaders.ts, ADR 0027).
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const own = reply.hasHeader('content-security-policy')
      ? String(reply.getHeader('content-security-policy'))
      : FALLBACK_POLICY;
    const framed = framedByNobody(own);
    if (framed) {
      reply.header('Content-Security-Policy', framed);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
};
