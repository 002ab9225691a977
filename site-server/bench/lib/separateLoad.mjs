// One autocannon run in a process of its own (bench:site): the API's latency under page load
// is timed apart from the generator of that page load. In one process, one event loop would both
// flood the site server and time the API, and the API's figures would hold the generator's own
// queueing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

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

/** Runs `autocannon({ url, connections, duration, headers })` in a child process. */
export const loadInOwnProcess = (options) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify(options)], {
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

if (process.argv[1] === SELF) {
  const result = await autocannon(JSON.parse(process.argv[2]));
  process.stdout.write(JSON.stringify(figuresOf(result)));
}
