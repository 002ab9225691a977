// `pnpm bench:site` (ADR 0027): the site server's figures side by side in one run, with autocannon
// on loopback against the built site (`pnpm build` first): a static file, a guest's /index from
// the cache, uncached pages, an area rendered anew, a page rendered whole with nothing kept, the
// API alone and while pages are served flat out, and two site
// servers behind nginx with one killed mid-load. BENCH_SIZE=small (or --small) runs each for a
// moment only (a smoke run). Prints the machine's load average before and after: figures taken on
// a busy machine are not comparable. docs/performance.md keeps the figures.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { benchmarkIndex } from '../../tooling/bench/benchmarkIndex.mjs';
import { isSmall, SMALL_NOTICE } from '../../tooling/bench/size.mjs';
import { figuresOf, loadInOwnProcess } from './lib/separateLoad.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SMALL = isSmall();
const SECONDS = SMALL ? 2 : 10;
const KILL_RUN_SECONDS = SMALL ? 4 : 20;
const KILL_AT_SECONDS = SMALL ? 1 : 5;
const PORT = Number(process.env.BENCH_PORT || 8390);
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Processor ticks per second (`getconf CLK_TCK`): /proc counts a process's time in them. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The processor time a process has used so far, user and system (ms; Linux's /proc). */
const processorMs = (pid) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's name in brackets: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};

/** The site servers a stack runs, `[{ port, pid }]` (start.mjs writes them to its data folder). */
const siteServersOf = (dataDir) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'site-servers.json'), 'utf8'));

