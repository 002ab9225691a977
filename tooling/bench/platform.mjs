// The throw-away platform of the in-process benches (tooling/scripts/bench-agent-reports.mjs,
// bench-agent-settlement.mjs, bench-lottery.mjs, bench-member-records.mjs): the real app on a
// fresh temporary database, a member's session, HTTP calls over app.inject timed to p50/p95 and
// printed as rows of a table, a seeded random source and a random bet history.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { register } from 'tsx/cjs/api';

import { ROOT } from '../scripts/remotes.mjs';
import { SMALL_NOTICE } from './size.mjs';

// The platform is TypeScript run as CommonJS (as `pnpm start` runs it, through tsx).
register();
const requireHere = createRequire(import.meta.url);

/** A module of the workspace by its path from the root (TypeScript through tsx). */
export const load = (file) => requireHere(path.join(ROOT, file));

const DAY_MS = 86_400_000;

/** `--name=N` of the command line as a whole number above zero; `fallback` when absent or not. */
export const numberArg = (name, fallback, argv = process.argv) => {
  const found = argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(found?.split('=')[1] ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};

/**
 * Runs `bench` on the platform built on a fresh database in a temporary folder (named from
 * `prefix`), with the lottery's draw engine stopped; then closes the app and removes the folder,
 * whether the bench ended or threw. `bench` gets `{ app, config, platform }`.
 */
export const onThrowAwayPlatform = async (prefix, bench) => {
  const { buildApp } = load('platform-api/src/app.ts');
  const { loadConfig } = load('platform-api/src/config.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig({
    DB_PATH: path.join(dir, 'platform.db'),
    SCRYPT_COST: String(2 ** 10),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
  });
  const app = await buildApp(config);
  const { platform } = app;
  platform.lottery.stop();
  try {
    await bench({ app, config, platform });
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

/** mulberry32 from `seed`: `random(n)` is a whole number below n, the same ones on every run. */
export const seededRandom = (seed) => {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
};

/**
 * `count` settled bets (ids `BB0`, `BB1`...) in commits of 100,000: stakes of 1 to 50 units, 45%
 * won at 1 to 3 times the stake, on `games` at random over the last `days` before `now`;
 * `memberOf(i)` names the bettor of bet i.
 */
export const insertRandomBets = (db, { count, random, memberOf, games, now, days }) => {
  const insertBet = db.prepare(
    'INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const BATCH = 100_000;
  for (let first = 0; first < count; first += BATCH)
    db.transaction(() => {
      for (let i = first; i < Math.min(count, first + BATCH); i += 1) {
        const stake = (1 + random(50)) * 100;
        const payout = random(100) < 45 ? stake * (1 + random(3)) : 0;
        insertBet.run(
          `BB${i}`,
          memberOf(i),
          games[random(games.length)],
          stake,
          payout,
          'bench',
          now - random(days * DAY_MS),
        );
      }
    })();
};

/** The session token of `username` logged in over HTTP (the real, encrypted login route). */
export const logIn = async ({ app, config }, username, password) => {
  const { encryptPayload } = load('shared-contracts/src/crypto/payload.ts');
  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encryptPayload(config.payloadSecret, { type: 'username', username, password }),
  });
  const token = login.json().value?.token;
  if (!token) throw new Error(`login failed: ${login.body}`);
  return token;
};

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `timeGet(url)`: GET `url` with `token`'s session, 3 warm-up calls (caches, prepared
 * statements), then `runs` timed ones; `{ p50, p95, value }` (ms, the last answer's value). An
 * answer other than 200 throws.
 */
export const getTimer = (app, token, runs) => async (url) => {
  const times = [];
  let last;
  for (let run = 0; run < runs + 3; run += 1) {
    const start = performance.now();
    last = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - start;
    if (last.statusCode !== 200) throw new Error(`${url}: ${last.statusCode} ${last.body}`);
    if (run >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), value: last.json().value };
};

/** The first lines of a bench's output: what it measured on, and the small size's notice. */
export const printHeading = (title, small) => {
  console.log(`${title} benchmark (${os.cpus().length} cores, node ${process.version})`);
  if (small) console.log(`  ${SMALL_NOTICE}`);
};

const fmt = (ms) => `${ms.toFixed(1)} ms`;

/**
 * A row of the timings table: `label` padded to `width`, p50 and p95, the p95 against
 * `targetMs` when there is one, then `figures` (what shows the work was done).
 */
export const printTimings = (label, { p50, p95 }, figures, { width, targetMs }) => {
  const target =
    targetMs === undefined
      ? ''
      : ` (target p95 <= ${targetMs} ms: ${p95 <= targetMs ? 'ok' : 'OVER TARGET'})`;
  console.log(`  ${label.padEnd(width)} p50 ${fmt(p50)}, p95 ${fmt(p95)}${target}; ${figures}`);
};
