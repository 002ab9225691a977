// The public-surface reports (docs/adr/0033-api-reports.md): API Extractor reads the declarations
// `tsc -b` writes to build-types/ and renders each public entry as a committed api/*.api.md.
//
//   node tooling/api/apiReports.mjs check    (pnpm api:check)  fails, with the diff, when a
//                                                             report differs from the code
//   node tooling/api/apiReports.mjs update   (pnpm api:update) rewrites the reports
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Extractor, ExtractorConfig, ExtractorLogLevel } = require('@microsoft/api-extractor');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One report per public entry; each folder's api-extractor.json names its entry and report. */
export const REPORTS = [
  { entry: 'shared-contracts', config: 'shared-contracts/api-extractor.json' },
  { entry: 'shared-ui/kit', config: 'shared-ui/api-extractor.json' },
];

const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('usage: node tooling/api/apiReports.mjs check|update');
  process.exit(2);
}

// The reports are made from declarations, so they must be current and from one build: an
// incremental build re-emits only the files that changed, and the declarations it keeps can
// spell a union's members in another order (the checker numbers types as it meets them), so a
// report made from them differs from a clean clone's. `--force` rebuilds shared-ui and
// shared-contracts (its reference) whole.
const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-b', '--force', path.join(ROOT, 'shared-ui')],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) {
  console.error(
    'api: the declarations do not build (tsc -b shared-ui); fix the type errors first.',
  );
  process.exit(1);
}

const stale = [];
let failed = false;
for (const { entry, config } of REPORTS) {
  const extractorConfig = ExtractorConfig.loadFileAndPrepare(path.join(ROOT, config));
  const report = path.relative(
    ROOT,
    path.join(extractorConfig.reportFolder, extractorConfig.reportConfigs[0].fileName),
  );
  const result = Extractor.invoke(extractorConfig, {
    localBuild: mode === 'update',
    printApiReportDiff: mode === 'check',
    messageCallback: (message) => {
      // Quieted: the preamble ("bundled TypeScript 6.0.x") and API Extractor's own words for a
      // stale report ("copy the file from the temp folder", "updating"), which ours below
      // replace. The diff is printed under the entry's name. A message set to None is not
      // counted as a warning, so `succeeded` then means "no other problem".
      const quiet = [
        'console-preamble',
        'console-api-report-not-copied',
        'console-api-report-copied',
      ];
      if (message.messageId === 'console-api-report-diff') {
        console.log(`\n${entry}: ${message.text}`);
      } else if (!quiet.includes(message.messageId)) {
        return;
      }
      message.logLevel = ExtractorLogLevel.None;
      message.handled = true;
    },
  });
  if (!result.succeeded) failed = true;
  if (result.apiReportChanged) stale.push(report);
  else console.log(`api: ${report} is up to date`);
}

if (failed) {
  console.error('api: API Extractor reported errors (above).');
  process.exit(1);
}
if (mode === 'update') {
  for (const report of stale) console.log(`api: updated ${report}: commit it with the change`);
} else if (stale.length > 0) {
  console.error(
    `\napi: the public surface changed: ${stale.join(', ')} differ${stale.length === 1 ? 's' : ''}` +
      ' from the code (diff above).\nIf the change is intended, run `pnpm api:update` and commit' +
      ' the report with it, so the review shows the new surface (docs/adr/0033-api-reports.md).',
  );
  process.exit(1);
}
