import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { encodingFor, type PageEncoding } from './encodedPages';

/** Content-hashed file names (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;
/** Source maps: served only with SERVE_SOURCE_MAPS, so the public never reads the sources. */
const SOURCE_MAP = /\.map$/i;
/** The build's precompressed copies, served in place of their file (never by their own name). */
const COPIES: Record<PageEncoding, string> = { br: '.br', gzip: '.gz' };

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The types of what a build holds; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Cache policy of a static file by its name. */
export const cacheControlFor = (file: string): string =>
  HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : 'no-cache';

/** One built file, held in memory with its precompressed copies. */
interface SiteFile {
  body: Buffer;
  copies: Partial<Record<PageEncoding, Buffer>>;
  type: string;
  cacheControl: string;
  etag: string;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });

const readSiteFile = (siteDir: string, name: string): SiteFile => {
  const file = path.join(siteDir, name);
  const body = readFileSync(file);
  const copies: SiteFile['copies'] = {};
  for (const [encoding, suffix] of Object.entries(COPIES) as [PageEncoding, string][]) {
    if (existsSync(file + suffix)) copies[encoding] = readFileSync(file + suffix);
  }
  return {
    body,
    copies,
    type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(name),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
};

/**
 * Sends a built file: its precompressed copy when the browser takes one (brotli, else gzip;
 * ADR 0019), 304 when the browser's copy is current. The whole answer is one buffer, written
 * with its headers at once: a server that dies mid-answer has sent a whole file or nothing, so
 * the proxy in front may still send the request to another instance.
 */
const sendSiteFile = (request: FastifyRequest, reply: FastifyReply, file: SiteFile) => {
  reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag).type(file.type);
  const encodings = Object.keys(file.copies);
  if (encodings.length > 0) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  const copy = encoding ? file.copies[encoding] : undefined;
  if (encoding && copy) return reply.header('Content-Encoding', encoding).send(copy);
  return reply.send(file.body);
};

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the built file at `name` (relative to SITE_DIR), e.g. `index.html`. */
    sendSiteFile: (name: string) => FastifyReply;
  }
}

/**
 * Serves the built shell from `siteDir`, read into memory at start (a build never changes under
 * a running server; it is a few megabytes): a route per file, with its cache headers and the
 * build's precompressed copies (nothing compressed per request). `/` is never a file: a page
 * request goes to the render. A file not found is the caller's not-found handler's (a page, or
 * a 404).
 */
export const registerSiteFiles = (
  app: FastifyInstance,
  { siteDir, serveSourceMaps }: { siteDir: string; serveSourceMaps: boolean },
): void => {
  const files = new Map<string, SiteFile>();
  const names = new Set(existsSync(siteDir) ? filesUnder(siteDir) : []);
  const suffixes = Object.values(COPIES);
  for (const name of names) {
    const suffix = path.extname(name);
    if (suffixes.includes(suffix) && names.has(name.slice(0, -suffix.length))) continue;
    if (SOURCE_MAP.test(name) && !serveSourceMaps) continue;
    const file = readSiteFile(siteDir, name);
    files.set(name, file);
    app.get(`/${name}`, (request, reply) => sendSiteFile(request, reply, file));
  }
  app.decorateReply('sendSiteFile', function sendNamed(this: FastifyReply, name: string) {
    const file = files.get(name);
    if (!file) return this.code(404).send();
    return sendSiteFile(this.request, this, file);
  });
};
