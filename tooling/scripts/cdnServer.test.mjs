import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { sourceMapsFromEnv, startCdnServer } from './cdnServer.mjs';

// The built remotes' source maps stay off the public CDN: they are served only with
// SERVE_SOURCE_MAPS=1; a script asking for them otherwise gets 404, however it spells the name.

const RELEASE = '/mfe-auth/1.0.0-0123456789';
const PROMO = '/mfe-promo/0.1.0-abc';
let root;
const servers = [];
const CHUNK = `export const words = ${JSON.stringify('lottery '.repeat(400))};\n`;

const start = async (options) => {
  const app = await startCdnServer({ port: 0, host: '127.0.0.1', root, ...options });
  servers.push(app);
  const { port } = app.server.address();
  return (file) => fetch(`http://127.0.0.1:${port}${file}`);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
  const dir = path.join(root, RELEASE);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(dir, 'main.0123456789.js.map'), '{"sources":["src/secret.ts"]}');
  const promo = path.join(root, PROMO);
  fs.mkdirSync(path.join(promo, 'server'), { recursive: true });
  fs.mkdirSync(path.join(promo, 'static', 'css'), { recursive: true });
  fs.writeFileSync(path.join(promo, 'mf-manifest.json'), '{"id":"mfe-promo"}');
  fs.writeFileSync(path.join(promo, 'remoteEntry.js'), 'var mfe_promo;\n');
  fs.writeFileSync(path.join(promo, 'static', 'css', 'page.0123abcd.css'), '.a{}\n');
  fs.writeFileSync(path.join(promo, 'server', 'render.cjs'), 'module.exports = "server-only";\n');
  // A case-insensitive file system (macOS, Windows) finds server/ under any case: stand in
  // for one with links.
  fs.symlinkSync('server', path.join(promo, 'SERVER'));
  fs.symlinkSync('server', path.join(promo, 'Server'));
  fs.symlinkSync('render.cjs', path.join(promo, 'server', 'Render.cjs'));
  // A chunk as the build writes it: with its brotli and gzip copies beside it.
  fs.writeFileSync(path.join(promo, 'chunk.0123abcd.js'), CHUNK);
  fs.writeFileSync(path.join(promo, 'chunk.0123abcd.js.br'), zlib.brotliCompressSync(CHUNK));
  fs.writeFileSync(path.join(promo, 'chunk.0123abcd.js.gz'), zlib.gzipSync(CHUNK));
  // A file named like the folder outside it is still an ordinary release file.
  fs.writeFileSync(path.join(promo, 'static', 'server.0123abcd.js'), 'console.log(2);\n');
});
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('CDN server source maps', () => {
  it('answers 404 for a source map without SERVE_SOURCE_MAPS, and still serves the bundle', async () => {
    const get = await start({ serveSourceMaps: false });
    expect((await get(`${RELEASE}/main.0123456789.js`)).status).toBe(200);
    for (const name of [
      'main.0123456789.js.map',
      'main.0123456789.js.MAP',
      'main.0123456789.js.%6dap',
    ]) {
      const answer = await get(`${RELEASE}/${name}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('secret.ts');
    }
    expect((await get(`${RELEASE}/main.0123456789.js.map?x=1`)).status).toBe(404);
  });

  it('serves source maps with the flag', async () => {
    const get = await start({ serveSourceMaps: true });
    const answer = await get(`${RELEASE}/main.0123456789.js.map`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('secret.ts');
  });

  it('reads the flag as the platform does: off unless SERVE_SOURCE_MAPS is 1 or true', () => {
    expect(sourceMapsFromEnv({})).toBe(false);
    expect(sourceMapsFromEnv({ SERVE_SOURCE_MAPS: '0' })).toBe(false);
    expect(sourceMapsFromEnv({ SERVE_SOURCE_MAPS: '1' })).toBe(true);
    expect(sourceMapsFromEnv({ SERVE_SOURCE_MAPS: 'true' })).toBe(true);
  });
});

// ADR 0017: a release's server render (`server/render.cjs`) is run by the site's server and is
// never handed out by the CDN, however the path is spelt; the rest of the release still is.
describe('CDN server and the server render', () => {
  it('answers 404 for server/ of a release, and serves its other files', async () => {
    const get = await start({ serveSourceMaps: true });
    for (const file of [
      'mf-manifest.json',
      'remoteEntry.js',
      'static/css/page.0123abcd.css',
      'static/server.0123abcd.js',
    ])
      expect([file, (await get(`${PROMO}/${file}`)).status]).toEqual([file, 200]);
    for (const file of [
      'server/render.cjs',
      'server/render.cjs?download=1',
      'server/',
      'SERVER/render.cjs',
      'Server/Render.cjs',
      '%73erver/render.cjs',
      '%53%45%52%56%45%52/render.cjs',
      'server%2Frender.cjs',
      'server%2frender.cjs',
      '%73%65%72%76%65%72%2f%72%65%6e%64%65%72%2e%63%6a%73',
    ]) {
      const answer = await get(`${PROMO}/${file}`);
      expect([file, answer.status]).toEqual([file, 404]);
      expect(await answer.text()).not.toContain('server-only');
    }
  });

  it('does not hand out the server render through a path fetch() would have normalised', async () => {
    const app = await startCdnServer({ port: 0, host: '127.0.0.1', root, serveSourceMaps: true });
    servers.push(app);
    const { port } = app.server.address();
    // Raw request targets, sent as written (fetch() would resolve the dot segments first).
    const raw = (target) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: target }, (answer) => {
            let body = '';
            answer.on('data', (chunk) => (body += chunk));
            answer.on('end', () => resolve({ status: answer.statusCode, body }));
          })
          .on('error', reject);
      });
    for (const target of [
      `${PROMO}//server/render.cjs`,
      `${PROMO}/./server/render.cjs`,
      `${PROMO}/%2e/server/render.cjs`,
      `${PROMO}/static/%2e%2e/server/render.cjs`,
      `${PROMO}/server//render.cjs`,
      `${PROMO}/server%5crender.cjs`,
    ]) {
      const { status, body } = await raw(target);
      expect([target, status >= 400]).toEqual([target, true]);
      expect(body).not.toContain('server-only');
    }
  });
});

describe('CDN server compression', () => {
  it("hands out the build's brotli or gzip copy as the browser accepts, else the file", async () => {
    const app = await startCdnServer({ port: 0, host: '127.0.0.1', root });
    servers.push(app);
    const { port } = app.server.address();
    const get = (encoding) =>
      new Promise((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: `${PROMO}/chunk.0123abcd.js`,
              headers: encoding ? { 'accept-encoding': encoding } : {},
            },
            (answer) => {
              const chunks = [];
              answer.on('data', (chunk) => chunks.push(chunk));
              answer.on('end', () =>
                resolve({ headers: answer.headers, body: Buffer.concat(chunks) }),
              );
            },
          )
          .on('error', reject);
      });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.body.length).toBeLessThan(CHUNK.length / 4);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(CHUNK);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CHUNK);

    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });
});
