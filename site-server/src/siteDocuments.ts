import { readFile } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import { type RegistryDocument, registryDocumentSchema, type SiteConfig } from 'shared-contracts';

import { type Canaries, registryFor, visitorBucket } from './canaries';
import { parseCookies } from './pageKey';

export const NO_CACHE = 'no-cache';

/** The API's error envelope, for the few answers this server makes itself. */
const failure = (message: string) => ({ success: false, value: null, message });

/**
 * Documents the site reads at start: /site-config.json (the API's, as last read: it still
 * answers while the API is briefly away) and /registry.json (the release store's registry file,
 * read per request, so a release or rollback needs no restart; ADR 0019).
 */
export const registerSiteDocuments = (
  app: FastifyInstance,
  {
    siteConfig,
    registryFile,
    canaries = () => ({}),
  }: {
    siteConfig: () => SiteConfig | null;
    registryFile: string | null;
    /** Running canaries: a visitor in one gets its release (ADR 0030). */
    canaries?: () => Canaries;
  },
): void => {
  app.get('/site-config.json', async (_request, reply) => {
    const config = siteConfig();
    if (!config)
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .header('Retry-After', '1')
        .send(failure('Site configuration not read from the API yet'));
    return reply.header('Cache-Control', NO_CACHE).send(config);
  });

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
        .send(failure('Registry document unavailable'));
    }
    const parsed = registryDocumentSchema.safeParse(document);
    if (!parsed.success) {
      request.log.error({ issues: parsed.error.issues, registryFile }, 'registry document invalid');
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send(failure('Registry document invalid'));
    }
    const running = canaries();
    const bucket = visitorBucket(parseCookies(request.headers.cookie), reply, running);
    return reply
      .header('Cache-Control', NO_CACHE)
      .send(registryFor(document as RegistryDocument, running, bucket));
  });
};
