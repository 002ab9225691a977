// A CDN-like static server for remote releases: another origin than the shell, versioned
// immutable paths, CORS, no-cache for manifests and entries, long cache for hashed chunks.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;
const NO_CACHE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|release\.json)$/;

/**
 * Starts the CDN server.
 * @param {{ port: number, host?: string, mounts: { prefix: string, root: string }[] }} options
 */
export async function startCdnServer({ port, host = '127.0.0.1', mounts }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    const url = request.url.split('?')[0];
    if (NO_CACHE.test(url)) reply.header('Cache-Control', 'no-cache');
    else if (HASHED.test(url)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  mounts.forEach(({ prefix, root }, index) => {
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: index === 0,
      cacheControl: false,
      etag: true,
    });
  });
  await app.listen({ port, host });
  return app;
}
