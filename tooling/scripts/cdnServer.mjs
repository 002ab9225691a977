// A CDN-like static server for remote releases: another origin than the shell, versioned
// immutable paths (/<remote>/<version>-<buildId>/...), CORS, no-cache for manifests and entries,
// a year's immutable cache for content-hashed chunks. Only release folders are served, never
// a release's server render (`server/`), and source maps (`*.map`) only with
// SERVE_SOURCE_MAPS=1 (the public never reads the sources).
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;
const NO_CACHE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|release\.json)$/;
/** /<remote>/<release id>/<file>: nothing else in the releases directory is public. */
const RELEASE_PATH = /^\/mfe-[a-z0-9-]+\/[0-9A-Za-z.+_-]+\/[^?]+$/;
/** A release's server render (ADR 0017): run by the site's server, never handed out. */
const SERVER_RENDER = /^\/mfe-[a-z0-9-]+\/[^/]+\/server\//i;
/** A source map, however its name is spelt in the URL (case, percent-encoding). */
const SOURCE_MAP = /\.map$/i;

/** Whether SERVE_SOURCE_MAPS turns source maps on (`1` or `true`), as the platform reads it. */
export const sourceMapsFromEnv = (env = process.env) =>
  env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true';

const decoded = (url) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/**
 * Starts the CDN server over a releases directory. `serveSourceMaps` (default: SERVE_SOURCE_MAPS)
 * serves the `.map` files of the releases; without it they are not found.
 * @param {{ port: number, host?: string, root: string, serveSourceMaps?: boolean }} options
 */
export async function startCdnServer({
  port,
  host = '127.0.0.1',
  root,
  serveSourceMaps = sourceMapsFromEnv(),
}) {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (
      !RELEASE_PATH.test(url) ||
      url.includes('..') ||
      /\.staging-/.test(url) ||
      SERVER_RENDER.test(decoded(url)) ||
      (!serveSourceMaps && SOURCE_MAP.test(decoded(url)))
    )
      return reply.code(404).header('Access-Control-Allow-Origin', '*').send();
    return undefined;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    const url = request.url.split('?')[0];
    if (NO_CACHE.test(url)) reply.header('Cache-Control', 'no-cache');
    else if (HASHED.test(url)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // A release holds the build's .br and .gz copies: a file goes out compressed as a CDN sends it.
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    index: false,
  });
  await app.listen({ port, host });
  return app;
}
