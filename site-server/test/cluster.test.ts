import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nginxBinary, startNginx } from '../../tooling/scripts/nginx.mjs';
import { SHARED_KEY, startFakeApi, writeSite } from './siteFixtures';

/*
 * Two site servers behind Debian's nginx on loopback (site-server/nginx/cluster.conf),
 * one killed mid-load: not one request fails. nginx must be installed (apt-get install -y nginx).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const LOAD_MS = 5_000;
const KILL_AT_MS = 1_500;
const WORKERS = 8;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let front = '';
const servers: ChildProcess[] = [];
const runDir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'));
const site = writeSite({ 'static/main.0a1b2c3d4e.js': 'console.log("shell");'.repeat(50) });

beforeAll(async () => {
  expect(nginxBinary()).not.toBeNull();
  api = await startFakeApi();
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    // One process per server (node with tsx's loader): killing it is a crash, nothing left over.
    const child = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        API_ORIGIN: api.origin,
        SITE_DIR: site,
        SITE_RENDERER: path.join(site, 'not-built.cjs'),
        RENDER_KEY: SHARED_KEY,
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
    });
    servers.push(child);
  }
  await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
  const port = await freePort();
  nginx = await startNginx({
    runDir,
    listen: `127.0.0.1:${port}`,
    upstreams: ports.map((upstream) => `127.0.0.1:${upstream}`),
    api: new URL(api.origin).host,
    renderKey: SHARED_KEY,
    stdio: 'ignore',
  });
  front = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  servers.forEach((child) => child.kill('SIGKILL'));
  await nginx?.stop();
  await api?.close();
  rmSync(runDir, { recursive: true, force: true });
});

it('loses no request when one of two site servers dies under load', async () => {
  const requests: { url: string; headers: Record<string, string> }[] = [
    { url: '/index', headers: { accept: 'text/html' } },
    { url: '/static/main.0a1b2c3d4e.js', headers: {} },
    { url: '/wps/echo', headers: {} },
  ];
  const started = Date.now();
  const failures: string[] = [];
  let answered = 0;
  let answeredAfterKill = 0;
  let killedAt = Infinity;
  const killer = setTimeout(() => {
    servers[0]?.kill('SIGKILL');
    killedAt = Date.now();
  }, KILL_AT_MS);
  const worker = async (offset: number) => {
    for (let i = offset; Date.now() - started < LOAD_MS; i += 1) {
      const { url, headers } = requests[i % requests.length]!;
      try {
        const response = await fetch(`${front}${url}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
        answered += 1;
        if (Date.now() > killedAt + 200) answeredAfterKill += 1;
      } catch (error) {
        failures.push(`${url}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  clearTimeout(killer);
  expect(servers[0]?.signalCode).toBe('SIGKILL');
  expect(failures).toEqual([]);
  // The survivor carried the load after the kill.
  expect(answeredAfterKill).toBeGreaterThan(100);
  expect(answered).toBeGreaterThan(answeredAfterKill);
}, 60_000);

it("sends the API's paths straight to the API, with the visitor's address and the key", async () => {
  const echoed = async () => {
    // A client's own forwarded address is never passed on.
    const response = await fetch(`${front}/wps/echo`, {
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { value: { headers: Record<string, string> } }).value
      .headers;
  };
  const headers = await echoed();
  expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(headers['x-render-key']).toBe(SHARED_KEY);
  // With every site server down, players' API calls (balance, bets) still go through.
  const alive = servers.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  alive.forEach((child) => child.kill('SIGKILL'));
  await Promise.all(exited);
  expect((await echoed())['x-render-key']).toBe(SHARED_KEY);
}, 30_000);
