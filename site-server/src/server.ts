import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';

import { forwardingHeaders, registerApiProxy } from './apiProxy';
import type { SiteServerConfig } from './config';
import { registryOrigins } from './contentSecurityPolicy';
import { createPageRenderer } from './pageRenderer';
import { platformDocuments } from './platformDocuments';
import { liveRegistry, remoteFiles } from './remoteHints';
import { remoteReleases } from './remoteReleases';
import { installSecurityHeaders } from './securityHeaders';
import { registerSiteDocuments } from './siteDocuments';
import { registerSiteFiles } from './siteFiles';
import { registerSitePages } from './sitePages';

/**
 * Builds the site server (issue 34): the shell's files, /site-config.json and /registry.json,
 * the server-rendered pages, and every API path forwarded to the API origin. It holds no state
 * of its own: any number of them can run behind a load balancer.
 */
export const buildSiteServer = async (config: SiteServerConfig): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel },
    return503OnClosing: true,
    trustProxy: config.trustedProxies.length ? [...config.trustedProxies] : false,
  });
  const documents = platformDocuments({
    apiOrigin: config.apiOrigin,
    headers: config.renderKey ? { 'x-render-key': config.renderKey } : {},
    log: app.log,
  });
  app.addHook('onClose', async () => documents.stop());
  installSecurityHeaders(app, {
    registryFile: config.registryFile,
    publicOrigins: config.publicOrigins,
    frameOrigins: config.frameOrigins,
    frameAncestors: config.frameAncestors,
    policyInputs: documents.policyInputs,
  });
  // The rendered HTML is compressed per request; built files go out as their build's copies and
  // the API's answers as the API compressed them (an encoded answer is never encoded again).
  await app.register(fastifyCompress, { global: true, globalDecompression: false });
  await registerApiProxy(app, config);
  registerSiteDocuments(app, {
    siteConfig: documents.siteConfig,
    registryFile: config.registryFile,
  });
  await registerSiteFiles(app, config);

  const registry = liveRegistry(config.registryFile);
  const render = config.siteRenderer
    ? createPageRenderer({
        rendererFile: config.siteRenderer,
        siteDir: config.siteDir,
        siteConfig: documents.siteConfig,
        apiOrigin: config.apiOrigin,
        forwardHeaders: (request) =>
          forwardingHeaders({ ip: request.clientIp ?? '', protocol: 'http' }, config.renderKey),
        preconnectOrigins: registryOrigins(config.registryFile),
        registry,
        remoteFiles: remoteFiles(config.registryFile, registry),
        remoteRelease: remoteReleases(config.registryFile),
        log: app.log,
      })
    : null;
  registerSitePages(app, { render, renderLimit: config.renderLimit });
  app.decorate('siteDocuments', documents);
  return app;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's documents as this server last read them (tests wait for the first read). */
    siteDocuments: ReturnType<typeof platformDocuments>;
  }
}
