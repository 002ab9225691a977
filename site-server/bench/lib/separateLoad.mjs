// One autocannon run in a process of its own (bench:site): the API's latency under page load
// is timed apart from the generator of that page load. In one process, one event loop would both
// flood the site server and time the API, and the API's figures would hold the generator's own
// queueing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { placedCommand } from '../../../tooling/scripts/processPlacement.mjs';

const SELF = fileURLToPath(import.meta.url);

/** The figures of an autocannon result that the bench prints. */
export const figuresOf = (result) => ({
  rate: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  total: result.requests.total,
});

/**
 * Runs `autocannon({ url, connections, duration, headers })` in a child process. `freshPath`
 * (a path ending in `=`) asks each request for a new key: the path with the request's number.
 * `idle` runs the process in Linux's idle scheduling class (chrt): a stand-in for visitors whose
 * processors are not this machine's. `cpus` (a taskset list) keeps it on those cores.
 */
export const loadInOwnProcess = ({ idle = false, cpus, ...options }) =>
  new Promise((resolve, reject) => {
    const args = [SELF, JSON.stringify(options)];
    const child = spawn(...placedCommand(process.execPath, args, { idle, cpus }), {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load process exited ${code}`)),
    );
  });

/** The `share` quantile of sorted times, to a hundredth of a millisecond. */
const quantile = (sorted, share) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] * 100) / 100;

if (process.argv[1] === SELF) {
  // autocannon's histogram keeps whole milliseconds: an API answering in 3 or 4 ms would read as
  // +33 %. Each response's own time (process.hrtime) gives the quantiles to 0.01 ms.
  const times = [];
  const { freshPath, ...options } = JSON.parse(process.argv[2]);
  let n = 0;
  const instance = autocannon({
    ...options,
    ...(freshPath
      ? {
          requests: [
            { setupRequest: (request) => ({ ...request, path: `${freshPath}${(n += 1)}` }) },
          ],
        }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const figures = figuresOf(result);
  if (times.length > 0)
    Object.assign(figures, { p50: quantile(times, 0.5), p99: quantile(times, 0.99) });
  process.stdout.write(JSON.stringify(figures));
}
