// Serves the production build: the reference platform (API + shell) on PORT and the remotes
// from a CDN-like origin on CDN_PORT, with a registry pointing at each built remote.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { startCdnServer } from './cdnServer.mjs';
import { readRelease, remoteDirs, ROOT } from './remotes.mjs';

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || 'localhost';
const cdnPort = Number(process.env.CDN_PORT || port + 1);
const cdnUrl =
  process.env.CDN_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${cdnPort}`;
const dataDir = process.env.DATA_DIR || path.join(ROOT, '.data');
fs.mkdirSync(dataDir, { recursive: true });

const shellDist = path.join(ROOT, 'shell', 'dist');
if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
  console.error('shell/dist is missing: run `pnpm build` first (or `pnpm start`).');
  process.exit(1);
}

const mounts = [];
const registry = { schemaVersion: 1, remotes: {} };
for (const { id, dir } of remoteDirs()) {
  const dist = path.join(dir, 'dist');
  const release = readRelease(dist);
  if (!release) {
    console.warn(`${id}: not built, it will show as unavailable`);
    continue;
  }
  const prefix = `/${id}/${release.version}-${release.buildId}/`;
  mounts.push({ prefix, root: dist });
  registry.remotes[id] = {
    version: release.version,
    buildId: release.buildId,
    manifestUrl: `${cdnUrl}${prefix}mf-manifest.json`,
    contractMajor: release.contractMajor,
    integrity: release.entryIntegrity,
  };
}
const registryFile = path.join(dataDir, 'registry.json');
fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));

const cdn = mounts.length > 0 ? await startCdnServer({ port: cdnPort, host, mounts }) : null;

const api = spawn(
  path.join(ROOT, 'node_modules', '.bin', 'tsx'),
  [path.join(ROOT, 'platform-api', 'src', 'main.ts')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      SITE_DIR: shellDist,
      REGISTRY_FILE: registryFile,
    },
  },
);

const stop = async (code) => {
  api.kill('SIGTERM');
  await cdn?.close();
  process.exit(code);
};
api.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
console.log(`Site: http://${host}:${port}  (remotes from ${cdnUrl})`);
