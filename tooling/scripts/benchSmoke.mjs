#!/usr/bin/env node
// Runs every `bench:*` script of the root package.json at its small size (BENCH_SIZE=small) and
// checks that each ran to the end and printed its figures (tooling/bench/smoke.mjs says which),
// so a bench cannot rot unnoticed. No timing is asserted.
//   --platform  the in-process benches (`pnpm test:bench`, after the unit tests)
//   --site      the benches of the built site, with --no-build: after `pnpm test:e2e`'s build
// Each bench's output is shown as it runs; a bench that fails, prints too little or runs past
// TIMEOUT_MS fails the run. Ends with each bench's wall time and the total.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { missingFigures, SMOKE, unlistedBenches } from '../bench/smoke.mjs';
import { ROOT } from './remotes.mjs';

const TIMEOUT_MS = 5 * 60_000;
const groups = ['platform', 'site'].filter((group) => process.argv.includes(`--${group}`));
if (groups.length === 0) {
  console.error('Usage: node tooling/scripts/benchSmoke.mjs --platform | --site');
  process.exit(2);
}

const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const unlisted = unlistedBenches(scripts);
if (unlisted.length) {
  console.error(`No smoke check for ${unlisted.join(', ')}: add it to tooling/bench/smoke.mjs.`);
  process.exit(1);
}

/** The bench running now: its own process group, ended with this run (Ctrl-C, CI's timeout). */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (running) process.kill(-running.pid, 'SIGTERM');
    process.exit(1);
  });

/** Runs `pnpm run <name>` at the small size; resolves with its exit code and output. */
const runBench = (name, args, env) =>
  new Promise((resolve) => {
    const child = (running = spawn('pnpm', ['run', '--silent', name, ...args], {
      cwd: ROOT,
      // The platform's seed hashes the demo passwords; the tests' cost keeps bench:api's set-up
      // short (its figures are not about logging in).
      env: { SCRYPT_COST: String(2 ** 10), ...process.env, BENCH_SIZE: 'small', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }));
    let output = '';
    const keep = (stream, to) =>
      stream.on('data', (chunk) => {
        output += chunk;
        to.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGTERM'); // the bench and what it started (site, Chromium)
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      running = null;
      resolve({ code, output, timedOut });
    });
  });

const results = [];
const started = Date.now();
for (const [name, { group, args = [], env = {} }] of Object.entries(SMOKE)) {
  if (!groups.includes(group)) continue;
  if (!scripts[name]) {
    results.push({ name, seconds: 0, problems: ['no such script in package.json'] });
    continue;
  }
  console.log(`\n── ${name} (small) ──`);
  const benchStart = Date.now();
  const { code, output, timedOut } = await runBench(name, args, env);
  const problems = timedOut
    ? [`still running after ${TIMEOUT_MS / 60_000} minutes`]
    : [...(code === 0 ? [] : [`exit code ${code}`]), ...missingFigures(name, output)];
  results.push({ name, seconds: (Date.now() - benchStart) / 1000, problems });
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(`\nBench smoke run (${groups.join(', ')}), small sizes; load average ${load}:`);
for (const { name, seconds, problems } of results)
  console.log(
    `  ${name.padEnd(24)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${problems.length ? `FAILED: ${problems.join('; ')}` : 'ok'}`,
  );
console.log(
  `  ${'total'.padEnd(24)} ${`${((Date.now() - started) / 1000).toFixed(1)} s`.padStart(8)}`,
);
if (results.some((result) => result.problems.length)) process.exitCode = 1;
