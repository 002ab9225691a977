import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';

import { forwardingHeaders, registerApiProxy, RENDER_KEY_HEADER } from './apiProxy';
import { canariesFileOf, liveCanaries, registryFor } from './canaries';
import type { SiteServerConfig } from './config';
import { registryOrigins } from './contentSecurityPolicy';
import { createPageCache } from './pageCache';
import { createPageRenderer } from './pageRenderer';
import { platformDocuments } from './platformDocuments';
import { liveRegistry, remoteFiles } from './remoteHints';
import { remoteReleases } from './remoteReleases';
import { installSecurityHeaders } from './securityHeaders';
import { registerSiteDocuments } from './siteDocuments';
import { registerSiteFiles } from './siteFiles';
import { type GuestCache, type PageResult, registerSitePages } from './sitePages';
import { siteStatusReader } from './siteStatus';
import { type StoreFile, storeFile } from './storeFile';

/** The release store's files every page reads: the registry and the canaries beside it. */
interface ReleaseStoreFiles {
  registry: StoreFile;
  canaries: StoreFile;
  close: () => void;
}

const releaseStoreFiles = ({
  registryFile,
  releaseRecheckMs,
}: SiteServerConfig): ReleaseStoreFiles => {
  const registry = storeFile(registryFile, { recheckMs: releaseRecheckMs });
  const canaries = storeFile(registryFile && canariesFileOf(registryFile), {
    recheckMs: releaseRecheckMs,
  });
  return {
    registry,
    canaries,
    close: () => {
      registry.close();
      canaries.close();
    },
  };
};

/** The guest page cache of this server, or null when PAGE_CACHE_TTL_MS is 0. */
const guestCache = (
  config: SiteServerConfig,
  store: ReleaseStoreFiles,
  brandVersion: () => string,
): (GuestCache & { forget: () => void }) | null => {
  const limits = config.pageCache;
  if (limits.ttlMs === 0) return null;
  const cache = createPageCache<PageResult>(limits, (page) =>
    page?.kind === 'page'
      ? (page.parts?.reduce((length, part) => length + part.length, 0) ?? page.html.length)
      : 64,
  );
  const status = siteStatusReader({
    apiOrigin: config.apiOrigin,
    headers: config.renderKey ? { 'x-render-key': config.renderKey } : {},
  });
  return {
    cache,
    cdnCacheControl: `public, s-maxage=${Math.floor(limits.ttlMs / 1000)}, stale-while-revalidate=${Math.floor(limits.staleMs / 1000)}`,
    status: () => status.current(),
    generation: () => `${store.registry().version}|${store.canaries().version}|${brandVersion()}`,
    forget: () => {
      cache.clear();
      status.forget();
    },
  };
};

/**
 * Builds the site server (ADR 0027): the shell's files, /site-config.json and /registry.json,
 * the server-rendered pages, and every API path forwarded to the API origin. It holds no state
 * of its own: any number of them can run behind a load balancer.
 */
export const buildSiteServer = async (config: SiteServerConfig): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Stopping, it finishes what it was asked (a proxy in front retries on another instance).
    return503OnClosing: false,
    trustProxy: config.trustedProxies.length ? [...config.trustedProxies] : false,
  });
  const documents = platformDocuments({
    apiOrigin: config.apiOrigin,
    headers: config.renderKey ? { 'x-render-key': config.renderKey } : {},
    log: app.log,
  });
  app.addHook('onClose', async () => documents.stop());
  const store = releaseStoreFiles(config);
  app.addHook('onClose', async () => store.close());
  const guests = guestCache(config, store, documents.brandVersion);
  const canaries = liveCanaries(store.canaries);
  const registry = liveRegistry(store.registry);
  const remoteOrigins = registryOrigins(store.registry);
  const render = config.siteRenderer
    ? createPageRenderer({
        rendererFile: config.siteRenderer,
        siteDir: config.siteDir,
        siteConfig: documents.siteConfig,
        apiOrigin: config.apiOrigin,
        // A guest's cached page is rendered for everyone: no visitor address goes with it.
        forwardHeaders: (request) =>
          request.clientIp
            ? forwardingHeaders({ ip: request.clientIp, protocol: 'http' }, config.renderKey)
            : config.renderKey
              ? { [RENDER_KEY_HEADER]: config.renderKey }
              : {},
        preconnectOrigins: remoteOrigins,
        registry: (request) => registryFor(registry(), canaries(), request.bucket ?? null),
        remoteFiles: remoteFiles(config.registryFile),
        remoteRelease: remoteReleases(config.registryFile),
        log: app.log,
        answersTtlMs: config.renderAnswersTtlMs,
        checkFrames: config.checkFrames,
        brandVersion: documents.brandVersion,
      })
    : null;
  installSecurityHeaders(app, {
    remoteOrigins,
    publicOrigins: config.publicOrigins,
    frameOrigins: config.frameOrigins,
    frameAncestors: config.frameAncestors,
    policyInputs: documents.policyInputs,
    inlineScripts: () => render?.inlineScriptSources ?? [],
  });
  // The rendered HTML is compressed per request; built files go out as their build's copies and
  // the API's answers as the API compressed them (an encoded answer is never encoded again).
  await app.register(fastifyCompress, { global: true, globalDecompression: false });
  await registerApiProxy(app, config);
  // For a load balancer: up once the API's documents are read (pages can render).
  app.get('/healthz', async (_request, reply) =>
    reply
      .code(documents.siteConfig() ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ ok: documents.siteConfig() !== null }),
  );
  registerSiteDocuments(app, {
    siteConfig: documents.siteConfig,
    registryFile: config.registryFile,
    canaries,
  });
  registerSiteFiles(app, config);

  // Ops changed something through this server (site status, content, free play): its cached
  // pages and answers go at once; other instances' within their time to live.
  app.addHook('onResponse', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (!write || !request.url.startsWith('/admin/') || reply.statusCode >= 400) return;
    guests?.forget();
    render?.forgetAnswers();
  });
  registerSitePages(app, { render, renderLimit: config.renderLimit, guests, canaries });
  app.decorate('siteDocuments', documents);
  return app;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's documents as this server last read them (tests wait for the first read). */
    siteDocuments: ReturnType<typeof platformDocuments>;
  }
}
