// The floor: a static copy of a rendered page (its HTML after the scripts ran, without any
// script, with every stylesheet and image it refers to) served the way the live site serves it,
// so Lighthouse shows what the page would score if no JavaScript stood before its first paint.
//
// Origins: the copy keeps the live page's origins apart. What the shell's origin served is
// served by one static server, what the remotes' CDN served by a second one on another port,
// and cross-origin references stay cross-origin. The live page pays for a second connection
// (and for render-blocking stylesheets on it); a copy on one origin would hide that cost, and a
// production site keeps its remotes on a CDN.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import { cssUrls, doctypeOf, htmlUrls, rewriteOrigins, stripScripts } from './floorHtml.mjs';
import { observePage, readObservations } from './pageObserver.mjs';
import { PHONE } from './phone.mjs';

/** What the browser asks for: every encoding Node can decode (the platform has no zstd on Node 20). */
const ACCEPT_ENCODING = 'br, gzip, deflate';
/** Response headers replayed by the copy (not the security headers: they do not change timing). */
const REPLAYED = [
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
  'timing-allow-origin',
  'x-content-type-options',
  'content-language',
];
/** Resource types the copy keeps (scripts, API calls and sockets are what it leaves out). */
const KEPT_TYPES = new Set(['stylesheet', 'image', 'font', 'media', 'manifest', 'other']);

/** @fastify/compress's settings, for bytes the copy changes (its HTML; CSS naming an origin). */
const encode = (encoding, body) => {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  if (encoding === 'gzip') return zlib.gzipSync(body);
  if (encoding === 'deflate') return zlib.deflateSync(body);
  throw new Error(`cannot encode ${encoding}`);
};
const decode = (encoding, body) => {
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  throw new Error(`cannot decode ${encoding}`);
};

/** GET with the browser's Accept-Encoding; the body as it came over the wire. */
const getRaw = (url, accept = '*/*') =>
  new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'Accept-Encoding': ACCEPT_ENCODING, Accept: accept } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });

/** One origin's folder of the copy: files plus manifest.json for staticServer.mjs. */
class OriginFolder {
  constructor(dir) {
    this.dir = dir;
    this.manifest = {};
    fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  }

  /** Stores a file: identity bytes, and the encoded ones the live origin sent (or re-encoded). */
  add(requestPath, headers, identity, encoding, encoded) {
    const name = `files/${Object.keys(this.manifest).length}`;
    fs.writeFileSync(path.join(this.dir, name), identity);
    const entry = {
      headers: Object.fromEntries(REPLAYED.filter((h) => headers[h]).map((h) => [h, headers[h]])),
      identity: name,
      encoded: {},
    };
    if (encoding && encoding !== 'identity') {
      fs.writeFileSync(path.join(this.dir, `${name}.${encoding}`), encoded);
      entry.encoded[encoding] = `${name}.${encoding}`;
    }
    this.manifest[requestPath] = entry;
  }

  save() {
    fs.writeFileSync(path.join(this.dir, 'manifest.json'), JSON.stringify(this.manifest, null, 1));
  }
}

/**
 * Renders `pageUrl` on Lighthouse's phone in `browser` (Playwright), waits for the network to be
 * idle, and writes the copy to `dir/site` and `dir/cdn`, its URLs moved from `origins.site` /
 * `origins.cdn` to `copies.site` / `copies.cdn`.
 * @returns {Promise<{ stylesheets: number, images: number, imgElements: number, other: number,
 *   bytes: number, missing: string[], foreign: string[], htmlBytes: number }>}
 */
export async function captureFloor({ browser, pageUrl, origins, copies, dir }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', (response) => {
    const request = response.request();
    // GETs only: the copy has no CSP reports or beacons to answer.
    if (request.method() === 'GET' && KEPT_TYPES.has(request.resourceType()))
      seen.set(response.url(), request.resourceType());
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const { html, doctype } = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    doctype: document.doctype && {
      name: document.doctype.name,
      publicId: document.doctype.publicId,
      systemId: document.doctype.systemId,
    },
  }));
  await context.close();

  fs.rmSync(dir, { recursive: true, force: true });
  const folders = {
    site: new OriginFolder(path.join(dir, 'site')),
    cdn: new OriginFolder(path.join(dir, 'cdn')),
  };
  const mapping = { [origins.site]: copies.site, [origins.cdn]: copies.cdn };
  const folderOf = (url) => {
    const origin = new URL(url).origin;
    if (origin === origins.site) return folders.site;
    if (origin === origins.cdn) return folders.cdn;
    return null;
  };

  const copyHtml = `${doctypeOf(doctype)}${stripScripts(html)}`;
  const queue = [...new Set([...seen.keys(), ...htmlUrls(copyHtml, pageUrl)])];
  const done = new Set();
  const report = {
    stylesheets: 0,
    images: 0,
    imgElements: (copyHtml.match(/<img\b/gi) ?? []).length,
    other: 0,
    bytes: 0,
    missing: [],
    foreign: [],
  };
  while (queue.length > 0) {
    const url = queue.shift();
    if (done.has(url)) continue;
    done.add(url);
    const folder = folderOf(url);
    if (!folder) {
      report.foreign.push(url);
      continue;
    }
    const { status, headers, body } = await getRaw(url);
    if (status !== 200) {
      report.missing.push(`${url} (${status})`);
      continue;
    }
    const encoding = headers['content-encoding'];
    let identity = decode(encoding, body);
    let encoded = body;
    const type = String(headers['content-type'] ?? '');
    if (type.startsWith('text/css')) {
      const css = identity.toString('utf8');
      for (const found of cssUrls(css, url)) if (!done.has(found)) queue.push(found);
      const rewritten = rewriteOrigins(css, mapping);
      if (rewritten !== css) {
        identity = Buffer.from(rewritten);
        if (encoding) encoded = encode(encoding, identity);
      }
      report.stylesheets += 1;
    } else if (type.startsWith('image/')) report.images += 1;
    else report.other += 1;
    report.bytes += body.length;
    const { pathname, search } = new URL(url);
    folder.add(`${pathname}${search}`, headers, identity, encoding, encoded);
  }

  // The document: the live route's headers and encoding, the copy's bytes.
  const live = await getRaw(pageUrl, 'text/html');
  const htmlBody = Buffer.from(rewriteOrigins(copyHtml, mapping));
  const htmlEncoding = live.headers['content-encoding'];
  const { pathname } = new URL(pageUrl);
  folders.site.add(
    pathname,
    live.headers,
    htmlBody,
    htmlEncoding,
    htmlEncoding ? encode(htmlEncoding, htmlBody) : htmlBody,
  );
  folders.site.save();
  folders.cdn.save();
  return { ...report, htmlBytes: htmlBody.length };
}

/**
 * Loads the copy once in `browser`: `problems` lists any script request and any answer other
 * than 200 (none: the copy is complete and runs no JavaScript); `observed` is what
 * pageObserver.mjs saw of the load.
 */
export async function checkFloor({ browser, copyUrl }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await observePage(page);
  const problems = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') problems.push(`script ${response.url()}`);
    else if (response.status() !== 200) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  await page.goto(copyUrl, { waitUntil: 'networkidle' });
  const observed = await readObservations(page);
  await context.close();
  return { problems, observed };
}
