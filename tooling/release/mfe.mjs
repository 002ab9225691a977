#!/usr/bin/env node
// `pnpm mfe <command>`: release, roll back, inspect and prune remote releases.
// Environment: RELEASES_DIR (default <DATA_DIR or .data>/releases), CDN_URL (origin the
// releases are served from; defaults to the one `pnpm start` recorded).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { remoteDirs } from '../scripts/remotes.mjs';
import { checkRelease, shellProfile } from './checks.mjs';
import { buildRemote, prune, RefusedError, releaseDist, rollback, status } from './operations.mjs';
import { openStore } from './releaseStore.mjs';

const USAGE = `Usage: pnpm mfe <command>

  release <remote> [--source <package-dir>] [--from <dist-dir>]
      Builds the remote (or the copy at --source; --from takes an already built dist), checks
      it, stores it as an immutable release and makes it live.
  check <remote> [--from <dist-dir>]
      Runs the release checks on a built dist without releasing it.
  rollback <remote> [<version or release id>]
      Makes the previous live release (or the named one) live again. No build.
  status [--json]
      Every remote's releases, which one is live and which a rollback would go to.
  prune [<remote>] [--keep <n>]
      Deletes releases beyond the newest n (default 3); never the live or previous one.

Environment: RELEASES_DIR, CDN_URL.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    from: { type: 'string' },
    keep: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, remote, extra] = positionals;

const requireRemote = () => {
  if (!remote)
    throw new RefusedError(
      `${command} needs a remote (${remoteDirs()
        .map((r) => r.id)
        .join(', ')})`,
    );
  return remote;
};

const distFor = (id) => {
  if (values.from) return path.resolve(values.from);
  if (values.source) return buildRemote(id, path.resolve(values.source));
  const home = remoteDirs().find((item) => item.id === id);
  return buildRemote(id, home ? home.dir : id);
};

const run = () => {
  const store = openStore();
  switch (command) {
    case 'release': {
      const id = requireRemote();
      const result = releaseDist({
        remote: id,
        distDir: distFor(id),
        store,
        cdnUrl: process.env.CDN_URL,
      });
      console.log(`${id} ${result.id} is live`);
      if (!store.read().cdnUrl)
        console.warn('No CDN origin recorded yet: set CDN_URL or run `pnpm start` once.');
      return;
    }
    case 'check': {
      const id = requireRemote();
      const ledger = store.read();
      const entry = ledger.remotes[id];
      const { problems, record } = checkRelease({
        remote: id,
        dir: values.from
          ? path.resolve(values.from)
          : path.join(remoteDirs().find((r) => r.id === id)?.dir ?? id, 'dist'),
        shell: shellProfile(),
        live: entry?.live ? entry.releases[entry.live] : undefined,
      });
      if (problems.length) throw new RefusedError(`${id} would be refused`, problems);
      console.log(`${id} ${record.version}-${record.buildId} passes the release checks`);
      return;
    }
    case 'rollback': {
      const id = requireRemote();
      const result = rollback({ remote: id, to: extra, store });
      console.log(`${id}: ${result.from} -> ${result.to} is live (next page load)`);
      return;
    }
    case 'status': {
      const report = status({ store });
      if (values.json) {
        console.log(JSON.stringify(report, null, 2));
        return;
      }
      console.log(`releases: ${store.dir}`);
      for (const [id, { releases }] of Object.entries(report)) {
        console.log(`\n${id}`);
        for (const item of releases) {
          const mark = item.live ? 'live    ' : item.previous ? 'previous' : '        ';
          console.log(
            `  ${mark}  ${item.id.padEnd(24)} contract ${item.contractMajor}  ${item.releasedAt}`,
          );
        }
      }
      return;
    }
    case 'prune': {
      const keep = values.keep === undefined ? 3 : Number(values.keep);
      if (!Number.isInteger(keep) || keep < 0)
        throw new RefusedError('--keep takes a whole number');
      const removed = prune({ remote, keep, store });
      console.log(removed.length ? `removed:\n  ${removed.join('\n  ')}` : 'nothing to prune');
      return;
    }
    default:
      console.log(USAGE);
      if (!values.help && command) process.exitCode = 2;
  }
};

try {
  run();
} catch (error) {
  if (!(error instanceof RefusedError)) throw error;
  console.error(`mfe: ${error.message}`);
  process.exitCode = 1;
}
