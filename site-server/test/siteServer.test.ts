import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { siteConfigSchema } from 'shared-contracts';
import WebSocket from 'ws';

import {
  PAYLOAD_SECRET,
  registry,
  SHARED_KEY,
  startFakeApi,
  startSiteServer,
  writeSite,
} from './siteFixtures';

const CHUNK = `export const words = ${JSON.stringify('lottery slots '.repeat(300))};\n`;
const CHUNK_BROTLI = brotliCompressSync(CHUNK, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
let app: FastifyInstance;
const site = writeSite({
  'static/main.3f9a1c2b7d.js': 'console.log("shell");'.repeat(100),
  'static/main.3f9a1c2b7d.js.gz': 'not really gzip',
  'static/main.3f9a1c2b7d.js.map': '{"sources":["secret.ts"]}',
  'remoteEntry.js': 'var remote = 1;',
  'static/chunk.0a1b2c3d4e.js': CHUNK,
  'static/chunk.0a1b2c3d4e.js.br': CHUNK_BROTLI,
  'sw.js': 'precacheAndRoute([]);',
  'offline.html': '<!doctype html><title>You are offline</title>',
});
const registryFile = path.join(site, '..', `registry-${path.basename(site)}.json`);

beforeAll(async () => {
  api = await startFakeApi();
  writeFileSync(registryFile, JSON.stringify(registry('http://cdn.test')));
  ({ app } = await startSiteServer({
    API_ORIGIN: api.origin,
    SITE_DIR: site,
    SITE_RENDERER: path.join(site, 'no-render.cjs'),
    REGISTRY_FILE: registryFile,
  }));
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe("the shell's files", () => {
  it('caches content-hashed files for a year and others not at all', async () => {
    const hashed = await get('/static/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's gzip copy goes out as it is.
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect(hashed.body).toBe('not really gzip');
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('has the browser check the service worker and its offline page on every load (ADR 0028)', async () => {
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/offline.html')).headers['cache-control']).toBe('no-cache');
  });

  it("hands out the build's brotli copy as it is, compressing nothing per request", async () => {
    const response = await get('/static/chunk.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(CHUNK_BROTLI)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
    const plain = await get('/static/chunk.0a1b2c3d4e.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it("answers 304 when the browser's copy is current, and never serves a copy by its own name", async () => {
    const first = await get('/sw.js');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/static/chunk.0a1b2c3d4e.js.br')).statusCode).toBe(404);
  });

  it('serves source maps only with SERVE_SOURCE_MAPS', async () => {
    expect((await get('/static/main.3f9a1c2b7d.js.map')).statusCode).toBe(404);
    expect((await get('/static/main.3f9a1c2b7d.js.%6dap')).statusCode).toBe(404);
    const withMaps = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SERVE_SOURCE_MAPS: '1',
    });
    try {
      const map = await withMaps.app.inject({ url: '/static/main.3f9a1c2b7d.js.map' });
      expect(map.statusCode).toBe(200);
    } finally {
      await withMaps.app.close();
    }
  });

  it('falls back to index.html for history-mode routes (no render built), uncached', async () => {
    for (const url of ['/', '/rng', '/promoDetail?id=promo-001']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file that is no page', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await get('/missing.js', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await get('/rng', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('answers a page to link previews, monitors and curl, which accept anything', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const response = await get('/promoDetail?id=promo-001', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

describe('the documents the site reads at start', () => {
  it("serves the API's site configuration", async () => {
    const response = await get('/site-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(siteConfigSchema.parse(response.json())).toMatchObject({
      payloadSecret: PAYLOAD_SECRET,
      registryUrl: '/registry.json',
    });
  });

  it('reads the registry per request, so a rollback needs no restart, and refuses a broken one', async () => {
    const first = await get('/registry.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().remotes['mfe-promo'].version).toBe('1.0.0');
    writeFileSync(registryFile, JSON.stringify(registry('http://cdn.test', '0.9.0')));
    expect((await get('/registry.json')).json().remotes['mfe-promo'].version).toBe('0.9.0');
    writeFileSync(registryFile, '{"schemaVersion": 2}');
    const broken = await get('/registry.json');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ success: false, message: 'Registry document invalid' });
    writeFileSync(registryFile, JSON.stringify(registry('http://cdn.test')));
  });
});

describe('the API, forwarded', () => {
  it("passes a call on with the visitor's address and the shared key, never the client's", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/echo?x=1',
      remoteAddress: '203.0.113.7',
      headers: {
        host: 'play.example.test',
        'x-forwarded-for': '198.51.100.1',
        'x-render-key': 'guessed',
        'content-type': 'application/json',
      },
      payload: { amount: 5 },
    });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ method: 'POST', url: '/wps/echo?x=1', body: { amount: 5 } });
    expect(value.headers).toMatchObject({
      host: 'play.example.test',
      'x-forwarded-for': '203.0.113.7',
      'x-render-key': SHARED_KEY,
    });
  });

  it("keeps the platform's own pages and their policy (a prefix on segment boundaries)", async () => {
    const sea = await get('/lottery/sea', { accept: 'text/html' });
    expect(sea.body).toBe('<p>sea</p>');
    expect(sea.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // /lottery itself is the site's page.
    const lottery = await get('/lottery', { accept: 'text/html' });
    expect(lottery.body).toContain('<div id="root">');
  });

  it('forwards the WebSocket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/wps/ws`);
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 1) socket.send('ping');
        else resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(messages).toEqual(['hello 127.0.0.1', 'echo ping']);
  });
});
