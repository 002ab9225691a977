import type { FastifyInstance } from 'fastify';

import { publicOriginOf, socketOriginFor } from '../http/publicOrigin';
import {
  contentSecurityPolicy,
  firebaseSources,
  originsOf,
  registryOrigins,
  sourceList,
} from './contentSecurityPolicy';

/** Two years, subdomains included: the site is only ever served over TLS in production. */
export const HSTS = 'max-age=63072000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Powerful features the site never uses are off for it and every frame it embeds (games, chat):
 * a game page cannot ask for the camera or a payment sheet in the site's name.
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
/**
 * The site's window shares no browsing context group with pages it did not open itself, so a
 * cross-origin opener cannot script it; popups it opens (Firebase sign-in) still report back.
 */
export const OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Live-chat origins the site may frame: the customer-service chat links (type 1) of the brand.
 * Read once at start; FRAME_ORIGINS adds more.
 */
const chatOrigins = (app: FastifyInstance): string[] => {
  try {
    const rows = app.platform.db
      .prepare('SELECT path FROM customer_service_paths WHERE type = 1')
      .all() as { path: string }[];
    return originsOf(rows.map((row) => row.path));
  } catch {
    return [];
  }
};

/** The brand's domains (the domain route), which the site may ask to measure their latency. */
const brandDomainOrigins = (app: FastifyInstance): string[] => {
  try {
    const rows = app.platform.db.prepare('SELECT domain FROM domains').pluck().all() as string[];
    return originsOf(rows);
  } catch {
    return [];
  }
};

/**
 * Security headers: HSTS, nosniff and a referrer policy on every answer; on the site's own HTML
 * (any HTML answer that did not set its own policy, as game pages do) the strict CSP, whose
 * remote origins follow the registry, plus what Firebase sign-in needs when the brand configures
 * it. FRAME_ANCESTORS lists who may embed the site (default nobody), FRAME_ORIGINS extra frame
 * sources.
 */
export const installSecurityHeaders = (app: FastifyInstance, env = process.env): void => {
  const remoteOrigins = registryOrigins(app.platform.config.registryFile);
  const frameOrigins = [...new Set([...chatOrigins(app), ...sourceList(env.FRAME_ORIGINS)])];
  const frameAncestors = sourceList(env.FRAME_ANCESTORS);
  const probeOrigins = brandDomainOrigins(app);
  const { authSettings } = app.platform;
  const { publicOrigins } = app.platform.config;
  const firebase = firebaseSources(authSettings.firebase, authSettings.firebaseEmulatorUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy({
          remoteOrigins: remoteOrigins(),
          frameOrigins,
          frameAncestors,
          socketOrigin: socketOriginFor(publicOriginOf(request, publicOrigins)),
          firebase,
          probeOrigins,
        }),
      );
      reply.header('Cross-Origin-Opener-Policy', OPENER_POLICY);
      if (frameAncestors.length === 0) reply.header('X-Frame-Options', 'DENY');
    } else if (type.startsWith('text/html')) {
      // A page with a policy of its own (games, chat, provider pages) that names no framers is
      // framed by nobody.
      const own = String(reply.getHeader('content-security-policy'));
      if (!/(^|;)\s*frame-ancestors\s/.test(own)) {
        reply.header('Content-Security-Policy', `${own}; frame-ancestors 'none'`);
        reply.header('X-Frame-Options', 'DENY');
      }
    }
    return payload;
  });
};
