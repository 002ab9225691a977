import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH, type SiteConfig, siteConfigSchema } from 'shared-contracts';

import { DEMO_INBOX_PATH } from '../auth/devInboxRoutes';

export const NO_CACHE = 'no-cache';

/** The site configuration the browser reads (and the site server's render puts in its URLs). */
export const siteConfigOf = (config: FastifyInstance['platform']['config']): SiteConfig =>
  siteConfigSchema.parse({
    apiBaseUrl: '',
    wsPath: REALTIME_PATH,
    registryUrl: '/registry.json',
    payloadSecret: config.payloadSecret,
    // The local inbox exists in demo mode only: the site links to it from registration and reset.
    demoInbox: config.mode === 'demo' ? DEMO_INBOX_PATH : null,
    fieldDataSample: config.brand.fieldDataSample ?? 0,
  });

/**
 * /site-config.json: generated from this platform's settings, so one build of the site works
 * against any platform. The site server reads it and serves it to browsers (ADR 0027).
 */
export const registerSiteConfig = (app: FastifyInstance): void => {
  const siteConfig = siteConfigOf(app.platform.config);
  app.get('/site-config.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(siteConfig),
  );
};
