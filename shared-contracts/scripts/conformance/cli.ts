import { parseArgs } from 'node:util';

import { formatReport, outcomeOf } from './report';
import { verifyContract } from './verify';

const USAGE = `pnpm contract:verify --api <origin> [--user demo --password Demo1234!] [--cases 4] [--seed 36] [--only 'GET /path' | /path]...

Checks an API against the contract (shared-contracts): for every endpoint a valid request answers
the documented shape, malformed requests made from its schema get a 4xx envelope with a reason
(never a 5xx), calls that need a session refuse without one, and idempotency keys replay. Exit
code 1 when an endpoint fails.`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      user: { type: 'string', default: 'demo' },
      password: { type: 'string', default: 'Demo1234!' },
      cases: { type: 'string', default: '4' },
      seed: { type: 'string', default: '36' },
      only: { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.api) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const started = Date.now();
  const results = await verifyContract({
    api: values.api,
    user: values.user,
    password: values.password,
    cases: Number(values.cases),
    seed: Number(values.seed),
    only: values.only,
  });
  console.warn(formatReport(results));
  console.warn(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(results.some((result) => outcomeOf(result) === 'failed') ? 1 : 0);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