/** Starts `pnpm start`'s stack (or the cluster's) without building; resolves once it answers. */
const startStack = async ({ cluster, env = {} }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const apiPort = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'tooling', 'scripts', 'start.mjs'), ...(cluster ? ['--cluster'] : [])],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        DB_PATH: path.join(dataDir, 'platform.db'),
        RELEASES_DIR: path.join(dataDir, 'releases'),
        LOG_LEVEL: 'warn',
        // Every request comes from 127.0.0.1: the budgets are not what is measured.
        RATE_LIMIT_MAX: '0',
        RENDER_LIMIT_MAX: '0',
        ...env,
      },
    },
  );
  /** Whether a process of the stack's group still runs (Linux's /proc; zombies do not count). */
  const groupAlive = () =>
    fs.readdirSync('/proc').some((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        // After the command's name in brackets: state is field 3, the process group field 5.
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(group) === child.pid && state !== 'Z';
      } catch {
        return false; // Gone meanwhile.
      }
    });
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Gone meanwhile.
    }
  };
  // Until every process of the stack has exited, so the next stack can take the site's port:
  // waiting only until the port stopped answering let a slow shutdown under load hold it while
  // the next stack started (its site server could not listen, the old one answered its health
  // check, then went away).
  const stop = async () => {
    signal('SIGTERM');
    for (let attempt = 0; attempt < 120 && groupAlive(); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if (groupAlive()) signal('SIGKILL');
    for (let attempt = 0; attempt < 40 && groupAlive(); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 250));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const healthy = (origin) =>
    fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  // Each site server warms up before it listens: on a busy machine that takes a while.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const servers =
      cluster && fs.existsSync(path.join(dataDir, 'site-servers.json'))
        ? siteServersOf(dataDir).map(({ port }) => port)
        : [PORT];
    const up = await Promise.all(servers.map((port) => healthy(`http://127.0.0.1:${port}`)));
    if (up.every(Boolean) && (await healthy(`http://127.0.0.1:${PORT}`)))
      return { dataDir, api: `http://127.0.0.1:${apiPort}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the site did not start: is it built (pnpm build)?');
};

/** One autocannon run; `path` may be a function of the request's number (a fresh key each). */
const load = async ({ url, connections, seconds = SECONDS, headers = {}, paths }) => {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(paths
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths((n += 1)) }) }] }
      : {}),
  });
  return figuresOf(result);
};

const row = (name, figures, connections) =>
  `| ${name} | ${connections} | ${figures.rate} | ${figures.p50} | ${figures.p99} | ${figures.errors + figures.non2xx} |`;

if (SMALL) console.log(SMALL_NOTICE);
const before = loadAverage();
// The site server runs in Node: the speed figure is Lighthouse's function run here (Chromium
// reads about 1.8 times Node's figure on the same machine).
const indexBefore = benchmarkIndex();
console.log(
  `${os.cpus().length} cores, load average before: ${before}, benchmark index (Node) ${indexBefore}`,
);
const rows = [];
const site = `http://127.0.0.1:${PORT}`;

/** Runs `fn(stack)` on a started stack (`pnpm start`'s or the cluster's), then stops it. */
const withStack = async (options, fn) => {
  const stack = await startStack(options);
  try {
    // Warm: the render's modules, the remotes' releases, the cache.
    for (let i = 0; i < 5; i += 1) await fetch(`${site}/index`, { headers: BROWSER });
    return await fn(stack);
  } finally {
    await stack.stop();
  }
};

/** One load on a stack and what it cost its site server's processor per page (ms). */
const loadWithProcessor = async (sitePid, options) => {
  const before = processorMs(sitePid);
  const figures = await load(options);
  return { figures, perPage: (processorMs(sitePid) - before) / figures.total };
};

/** A row of rendered pages, printed with what each cost the site server's processor. */
const renderRow = async (sitePid, name, options) => {
  const { figures, perPage } = await loadWithProcessor(sitePid, options);
  rows.push(row(name, figures, options.connections));
  console.log(
    `${name}: ${perPage.toFixed(1)} ms of the site server's processor a page ` +
      `(${Math.round(1000 / perPage)} pages/s per core)`,
  );
};

// 1. Pages: one site server in front of the platform, as `pnpm start` runs them.
await withStack({ cluster: false }, async ({ dataDir }) => {
  const bootFile = await load({ url: `${site}/boot.js`, connections: 50, headers: BROWSER });
  rows.push(row('static file /boot.js through the site server', bootFile, 50));
  const cached = await load({ url: `${site}/index`, connections: 50, headers: BROWSER });
  rows.push(row('guest /index from the cache', cached, 50));
  // The site server's own processor time per page: the page rate also depends on what the
  // API and the load generator take of the same cores.
  const [{ pid: sitePid }] = siteServersOf(dataDir);
  const uncached = await loadWithProcessor(sitePid, {
    url: `${site}/index`,
    connections: 8,
    headers: BROWSER,
    paths: (n) => `/index?bench=${n}`,
  });
  rows.push(
    row('/index, a new key each (composed from its kept frame and area)', uncached.figures, 8),
  );
  console.log(
    `uncached pages: ${uncached.perPage.toFixed(1)} ms of the site server's processor a page ` +
      `(${Math.round(1000 / uncached.perPage)} pages/s per core; target 150, 6.7 ms)`,
  );
  // What an area's render itself costs: a new value of the promotions' category renders its
  // area anew for each request, on the kept frame and with the kept answers.
  await renderRow(sitePid, '/promotions, its area rendered anew each', {
    url: `${site}/promotions`,
    connections: 8,
    headers: BROWSER,
    paths: (n) => `/promotions?category=bench${n}`,
  });
});

// What a whole render costs: nothing kept (no page cache, no kept frame, area nor answers), so
// each /index is rendered whole with every answer asked of the API, as on a cold start.
await withStack(
  { cluster: false, env: { PAGE_CACHE_TTL_MS: '0', RENDER_ANSWERS_TTL_MS: '0' } },
  async ({ dataDir }) => {
    const [{ pid: sitePid }] = siteServersOf(dataDir);
    await renderRow(sitePid, '/index rendered whole each (nothing kept)', {
      url: `${site}/index`,
      connections: 8,
      headers: BROWSER,
    });
  },
);

// 2. The API alone, then while pages are served flat out: cached pages, then uncached renders.
// The API and its timing run on one core of their own (API_CPUS), the site server and the page
// load on any. The timing process stands for players, whose devices are not this machine's: on
// a core shared with the page load it was itself slowed (under PREEMPT_NONE an idle-class task
// in the kernel is not interrupted), and the API's figures moved by 40 points from run to run.
// Quiet and under page load are timed the same way. BENCH_API_CPUS names other cores; `all`
// runs both anywhere, as before session 26.
const API_CORE =
  process.env.BENCH_API_CPUS === 'all'
    ? undefined
    : process.env.BENCH_API_CPUS || (os.cpus().length >= 2 ? '0' : undefined);
await withStack({ cluster: false, env: API_CORE ? { API_CPUS: API_CORE } : {} }, async (stack) => {
  const timeApi = (duration) =>
    loadInOwnProcess({
      url: `${stack.api}/lgw/games/game_menus`,
      connections: 8,
      duration,
      cpus: API_CORE,
    });
  // The API's code optimised before it is timed (the first seconds of a new process are slower).
  await timeApi(SMALL ? 1 : 3);
  const apiQuiet = await timeApi(SECONDS);
  rows.push(row('API game_menus, no page traffic', apiQuiet, 8));
  for (const [label, pageLoad] of [
    ['cached pages', { url: `${site}/index`, connections: 50, headers: BROWSER }],
    // Renders for real: the promotions' area anew for each request (a new category), with the
    // kept answers, as a crawler inventing values would cause.
    [
      'uncached renders',
      {
        url: `${site}/promotions`,
        connections: 8,
        headers: BROWSER,
        freshPath: '/promotions?category=b2',
      },
    ],
  ]) {
    // The page load runs in a process of its own in the idle scheduling class, as the site
    // servers do (docs/operations.md): it stands for visitors, whose processors are not this
    // machine's, and takes only what the API leaves.
    const [api, pages] = await Promise.all([
      timeApi(SECONDS),
      loadInOwnProcess({ ...pageLoad, duration: SECONDS, idle: true }),
    ]);
    rows.push(row(`API game_menus, while ${label} flat out`, api, 8));
    console.log(`pages meanwhile (${label}): ${pages.rate}/s`);
    const p50 = ((api.p50 / Math.max(apiQuiet.p50, 0.01) - 1) * 100).toFixed(0);
    const p99 = ((api.p99 / Math.max(apiQuiet.p99, 0.01) - 1) * 100).toFixed(0);
    console.log(`API while ${label}: p50 ${p50} %, p99 ${p99} % against no page traffic`);
  }
});

// 3. Two site servers behind nginx: one killed mid-load.
await withStack({ cluster: true }, async ({ dataDir }) => {
  const servers = siteServersOf(dataDir);
  const answeredAt = [];
  const started = Date.now();
  const instance = autocannon({
    url: `${site}/index`,
    connections: 50,
    duration: KILL_RUN_SECONDS,
    headers: BROWSER,
  });
  instance.on('response', () => answeredAt.push(Date.now() - started));
  const killer = setTimeout(() => process.kill(servers[0].pid, 'SIGKILL'), KILL_AT_SECONDS * 1000);
  const result = await instance;
  clearTimeout(killer);
  const rateIn = (from, to) =>
    Math.round(answeredAt.filter((ms) => ms >= from && ms < to).length / ((to - from) / 1000));
  const beforeKill = rateIn(0, KILL_AT_SECONDS * 1000);
  const afterKill = rateIn((KILL_AT_SECONDS + 1) * 1000, KILL_RUN_SECONDS * 1000);
  console.log(
    `nginx, 2 site servers, one killed at ${KILL_AT_SECONDS} s of ${KILL_RUN_SECONDS} s: ` +
      `${result.requests.total} pages, ${result.errors + result.timeouts} errors, ${result.non2xx} not 2xx; ` +
      `${beforeKill} pages/s before the kill, ${afterKill} pages/s after (the survivor)`,
  );
});

console.log('\n| what | connections | req/s | p50 ms | p99 ms | failed |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const line of rows) console.log(line);
console.log(
  `\nload average before: ${before}, after: ${loadAverage()}; ` +
    `benchmark index (Node) before: ${indexBefore}, after: ${benchmarkIndex()}`,
);
