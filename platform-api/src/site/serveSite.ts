import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REALTIME_PATH, registryDocumentSchema, siteConfigSchema } from 'shared-contracts';

import { failEnvelope } from '../http/envelope';
import { registerCspReports } from './cspReports';
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

/**
 * Documents the site reads at start: /site-config.json (generated, so one build works against
 * any platform) and /registry.json (read per request, so a rollback needs no restart).
 */
export const registerSiteDocuments = (app: FastifyInstance): void => {
  const { config } = app.platform;
  installSecurityHeaders(app);
  registerCspReports(app);
  const siteConfig = siteConfigSchema.parse({
    apiBaseUrl: '',
    wsPath: REALTIME_PATH,
    registryUrl: '/registry.json',
    payloadSecret: config.payloadSecret,
  });
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

/**
 * Serves the built shell from SITE_DIR; returns the history-mode fallback for not-found GETs.
 * `.map` files are not found unless `serveSourceMaps` (SERVE_SOURCE_MAPS=1) is on.
 */
export const registerSiteFiles = async (
  app: FastifyInstance,
  siteDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply | null> => {
  const { serveSourceMaps } = app.platform.config;
  await app.register(fastifyStatic, {
    allowedPath: (pathname) => serveSourceMaps || !SOURCE_MAP.test(pathname),
    root: siteDir,
    cacheControl: false,
    index: ['index.html'],
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });
  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPlatform = PLATFORM_PREFIXES.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml || isPlatform)
      return null;
    return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
  };
};
