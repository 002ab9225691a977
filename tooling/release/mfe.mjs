#!/usr/bin/env node
// `pnpm mfe <command>`: release, roll back, inspect and prune remote releases.
// Environment: RELEASES_DIR (default <DATA_DIR or .data>/releases), CDN_URL (origin the
// releases are served from; defaults to the one `pnpm start` recorded).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { remoteDirs } from '../scripts/remotes.mjs';
import { canaryPolicyOf, DEFAULT_CANARY_POLICY, startCanaryWatch } from './canaryWatch.mjs';
import { checkRelease, shellProfile } from './checks.mjs';
import {
  fetchFieldSeries,
  fetchFieldSummary,
  fieldSource,
  figuresLine,
  NO_FIELD_SOURCE,
  seriesLines,
} from './fieldFigures.mjs';
import {
  buildRemote,
  promote,
  prune,
  RefusedError,
  releaseDist,
  rollback,
  status,
} from './operations.mjs';
import { openStore } from './releaseStore.mjs';

const USAGE = `Usage: pnpm mfe <command>

  release <remote> [--source <package-dir>] [--from <dist-dir>] [--canary <percent>]
      Builds the remote (or the copy at --source; --from takes an already built dist), checks
      it, stores it as an immutable release and makes it live; with --canary, live for that
      share of visitors only (sticky per visitor), the rest keep the live release.
  promote <remote>
      Makes the running canary live for every visitor.
  check <remote> [--from <dist-dir>]
      Runs the release checks on a built dist without releasing it.
  rollback <remote> [<version or release id>]
      Makes the previous live release (or the named one) live again. No build. While a canary
      runs, ends the canary instead (every visitor gets the live release).
  status [--json] [--minutes <n>]
      Every remote's releases, which one is live and which a rollback would go to, with what
      players' browsers saw of each over the last hour (or n minutes): views, error rate, p75
      LCP and INP (field data; needs the platform's ADMIN_TOKEN).
  health <remote> [--minutes <n>]
      The remote's field data minute by minute over the last hour (or n minutes).
  policy [--window <minutes>] [--min-views <n>] [--margin <percent>]
      Shows (or sets) when a canary ends itself: its error rate over the window above the live
      release's by more than the margin, once it has at least min-views views.
  watch
      Judges the running canaries every 15 s and ends those the policy condemns (pnpm start
      runs this itself).
  prune [<remote>] [--keep <n>]
      Deletes releases beyond the newest n (default 3); never the live or previous one.

Environment: RELEASES_DIR, CDN_URL; ADMIN_TOKEN and API_ORIGIN for field data (API_ORIGIN
defaults to the one \`pnpm start\` recorded).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    from: { type: 'string' },
    keep: { type: 'string' },
    json: { type: 'boolean' },
    minutes: { type: 'string' },
    canary: { type: 'string' },
    window: { type: 'string' },
    'min-views': { type: 'string' },
    margin: { type: 'string' },
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

/** One event of a remote's history, on a line. */
const eventLine = ({ at, type, release, share, reason, figures }) =>
  `${at} ${type} ${release}` +
  (share ? ` at ${share} %` : '') +
  (reason ? ` (${reason})` : '') +
  (figures ? ` ${JSON.stringify(figures)}` : '');

/** The window of field data asked for: --minutes, else an hour. */
const minutesAsked = () => {
  const minutes = values.minutes === undefined ? 60 : Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new RefusedError('--minutes takes a whole number');
  return minutes;
};

/** Field figures per release, or the reason there are none (printed, never fatal). */
const fieldSummaryOrWhy = async (store, minutes) => {
  const source = fieldSource(process.env, store.read());
  if (!source) return { why: NO_FIELD_SOURCE };
  try {
    return { figures: await fetchFieldSummary(source, minutes) };
  } catch (error) {
    return { why: `field data unavailable: ${error.message}` };
  }
};

const run = async () => {
  const store = openStore();
  switch (command) {
    case 'release': {
      const id = requireRemote();
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      const result = releaseDist({
        remote: id,
        distDir: distFor(id),
        store,
        cdnUrl: process.env.CDN_URL,
        canary,
      });
      console.log(
        result.canary
          ? `${id} ${result.id} is live for ${result.canary.share} % of visitors (canary; pnpm mfe promote or rollback ${id})`
          : `${id} ${result.id} is live`,
      );
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
      console.log(
        result.canaryEnded
          ? `${id}: the canary ${result.from} is ended; ${result.to} is live for everyone (next page load)`
          : `${id}: ${result.from} -> ${result.to} is live (next page load)`,
      );
      return;
    }
    case 'promote': {
      const id = requireRemote();
      const result = promote({ remote: id, store });
      console.log(`${id}: the canary ${result.to} is live for everyone (was ${result.from})`);
      return;
    }
    case 'status': {
      const report = status({ store });
      const minutes = minutesAsked();
      const { figures, why } = await fieldSummaryOrWhy(store, minutes);
      if (values.json) {
        for (const [id, { releases }] of Object.entries(report))
          for (const item of releases) item.field = figures?.get(`${id} ${item.id}`) ?? null;
        console.log(JSON.stringify(report, null, 2));
        return;
      }
      console.log(`releases: ${store.dir}`);
      if (figures) console.log(`field data: the last ${minutes} minutes`);
      for (const [id, { releases, events }] of Object.entries(report)) {
        console.log(`\n${id}`);
        for (const item of releases) {
          const mark = item.live
            ? 'live'
            : item.canaryShare
              ? `canary ${item.canaryShare} %`
              : item.previous
                ? 'previous'
                : '';
          const field = figures ? `  ${figuresLine(figures.get(`${id} ${item.id}`))}` : '';
          console.log(
            `  ${mark.padEnd(11)}  ${item.id.padEnd(24)} contract ${item.contractMajor}  ${item.releasedAt}${field}`,
          );
        }
        const last = events.at(-1);
        if (last) console.log(`  last event: ${eventLine(last)}`);
      }
      if (why) console.log(`\n${why}`);
      return;
    }
    case 'policy': {
      const numbers = {
        windowMinutes: values.window,
        minViews: values['min-views'],
        margin: values.margin === undefined ? undefined : Number(values.margin) / 100,
      };
      const changes = Object.fromEntries(
        Object.entries(numbers)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, Number(value)]),
      );
      for (const [key, value] of Object.entries(changes))
        if (!Number.isFinite(value) || value < 0 || (key !== 'margin' && !Number.isInteger(value)))
          throw new RefusedError(`${key} takes a number (whole, except --margin)`);
      if (Object.keys(changes).length)
        store.update((ledger) => {
          ledger.canaryPolicy = { ...ledger.canaryPolicy, ...changes };
        });
      const policy = canaryPolicyOf(store.read());
      console.log(
        `a canary ends itself when its error rate over ${policy.windowMinutes} minutes is more than ` +
          `${(policy.margin * 100).toFixed(1)} points above the live release's, once it has ${policy.minViews} views` +
          (Object.keys(store.read().canaryPolicy ?? {}).length ? '' : ' (the defaults)'),
      );
      return;
    }
    case 'watch': {
      const source = fieldSource(process.env, store.read());
      if (!source) throw new RefusedError(NO_FIELD_SOURCE);
      console.log(
        `watching canaries every 15 s (policy: pnpm mfe policy; defaults ${JSON.stringify(DEFAULT_CANARY_POLICY)})`,
      );
      startCanaryWatch({
        store,
        summary: (minutes) => fetchFieldSummary(source, minutes),
        keepAlive: true,
      });
      return;
    }
    case 'health': {
      const id = requireRemote();
      const minutes = minutesAsked();
      const source = fieldSource(process.env, store.read());
      if (!source) throw new RefusedError(NO_FIELD_SOURCE);
      const series = await fetchFieldSeries(source, id, minutes);
      console.log(`${id}: field data of the last ${minutes} minutes, per minute (UTC)`);
      for (const line of seriesLines(series)) console.log(`  ${line}`);
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
  await run();
} catch (error) {
  if (!(error instanceof RefusedError)) throw error;
  console.error(`mfe: ${error.message}`);
  process.exitCode = 1;
}
