import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVERY_ANSWER_HEADERS, framedByNobody } from 'shared-contracts';

import {
  contentSecurityPolicy,
  firebaseSources,
  originsOf,
  sourceList,
} from './contentSecurityPolicy';
import type { PolicyInputs } from './platformDocuments';

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
    remoteOrigins,
    publicOrigins,
    frameOrigins: extraFrames,
    frameAncestors: ancestors,
    policyInputs,
    inlineScripts = () => [],
  }: {
    /** The registry's remote origins as they stand now. */
    remoteOrigins: () => readonly string[];
    publicOrigins: readonly string[];
    frameOrigins: readonly string[];
    frameAncestors: readonly string[];
    policyInputs: () => PolicyInputs;
    /** The hashes of the server render's inline scripts (none without a server render). */
    inlineScripts?: () => readonly string[];
  },
): void => {
  const frameAncestors = sourceList(ancestors.join(' '));
  const extraFrameOrigins = sourceList(extraFrames.join(' '));
  // The policy is the same for every page until one of its inputs changes: made once for them.
  let last: { key: readonly unknown[]; policy: string } | null = null;
  const policyFor = (socketOrigin: string): string => {
    const inputs = policyInputs();
    const key = [inputs, remoteOrigins(), socketOrigin, inlineScripts()] as const;
    if (last && key.every((input, index) => input === last?.key[index])) return last.policy;
    const policy = contentSecurityPolicy({
      remoteOrigins: key[1],
      frameOrigins: [...new Set([...originsOf(inputs.chatLinks), ...extraFrameOrigins])],
      frameAncestors,
      socketOrigin,
      firebase: firebaseSources(inputs.firebase, inputs.firebaseEmulatorUrl),
      // The site's own origins are 'self' already.
      probeOrigins: originsOf(inputs.domains).filter((o) => !publicOrigins.includes(o)),
      inlineScripts: key[3],
    });
    last = { key, policy };
    return policy;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const socket = publicOriginOf(request, publicOrigins).replace(/^http/, 'ws');
      reply.header('Content-Security-Policy', policyFor(socket));
      reply.header('Cross-Origin-Opener-Policy', OPENER_POLICY);
      if (frameAncestors.length === 0) reply.header('X-Frame-Options', 'DENY');
    } else if (type.startsWith('text/html')) {
      // A page with a policy of its own (games, chat, provider pages) that names no framers is
      // framed by nobody.
      const framed = framedByNobody(String(reply.getHeader('content-security-policy')));
      if (framed) {
        reply.header('Content-Security-Policy', framed);
        reply.header('X-Frame-Options', 'DENY');
      }
    }
    return payload;
  });
};
