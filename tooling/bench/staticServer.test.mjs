import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { chooseEncoding, startStaticServer } from './staticServer.mjs';

const get = (port, url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
        },
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
        },
      )
      .on('error', reject);
  });

describe("the floor's static server", () => {
  it('picks the encoding the live origin sent when the browser accepts it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br'])).toBe('br');
    expect(chooseEncoding('gzip, deflate', ['br'])).toBeNull();
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br'])).toBeNull();
  });

  it('answers recorded files with their headers and encoding, and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
    const css = Buffer.from('.a{color:red}'.repeat(200));
    fs.writeFileSync(path.join(dir, '0'), css);
    fs.writeFileSync(path.join(dir, '0.br'), zlib.brotliCompressSync(css));
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        '/a.css?v=1': {
          headers: {
            'content-type': 'text/css; charset=utf-8',
            'cache-control': 'public, max-age=31536000, immutable',
          },
          identity: '0',
          encoded: { br: '0.br' },
        },
      }),
    );
    const server = await startStaticServer({ dir, port: 0 });
    const { port } = server.address();
    try {
      const brotli = await get(port, '/a.css?v=1', 'gzip, deflate, br');
      expect(brotli.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      expect(zlib.brotliDecompressSync(brotli.body).equals(css)).toBe(true);
      const plain = await get(port, '/a.css?v=1', 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(css)).toBe(true);
      expect((await get(port, '/a.css')).status).toBe(404);
      expect((await get(port, '/main.js')).status).toBe(404);
    } finally {
      server.close();
      server.closeAllConnections();
      fs.rmSync(dir, { recursive: true });
    }
  });
});
