import type { FastifyInstance } from 'fastify';

/** Two years, subdomains included: the site is only ever served over TLS in production. */
export const HSTS = 'max-age=63072000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Powerful features the platform's pages never use are off for them and every frame they embed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');
/** What an HTML answer that brought no policy of its own may do: nothing. */
export const FALLBACK_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * Security headers of the platform's answers: HSTS, nosniff, a referrer and a permissions policy
 * on every one. Its own pages (games, chat, the guest desk, the inbox, provider pages) bring a
 * policy of their own; one that names no framers is framed by nobody, and an HTML answer without
 * any policy gets one that allows nothing. The site's pages and their strict CSP are the site
 * server's (site-server/src/securityHeaders.ts, issue 34).
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const own = reply.hasHeader('content-security-policy')
      ? String(reply.getHeader('content-security-policy'))
      : FALLBACK_POLICY;
    if (!/(^|;)\s*frame-ancestors\s/.test(own)) {
      reply.header('Content-Security-Policy', `${own}; frame-ancestors 'none'`);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
};
