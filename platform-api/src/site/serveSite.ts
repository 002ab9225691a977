import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REALTIME_PATH,
  registryDocumentSchema,
  type SiteConfig,
  siteConfigSchema,
} from 'shared-contracts';

import { RENDER_KEY, RENDER_KEY_HEADER } from '../http/clientAddress';
import { failEnvelope } from '../http/envelope';
import type { NotFoundFallback } from '../http/errorHandlers';
import { createRateLimiter } from '../http/rateLimiter';
import { DEMO_INBOX_PATH } from '../routes/devInboxRoutes';
import { registryOrigins } from './contentSecurityPolicy';
import { registerCspReports } from './cspReports';
import { createPageRenderer, type RenderedPage } from './pageRenderer';
import { liveRegistry, remoteFiles } from './remoteHints';
import { remoteReleases } from './remoteReleases';
import { installSecurityHeaders } from './securityHeaders';

/** Paths that belong to the platform, never to the site's history-mode fallback. */
const PLATFORM_PREFIXES = ['/wps', '/lgw', '/assets', '/admin'];
/** Content-hashed file names (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy of a static file by its name. */
export const cacheControlFor = (file: string): string =>
  HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;

/** The site configuration the browser reads (and the server render puts in its URLs). */
export const siteConfigOf = (config: FastifyInstance['platform']['config']): SiteConfig =>
  siteConfigSchema.parse({
    apiBaseUrl: '',
    wsPath: REALTIME_PATH,
    registryUrl: '/registry.json',
    payloadSecret: config.payloadSecret,
    // The local inbox exists in demo mode only: the site links to it from registration and reset.
    demoInbox: config.mode === 'demo' ? DEMO_INBOX_PATH : null,
  });

/**
 * Documents the site reads at start: /site-config.json (generated, so one build works against
 * any platform) and /registry.json (read per request, so a rollback needs no restart).
 */
export const registerSiteDocuments = (app: FastifyInstance): void => {
  const { config } = app.platform;
  installSecurityHeaders(app);
  registerCspReports(app);
  const siteConfig = siteConfigOf(config);
  app.get('/site-config.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(siteConfig),
  );

  const registryFile = config.registryFile;
  if (!registryFile) return;
  app.get('/registry.json', async (request, reply) => {
    let document: unknown;
    try {
      document = JSON.parse(await readFile(registryFile, 'utf8'));
    } catch (error) {
      request.log.error({ err: error, registryFile }, 'registry document unreadable');
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send(failEnvelope('Registry document unavailable'));
    }
    const parsed = registryDocumentSchema.safeParse(document);
    if (!parsed.success) {
      request.log.error({ issues: parsed.error.issues, registryFile }, 'registry document invalid');
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send(failEnvelope('Registry document invalid'));
    }
    return reply.header('Cache-Control', NO_CACHE).send(document);
  });
};

/** Source maps: served only with SERVE_SOURCE_MAPS, so the public never reads the sources. */
const SOURCE_MAP = /\.map$/i;

/** Where the server render reaches this platform's API: its own listening address. */
export const loopbackOrigin = (host: string, port: number): string =>
  `http://${['0.0.0.0', '::', 'localhost', ''].includes(host) ? '127.0.0.1' : host}:${port}`;

/** Sends a page the server rendered, or the redirect it asked for. */
const sendRendered = (
  reply: FastifyReply,
  rendered: Exclude<RenderedPage, { kind: 'clientOnly' }>,
): FastifyReply => {
  reply.header('Cache-Control', NO_CACHE);
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 302);
  // Maintenance: crawlers and monitors come back later instead of indexing the notice.
  if (rendered.status === 503) reply.header('Retry-After', '300');
  return reply.code(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
};

/**
 * Serves the built shell from SITE_DIR; returns the history-mode fallback for not-found GETs.
 * With SITE_RENDERER (issue 19) a page's first HTML is rendered on the server (the frame, in
 * the visitor's theme and language, with the status code of a maintenance, restricted or
 * unknown page); without it, or when the render fails, the client-only index.html goes out.
 * `.map` files are not found unless `serveSourceMaps` (SERVE_SOURCE_MAPS=1) is on.
 */
export const registerSiteFiles = async (
  app: FastifyInstance,
  siteDir: string,
): Promise<NotFoundFallback> => {
  await app.register(fastifyStatic, {
    allowedPath: (pathname) => app.platform.config.serveSourceMaps || !SOURCE_MAP.test(pathname),
    root: siteDir,
    // The build writes .br and .gz copies: handed out as they are, never compressed per request.
    preCompressed: true,
    cacheControl: false,
    // With the server render, `/` goes to it (a redirect to /index) rather than the file.
    index: app.platform.config.siteRenderer ? false : ['index.html'],
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });
  const { config } = app.platform;
  const registry = liveRegistry(config.registryFile);
  const render = config.siteRenderer
    ? createPageRenderer({
        rendererFile: config.siteRenderer,
        siteDir,
        siteConfig: siteConfigOf(config),
        apiOrigin: config.siteRenderApiOrigin ?? loopbackOrigin(config.host, config.port),
        // Calling itself, the render proves it forwards the visitor's address (clientAddress.ts).
        forwardHeaders: config.siteRenderApiOrigin ? {} : { [RENDER_KEY_HEADER]: RENDER_KEY },
        preconnectOrigins: registryOrigins(config.registryFile),
        registry,
        remoteFiles: remoteFiles(config.registryFile, registry),
        remoteRelease: remoteReleases(config.registryFile),
        log: app.log,
      })
    : null;
  const renders = createRateLimiter(config.renderLimit.max, config.renderLimit.windowMs);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Past its render budget an address gets the static page (the same site, hydrated in the
    // browser): a flood of page loads costs file reads, not renders on the API's event loop.
    const overBudget = render !== null && renders.hit(request.clientAddress) > 0;
    if (overBudget) request.log.warn({ address: request.clientAddress }, 'render budget spent');
    const rendered =
      render && !overBudget
        ? await render({
            url: request.url,
            host: request.host,
            cookieHeader: request.headers.cookie,
            clientIp: request.clientAddress,
          })
        : null;
    if (rendered && rendered.kind !== 'clientOnly') return sendRendered(reply, rendered);
    return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
  };
  // `/` renders too (a redirect to /index that keeps the query), not the static file.
  if (render) app.get('/', sendPage);
  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPlatform = PLATFORM_PREFIXES.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml || isPlatform)
      return null;
    return sendPage(request, reply);
  };
};
