// The production site the bench measures: `pnpm start`'s stack (platform + shell on PORT, the
// remotes' CDN on PORT + 1) on loopback, with a throw-away database and releases folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const at = (port) => `http://127.0.0.1:${port}`;

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * The first of `ports` something already listens on or answers HTTP at, or null. A server left on
 * a port (another checkout's run) would be measured instead of this build.
 */
export const busyPort = async (ports) => {
  for (const port of ports) {
    const answers = await fetch(`${at(port)}/`).then(
      () => true,
      () => false,
    );
    if (answers || !(await portFree(port))) return port;
  }
  return null;
};

/**
 * Starts the site on `port` and resolves once it answers; `stop()` ends it and its data. `env`
 * adds to the site's environment (bench-lobby: the admin token and development routes).
 */
export const startSite = async ({ root, port, env = {} }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-web-'));
  const server = spawn('node', [path.join(root, 'tooling/scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_PATH: path.join(dataDir, 'db.sqlite'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${at(port)}/site-config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('site did not start');
};
