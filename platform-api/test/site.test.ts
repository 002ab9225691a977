import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

import { siteConfigSchema } from 'shared-contracts';

import { startTestApp, tempDir, TEST_SECRET } from './testApp';

const registry = (version: string) => ({
  schemaVersion: 1,
  remotes: {
    'mfe-promo': {
      version,
      buildId: `build-${version}`,
      manifestUrl: `http://127.0.0.1:4000/releases/mfe-promo/${version}/mf-manifest.json`,
      contractMajor: 1,
    },
  },
});

const CHUNK = `export const words = ${JSON.stringify('lottery slots '.repeat(300))};\n`;
const CHUNK_BROTLI = brotliCompressSync(CHUNK, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
});

describe('serving the site', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const site = tempDir();
  const registryFile = path.join(site, '..', `registry-${path.basename(site)}.json`);
  beforeAll(async () => {
    mkdirSync(path.join(site, 'static'), { recursive: true });
    writeFileSync(
      path.join(site, 'index.html'),
      '<!doctype html><title>Lucky Lotus</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(site, 'static', 'main.3f9a1c2b7d.js'),
      'console.log("shell");'.repeat(100),
    );
    writeFileSync(path.join(site, 'remoteEntry.js'), 'var remote = 1;');
    // A chunk as the build writes it, with its strongest brotli copy beside it.
    writeFileSync(path.join(site, 'static', 'chunk.0a1b2c3d4e.js'), CHUNK);
    writeFileSync(path.join(site, 'static', 'chunk.0a1b2c3d4e.js.br'), CHUNK_BROTLI);
    writeFileSync(registryFile, JSON.stringify(registry('1.0.0')));
    ctx = await startTestApp({ SITE_DIR: site, REGISTRY_FILE: registryFile });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('still answers API failures with the envelope while it serves the site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { iv: 'AAAAAAAAAAAAAAAAAAAAAA==', data: 'not-a-ciphertext' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('falls back to index.html for history-mode routes, without caching it', async () => {
    for (const url of ['/', '/rng', '/promoDetail?id=promo-001']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never falls back for platform paths or non-HTML requests', async () => {
    expect((await get('/wps/unknown', { accept: 'text/html' })).json().success).toBe(false);
    expect((await get('/assets/games/NOPE.svg', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/missing.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('caches content-hashed files for a year and others not at all', async () => {
    const hashed = await get('/static/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it("hands out the build's brotli copy as it is, compressing nothing per request", async () => {
    const response = await get('/static/chunk.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(CHUNK_BROTLI)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
    // A browser without brotli gets the file (compressed for it on the way).
    const plain = await get('/static/chunk.0a1b2c3d4e.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('serves a generated site config', async () => {
    const response = await get('/site-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(siteConfigSchema.parse(response.json())).toEqual({
      apiBaseUrl: '',
      wsPath: '/wps/ws',
      registryUrl: '/registry.json',
      payloadSecret: TEST_SECRET,
      // The tests run the demo mode: the local inbox is named.
      demoInbox: '/dev/inbox',
    });
  });

  it('reads the registry per request, so a rollback needs no restart', async () => {
    const first = await get('/registry.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().remotes['mfe-promo'].version).toBe('1.0.0');
    writeFileSync(registryFile, JSON.stringify(registry('0.9.0')));
    expect((await get('/registry.json')).json().remotes['mfe-promo'].version).toBe('0.9.0');
  });

  it('answers 503 for a broken registry file rather than serving it', async () => {
    writeFileSync(registryFile, '{"schemaVersion": 2}');
    const response = await get('/registry.json');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: 'Registry document invalid' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address spends its budget', async () => {
    const ctx = await startTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const statuses: number[] = [];
      let retryAfter: string | string[] | undefined;
      for (let i = 0; i < 7; i += 1) {
        const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) retryAfter = response.headers['retry-after'];
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        remoteAddress: '10.9.9.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
