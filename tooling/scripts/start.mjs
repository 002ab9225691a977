// Serves the production build: the site server (site-server/: the shell's files, the pages'
// server render, the API forwarded) on PORT, the reference platform (the API) on API_PORT (a free
// port unless given) and the remotes' releases from a CDN-like origin on CDN_PORT. Every built
// remote not yet released is released into RELEASES_DIR first (with the release checks), so the
// registry points at immutable release folders and `pnpm mfe rollback` works against the running
// site. AUTH_EMULATOR=1 also runs the Firebase Auth emulator and points the platform at it
// (Google and Facebook sign-in).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { startCanaryWatch } from '../release/canaryWatch.mjs';
import { shellProfile } from '../release/checks.mjs';
import { fetchFieldSummary } from '../release/fieldFigures.mjs';
import { RefusedError, releaseDist } from '../release/operations.mjs';
import { openStore, releaseIdOf, releasesDir } from '../release/releaseStore.mjs';
import { platformEnvFor, startAuthEmulator } from './authEmulator.mjs';
import { startCdnServer } from './cdnServer.mjs';
import { startNginx } from './nginx.mjs';
import { canRunIdle, placedCommand } from './processPlacement.mjs';
import { readRelease, remoteDirs, ROOT } from './remotes.mjs';

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || 'localhost';
const cdnPort = Number(process.env.CDN_PORT || port + 1);
const cdnUrl =
  process.env.CDN_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${cdnPort}`;
const dataDir = process.env.DATA_DIR || path.join(ROOT, '.data');
fs.mkdirSync(dataDir, { recursive: true });

const shellDist = path.join(ROOT, 'shell', 'dist');
const shellRenderer = path.join(ROOT, 'shell', 'dist-server', 'render.cjs');
if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
  console.error('shell/dist is missing: run `pnpm build` first (or `pnpm start`).');
  process.exit(1);
}

const store = openStore(releasesDir({ ...process.env, DATA_DIR: dataDir }));
const shell = shellProfile();
store.update((ledger) => {
  ledger.cdnUrl = cdnUrl;
});
for (const { id, dir } of remoteDirs()) {
  const dist = path.join(dir, 'dist');
  const release = readRelease(dist);
  if (!release) {
    console.warn(`${id}: not built, it will show as unavailable`);
    continue;
  }
  // A build already in the store keeps whatever ops made live (a rollback survives a restart).
  if (store.read().remotes[id]?.releases[releaseIdOf(release)]) continue;
  try {
    const result = releaseDist({ remote: id, distDir: dist, store, shell });
    console.log(`${id}: released ${result.id}`);
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    console.warn(`${id}: ${error.message}`);
  }
}

const cdn = await startCdnServer({ port: cdnPort, host, root: store.dir });

// Opt-in: without it the site needs no other service and shows no Google or Facebook button.
const emulator =
  process.env.AUTH_EMULATOR === '1'
    ? await startAuthEmulator({
        port: process.env.AUTH_EMULATOR_PORT ? Number(process.env.AUTH_EMULATOR_PORT) : undefined,
      })
    : null;
if (emulator) console.log(`Firebase Auth emulator: ${emulator.url}`);

/** A port nothing listens on now, chosen by the system. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
const apiPort = Number(process.env.API_PORT || (await freePort()));
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// Where `pnpm mfe status` and `health` read the field data (with the platform's ADMIN_TOKEN).
store.update((ledger) => {
  ledger.apiOrigin = apiOrigin;
});
// Players reach the platform through the site's origin: its game URLs, domain route and CSP name
// that origin, never the API's own port.
const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const publicOrigins =
  process.env.PUBLIC_ORIGINS ||
  [...new Set([`http://${local}:${port}`, `http://localhost:${port}`])].join(' ');
// The secret by which the site server tells the API the visitor's address (RENDER_KEY).
const renderKey = process.env.RENDER_KEY || randomBytes(24).toString('base64url');
// Ops calls (the field data `pnpm mfe status` reads, the canary watch): ADMIN_TOKEN, else one
// made for this start (printed below, known to nobody else).
const adminToken = process.env.ADMIN_TOKEN || randomBytes(24).toString('base64url');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
// The cores the API and the site servers may run on (taskset lists; every core unless given):
// on a machine of its own the API can keep a core no page touches (docs/operations.md).
const apiCpus = process.env.API_CPUS || undefined;
const siteCpus = process.env.SITE_CPUS || undefined;

const api = spawn(
  ...placedCommand(tsx, [path.join(ROOT, 'platform-api', 'src', 'main.ts')], { cpus: apiCpus }),
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      // The API listens on loopback only: browsers reach it through the site server.
      HOST: '127.0.0.1',
      PUBLIC_ORIGINS: publicOrigins,
      RENDER_KEY: renderKey,
      ADMIN_TOKEN: adminToken,
      // The reference brand on one machine: payment simulator and local inbox on (ADR 0022,
      // docs/security.md). An operator's deployment runs PLATFORM_MODE=production.
      PLATFORM_MODE: process.env.PLATFORM_MODE || 'demo',
      // One data folder holds the database and the release store when DATA_DIR is given.
      ...(process.env.DATA_DIR ? { DATA_DIR: dataDir } : {}),
      ...(emulator ? platformEnvFor(emulator.port, emulator.projectId) : {}),
    },
  },
);

