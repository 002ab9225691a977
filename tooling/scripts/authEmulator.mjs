// The Firebase Auth emulator for trying Google and Facebook sign-in locally and for the e2e run.
// Its Auth emulator is Node only (no Java). It listens on 127.0.0.1 for a `demo-` project, so no
// credentials are needed and nothing is sent to Google; the emulator UI is off and the CLI
// neither checks for updates nor asks questions, so it works offline.
//
//   node tooling/scripts/authEmulator.mjs      runs it on AUTH_EMULATOR_PORT (default: a free
//                                              port) until SIGINT or SIGTERM
//   AUTH_EMULATOR=1 pnpm start                 start.mjs runs it beside the site (README)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The demo project: a `demo-` id makes the emulator refuse to reach any real service. */
export const AUTH_EMULATOR_PROJECT = 'demo-gaming-site';
const HOST = '127.0.0.1';

/** The Firebase web config the site uses against the emulator (any values work there). */
export const emulatorWebConfig = (projectId = AUTH_EMULATOR_PROJECT) => ({
  apiKey: 'demo-api-key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
  appId: 'demo-app-id',
});

/** What the platform needs to use an emulator on `port` (see platform-api/README.md). */
export const platformEnvFor = (port, projectId = AUTH_EMULATOR_PROJECT) => ({
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${port}`,
  FIREBASE_WEB_CONFIG: JSON.stringify(emulatorWebConfig(projectId)),
});

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const ready = async (url, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited (${child.exitCode})`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Auth emulator not ready at ${url} after ${timeoutMs / 1000} s`);
};

/**
 * Starts the Auth emulator on 127.0.0.1:`port` and resolves once it answers. The CLI's hub and
 * logging ports are free ones too, so parallel runs on one machine do not collide. `stop()`
 * ends it (and its working directory with firebase.json and the debug log).
 */
export const startAuthEmulator = async ({
  port,
  projectId = AUTH_EMULATOR_PROJECT,
  stdio = 'inherit',
  timeoutMs = 170_000,
} = {}) => {
  const authPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: authPort },
        hub: { host: HOST, port: await freePort() },
        logging: { host: HOST, port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      config,
      '--non-interactive',
    ],
    {
      cwd: dir,
      stdio,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  const url = `http://${HOST}:${authPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: authPort, projectId, child, stop };
};

// Run on its own: the e2e run's webServer, or by hand.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.AUTH_EMULATOR_PORT ? Number(process.env.AUTH_EMULATOR_PORT) : undefined;
  const emulator = await startAuthEmulator({ port });
  console.log(`Firebase Auth emulator: ${emulator.url} (project ${emulator.projectId})`);
  const stop = async () => {
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  emulator.child.on('exit', (code) => process.exit(code ?? 1));
}
