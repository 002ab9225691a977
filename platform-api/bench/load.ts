import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';
import { encryptPayload } from 'shared-contracts/crypto';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * Load benchmark: the platform against a bare node:http server that answers the same bytes,
 * so the ratio shows what routing, validation, auth and the database cost. Loopback only,
 * bounded (DURATION_S per target), both servers in this process. `--small` or BENCH_SIZE=small
 * (what `pnpm test` runs, tooling/scripts/benchSmoke.mjs): 1 s per target, a smoke run.
 */
const SMALL = process.argv.includes('--small') || process.env.BENCH_SIZE === 'small';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? (SMALL ? 1 : 5));
const CONNECTIONS = 10;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const run = async (url: string, headers: Record<string, string>) => {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  if (!(result.requests.total > 0)) throw new Error(`${url}: no request answered`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

const main = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'platform-bench-'));
  const config = loadConfig({
    ...process.env,
    DB_PATH: path.join(dir, 'platform.db'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (app.server.address() as AddressInfo).port;

  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encryptPayload(config.payloadSecret, {
      type: 'username',
      username: 'demo',
      password: 'Demo1234!',
    }),
  });
  const token = (login.json() as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`login as demo failed: ${login.statusCode} ${login.body}`);

  const targets: Target[] = [
    { name: 'GET /wps/system/status', path: '/wps/system/status', headers: {} },
    { name: 'GET /wps/system/whitelabel', path: '/wps/system/whitelabel', headers: {} },
    {
      name: 'GET /wps/v2/wallets/balance (token)',
      path: '/wps/v2/wallets/balance',
      headers: { authorization: `Bearer ${token}` },
    },
    { name: 'GET /lgw/games/game_menus', path: '/lgw/games/game_menus', headers: {} },
  ];

  // The bare server answers each path with the exact bytes the platform gave.
  const canned = new Map<string, Buffer>();
  for (const target of targets) {
    const response = await app.inject({ method: 'GET', url: target.path, headers: target.headers });
    canned.set(target.path, response.rawPayload);
  }
  const bare = createServer((request, response) => {
    const body = canned.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '');
  });
  const barePort = await listen(bare);

  const rows: string[] = [];
  for (const target of targets) {
    const platform = await run(`http://127.0.0.1:${apiPort}${target.path}`, target.headers);
    const baseline = await run(`http://127.0.0.1:${barePort}${target.path}`, target.headers);
    rows.push(
      `| ${target.name} | ${canned.get(target.path)?.length ?? 0} | ${Math.round(platform.rps)} | ${platform.p50} | ${platform.p99} | ` +
        `${Math.round(baseline.rps)} | ${baseline.p50} | ${baseline.p99} | ${(platform.rps / baseline.rps).toFixed(2)} |`,
    );
  }

  await app.close();
  await new Promise((resolve) => bare.close(resolve));
  rmSync(dir, { recursive: true, force: true });

  console.log(
    `Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback, both servers in one process.${SMALL ? ' Small size: a smoke run, the figures mean nothing.' : ''}\n`,
  );
  console.log(
    '| target | bytes | platform req/s | p50 ms | p99 ms | bare node:http req/s | p50 ms | p99 ms | platform / bare |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