// `--cluster` (pnpm start:cluster): SITE_SERVERS site servers (2 by default) on free loopback
// ports behind nginx on PORT (site-server/nginx/cluster.conf); each one that exits is started
// again, and nginx leaves it out meanwhile.
const cluster = process.argv.includes('--cluster');
const siteCount = cluster ? Math.max(1, Number(process.env.SITE_SERVERS || 2)) : 1;
const sitePorts = cluster
  ? await Promise.all(Array.from({ length: siteCount }, () => freePort()))
  : [port];

// The site servers' scheduling priority under the API's (SITE_NICE): `idle` (the default) runs
// them in Linux's idle scheduling class (chrt, util-linux), so an API request that wakes up takes
// the processor from a page render at once; a number (0-19) is a nice value instead, the one way
// where chrt is missing.
const wantedPriority = process.env.SITE_NICE ?? 'idle';
const siteIdle = wantedPriority === 'idle' && canRunIdle;
const siteNice = siteIdle
  ? 0
  : Math.min(19, Math.max(0, wantedPriority === 'idle' ? 10 : Number(wantedPriority) || 0));

let stopping = false;
const sites = new Map();
const startSite = (sitePort) => {
  // One process (node with tsx's loader): a signal reaches the server itself.
  const siteArgs = ['--import', 'tsx', path.join('site-server', 'src', 'main.ts')];
  const child = spawn(
    ...placedCommand(process.execPath, siteArgs, { cpus: siteCpus, idle: siteIdle }),
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(sitePort),
        HOST: cluster ? '127.0.0.1' : host,
        API_ORIGIN: apiOrigin,
        PUBLIC_ORIGINS: publicOrigins,
        RENDER_KEY: renderKey,
        SITE_DIR: shellDist,
        // The shell's server render of every page's first HTML (ADR 0016), when built.
        ...(fs.existsSync(shellRenderer) ? { SITE_RENDERER: shellRenderer } : {}),
        REGISTRY_FILE: store.registryFile,
        // nginx on loopback appends the visitor's address.
        ...(cluster ? { TRUSTED_PROXIES: '127.0.0.1' } : {}),
      },
    },
  );
  sites.set(sitePort, child);
  // One machine runs everything here: when pages are served flat out, the API (balances, bets,
  // money) keeps the processor first and the site servers take what is left (SITE_NICE).
  try {
    if (siteNice > 0) os.setPriority(child.pid, siteNice);
  } catch {
    // Not allowed here: the site servers run at the API's priority.
  }
  // Which process serves which port, for tools that act on one (pnpm bench:site reads its
  // processor time, and kills one of the cluster's).
  fs.writeFileSync(
    path.join(dataDir, 'site-servers.json'),
    JSON.stringify([...sites].map(([servedPort, { pid }]) => ({ port: servedPort, pid }))),
  );
  child.on('exit', (code) => {
    if (stopping) return;
    if (!cluster) return void stop(code ?? 0);
    console.warn(`site server on ${sitePort} exited (${code ?? 'signal'}): starting it again`);
    setTimeout(() => {
      if (!stopping) startSite(sitePort);
    }, 1_000);
  });
};
sitePorts.forEach(startSite);

const nginx = cluster
  ? await startNginx({
      runDir: path.join(dataDir, 'nginx'),
      listen: `${local}:${port}`,
      upstreams: sitePorts.map((sitePort) => `127.0.0.1:${sitePort}`),
      api: `127.0.0.1:${apiPort}`,
      renderKey,
    })
  : null;

// Health checks of the cluster's site servers: a change of state is logged.
const healthy = new Map();
const health = cluster
  ? setInterval(() => {
      for (const sitePort of sitePorts) {
        void fetch(`http://127.0.0.1:${sitePort}/healthz`, { signal: AbortSignal.timeout(2_000) })
          .then(
            (response) => response.ok,
            () => false,
          )
          .then((ok) => {
            if (healthy.get(sitePort) !== ok)
              console.log(`site server on ${sitePort}: ${ok ? 'healthy' : 'not answering'}`);
            healthy.set(sitePort, ok);
          });
      }
    }, 2_000)
  : null;

// Canaries end themselves when their error rate is above the live release's (ADR 0030).
const canaryWatch = startCanaryWatch({
  store,
  summary: (minutes) => fetchFieldSummary({ apiOrigin, adminToken }, minutes),
  everyMs: Number(process.env.CANARY_WATCH_MS || 15_000),
});

const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  clearInterval(health);
  canaryWatch.stop();
  api.kill('SIGTERM');
  for (const child of sites.values()) child.kill('SIGTERM');
  await Promise.all([cdn.close(), emulator?.stop(), nginx?.stop()]);
  process.exit(code);
};
api.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
console.log(
  `Site: http://${host}:${port}  (${cluster ? `nginx in front of site servers on ${sitePorts.join(', ')}; ` : ''}API on ${apiOrigin}, remotes from ${cdnUrl}, releases in ${store.dir})`,
);
console.log(
  `Ops: ADMIN_TOKEN=${process.env.ADMIN_TOKEN ? '<yours>' : adminToken} pnpm mfe status (releases, canaries and what browsers saw of them)`,
);
