import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  contentSecurityPolicy,
  firebaseSources,
  originsOf,
  registryOrigins,
  sourceList,
} from './contentSecurityPolicy';
import type { PolicyInputs } from './platformDocuments';

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
 * The public origin a request came in through, chosen from the configured list: the request's
 * scheme and Host only select one of those, anything else gets the first. Nothing from the Host
 * header is ever written into an answer (`Host: x; frame-ancestors *` injects nothing).
 */
export const publicOriginOf = (
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  origins: readonly string[],
): string => {
  const claimed = `${request.protocol}://${request.host}`.toLowerCase();
  return origins.find((origin) => origin.toLowerCase() === claimed) ?? origins[0] ?? '';
};

/**
 * Security headers: HSTS, nosniff, a referrer and a permissions policy on every answer; on the
 * site's HTML (any HTML answer without a policy of its own: the platform's pages forwarded from
 * the API bring theirs) the strict CSP, whose remote origins follow the registry and whose chat,
 * domain and Firebase sources come from the API's answers. frameAncestors lists who may embed the
 * site (default nobody), frameOrigins extra frame sources.
 */
export const installSecurityHeaders = (
  app: FastifyInstance,
  {
    registryFile,
    publicOrigins,
    frameOrigins: extraFrames,
    frameAncestors: ancestors,
    policyInputs,
  }: {
    registryFile: string | null;
    publicOrigins: readonly string[];
    frameOrigins: readonly string[];
    frameAncestors: readonly string[];
    policyInputs: () => PolicyInputs;
  },
): void => {
  const remoteOrigins = registryOrigins(registryFile);
  const frameAncestors = sourceList(ancestors.join(' '));
  const extraFrameOrigins = sourceList(extraFrames.join(' '));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const inputs = policyInputs();
      const socket = publicOriginOf(request, publicOrigins).replace(/^http/, 'ws');
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy({
          remoteOrigins: remoteOrigins(),
          frameOrigins: [...new Set([...originsOf(inputs.chatLinks), ...extraFrameOrigins])],
          frameAncestors,
          socketOrigin: socket,
          firebase: firebaseSources(inputs.firebase, inputs.firebaseEmulatorUrl),
          // The site's own origins are 'self' already.
          probeOrigins: originsOf(inputs.domains).filter((o) => !publicOrigins.includes(o)),
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
