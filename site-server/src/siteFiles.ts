import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed file names (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;
/** Source maps: served only with SERVE_SOURCE_MAPS, so the public never reads the sources. */
const SOURCE_MAP = /\.map$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy of a static file by its name. */
export const cacheControlFor = (file: string): string =>
  HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : 'no-cache';

/**
 * Serves the built shell from `siteDir` with its cache headers and the build's precompressed
 * copies (ADR 0019: brotli, else gzip, else the file; nothing compressed per request). `/` is
 * never the file: a page request goes to the render. A file not found is the caller's
 * not-found handler's (a page, or a 404).
 */
export const registerSiteFiles = async (
  app: FastifyInstance,
  { siteDir, serveSourceMaps }: { siteDir: string; serveSourceMaps: boolean },
): Promise<void> => {
  await app.register(fastifyStatic, {
    allowedPath: (pathname) => serveSourceMaps || !SOURCE_MAP.test(pathname),
    root: siteDir,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // A route per built file, listed once at start (a build never changes under a running
    // server): a page's address is then no file lookup. The wildcard route read the folder
    // (readdir and stat per segment, its spelling check) for every page before the render's
    // turn: a third of a cached page's time (docs/performance.md, "Site server").
    wildcard: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(file));
    },
  });
};
