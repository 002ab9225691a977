import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sourceMapsFromEnv, startCdnServer } from './cdnServer.mjs';

// Issue #20: the built remotes' source maps are public on the CDN. They are served only with
// SERVE_SOURCE_MAPS=1; a script asking for them otherwise gets 404, however it spells the name.

const RELEASE = '/mfe-auth/1.0.0-0123456789';
let root;
const servers = [];

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
