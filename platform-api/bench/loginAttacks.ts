import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { encryptPayload } from 'shared-contracts/crypto';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * The two login lock-out attacks (docs/performance.md) over loopback HTTP, at the configured
 * scrypt cost (OWASP by default), with 10 real logins during each (one every 1.5 s, each from its own
 * address, as the site sends them: a human check when asked for). Addresses come from
 * X-Forwarded-For, which this bench's platform trusts from loopback (TRUSTED_PROXIES).
 * Bounded: ATTACK_S seconds per attack. Run: pnpm --filter platform-api exec tsx bench/loginAttacks.ts
 */
const ATTACK_S = Number(process.env.ATTACK_S ?? 15);
const REAL_LOGINS = 10;
const GOAL_MS = 2_000;

/** The attackers: `spray` from 12 fixed addresses, random usernames; `vip` from new addresses. */
const ATTACKER = `
require('tsx/cjs');
const { parentPort, workerData } = require('node:worker_threads');
const { encryptPayload } = require('shared-contracts/crypto');
const { origin, secret, connections, kind } = workerData;
let running = true;
let sent = 0;
const statuses = {};
parentPort.on('message', () => { running = false; });
const send = (n) => {
  const spray = kind === 'spray';
  const username = spray ? 'u' + n + Math.random().toString(36).slice(2, 7) : 'vip';
  const ip = spray ? '198.51.100.' + (n % 12) : '100.' + (64 + ((n >> 16) & 63)) + '.' + ((n >> 8) & 255) + '.' + (n & 255);
  return fetch(origin + '/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(encryptPayload(secret, { type: 'username', username, password: 'Guess' + n + '!' })),
  }).then((response) => response.arrayBuffer().then(() => response.status), () => 0);
};
Promise.all(Array.from({ length: connections }, async () => {
  while (running) {
    const status = await send((sent += 1));
    statuses[status] = (statuses[status] || 0) + 1;
  }
})).then(() => parentPort.postMessage(statuses));
`;

interface Answer {
  status: number;
  reason?: string;
  cookie?: string;
}

const main = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'login-attacks-'));
  const config = loadConfig({
    ...process.env,
    PLATFORM_MODE: 'demo',
    DB_PATH: path.join(dir, 'platform.db'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const login = async (fields: object, ip: string, cookie?: string): Promise<Answer> => {
    const response = await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(encryptPayload(config.payloadSecret, { type: 'username', ...fields })),
    });
    const body = (await response.json()) as { value?: { reason?: string } | null };
    return {
      status: response.status,
      reason: body.value?.reason ?? undefined,
      cookie: response.headers.get('set-cookie')?.split(';')[0],
    };
  };

  const solved = async (ip: string) => {
    const response = await fetch(`${origin}/wps/verification/challenge?purpose=login`, {
      headers: { 'x-forwarded-for': ip },
    });
    const { value } = (await response.json()) as { value: Record<string, string | number> };
    let number = 0;
    const sha = (n: number) => createHash('sha256').update(`${value.salt}${n}`).digest('hex');
    while (number <= Number(value.maxnumber) && sha(number) !== value.challenge) number += 1;
    const { algorithm, challenge, salt, signature } = value;
    return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString(
      'base64',
    );
  };

  /** A real player: once more with a solved human check when asked for one. */
  const player = async (fields: object, ip: string, cookie?: string) => {
    const started = performance.now();
    let answer = await login(fields, ip, cookie);
    const challenged = answer.reason === 'humanCheckRequired';
    if (challenged) answer = await login({ ...fields, humanCheck: await solved(ip) }, ip, cookie);
    const ms = Math.round(performance.now() - started);
    return { status: answer.status, ms, challenged, cookie: answer.cookie };
  };

  /**
   * Attack loops in a worker thread of their own, so the attackers' encryption does not share
   * the platform's event loop (they share the machine's 2 cores, as on one server).
   */
  const attack = (connections: number, kind: 'spray' | 'vip') => {
    const worker = new Worker(ATTACKER, {
      eval: true,
      workerData: { origin, secret: config.payloadSecret, connections, kind },
    });
    return {
      stop: () =>
        new Promise<Record<number, number>>((resolve) => {
          worker.once('message', resolve);
          worker.postMessage('stop');
        }).finally(() => worker.terminate()),
    };
  };

  const during = async (
    name: string,
    flood: ReturnType<typeof attack>,
    real: (i: number) => ReturnType<typeof player>,
  ) => {
    const logins = [];
    for (let i = 0; i < REAL_LOGINS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, (ATTACK_S * 1000) / REAL_LOGINS));
      logins.push(await real(i));
    }
    const statuses = await flood.stop();
    const succeeded = logins.filter((entry) => entry.status === 200);
    const ok = succeeded.filter((entry) => entry.ms <= GOAL_MS).length;
    console.log(`\n${name}`);
    console.log(
      `  real logins: ${succeeded.length} of ${REAL_LOGINS} succeeded, ${ok} within ${GOAL_MS} ms`,
    );
    console.log(
      `  real login ms: ${logins.map((entry) => `${entry.ms}${entry.challenged ? '*' : ''}`).join(' ')} (* human check solved)`,
    );
    console.log(`  attack answers by status: ${JSON.stringify(statuses)}`);
  };

  try {
    console.log(
      `scrypt N=${config.scryptCost}; load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const sanity = await login({ username: 'demo', password: 'Demo1234!' }, '203.0.113.1');
    if (sanity.status !== 200)
      throw new Error(`a real login failed before the attacks: ${sanity.status}`);

    const quiet = [];
    for (let i = 0; i < 5; i += 1)
      quiet.push(
        (await player({ username: 'demo', password: 'Demo1234!' }, `203.0.113.${200 + i}`)).ms,
      );
    console.log(`\nNo attack (baseline): real login ms ${quiet.join(' ')}`);

    await during(
      'Attack 1: 12 fixed addresses (2 connections each), wrong passwords for random usernames',
      attack(24, 'spray'),
      (i) => player({ username: 'demo', password: 'Demo1234!' }, `203.0.113.${10 + i}`),
    );

    // vip's device becomes known by a login as the site sends it (checked: attack 1's flood
    // may still be in the air).
    const earlier = await player({ username: 'vip', password: 'Vip12345!' }, '203.0.113.100');
    await during(
      'Attack 2: 3 connections aimed at vip, each request from a new address (vip logs in from a known device)',
      attack(3, 'vip'),
      (i) =>
        player({ username: 'vip', password: 'Vip12345!' }, `203.0.113.${120 + i}`, earlier.cookie),
    );
    await during(
      'Attack 2 again: vip from new browsers (no device cookie: the human check is solved)',
      attack(3, 'vip'),
      (i) => player({ username: 'vip', password: 'Vip12345!' }, `203.0.113.${140 + i}`),
    );
    console.log(
      `\nload average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

void main();
