// Release, rollback, status and prune of remotes (used by `pnpm mfe` and by start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { remoteDirs } from '../scripts/remotes.mjs';
import { checkRelease, shellProfile } from './checks.mjs';
import { integrityOf, openStore, releaseIdOf, remoteEntryOf, storeFiles } from './releaseStore.mjs';

/** A refused operation: its message is the reason shown to the operator. */
export class RefusedError extends Error {
  constructor(message, problems = []) {
    super(problems.length ? `${message}:\n  - ${problems.join('\n  - ')}` : message);
    this.name = 'RefusedError';
    this.problems = problems;
  }
}

const knownRemote = (remote) => {
  const found = remoteDirs().find((item) => item.id === remote);
  if (!found) {
    const names = remoteDirs()
      .map((item) => item.id)
      .join(', ');
    throw new RefusedError(`unknown remote "${remote}" (remotes: ${names})`);
  }
  return found;
};

/** Builds one remote package (its own webpack, nothing else) and returns its dist folder. */
export const buildRemote = (remote, packageDir, log = console.log) => {
  const requireFromRemote = createRequire(path.join(knownRemote(remote).dir, 'package.json'));
  const webpackCli = requireFromRemote.resolve('webpack-cli/bin/cli.js');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (manifest.name !== remote)
    throw new RefusedError(`${packageDir} holds ${manifest.name}, not ${remote}`);
  log(`building ${remote}@${manifest.version} in ${packageDir}`);
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: packageDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new RefusedError(`the build of ${remote} failed`);
  return path.join(packageDir, 'dist');
};

const liveRecordOf = (entry) => (entry?.live ? entry.releases[entry.live] : undefined);

/** The events kept per remote (canaries started, promoted, ended and why). */
const EVENTS_KEPT = 20;

/** Notes an event in the remote's history (`pnpm mfe status` shows the latest). */
const noteEvent = (entry, event) => {
  entry.events = [...(entry.events ?? []), { at: new Date().toISOString(), ...event }].slice(
    -EVENTS_KEPT,
  );
};

/** A canary's share of visitors: a whole percentage from 1 to 99. */
const checkShare = (share) => {
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new RefusedError('--canary takes a share of visitors from 1 to 99 (percent)');
  return share;
};

/**
 * Stores a built dist as an immutable release and makes it live, after the checks. An already
 * stored release (same version and build id) is made live again without copying. With `canary`
 * (a percentage), it goes live for that share of visitors only (ADR 0030); the rest keep the
 * live release until `promote` or `rollback`.
 * @param {{ remote: string, distDir: string, store?: ReturnType<typeof openStore>, shell?: object,
 *   makeLive?: boolean, cdnUrl?: string, canary?: number }} options
 */
export const releaseDist = ({
  remote,
  distDir,
  store = openStore(),
  shell = shellProfile(),
  makeLive = true,
  cdnUrl,
  canary,
}) => {
  knownRemote(remote);
  if (canary !== undefined) checkShare(canary);
  return store.update((ledger) => {
    if (cdnUrl) ledger.cdnUrl = cdnUrl;
    const entry = remoteEntryOf(ledger, remote);
    if (canary !== undefined && !entry.live)
      throw new RefusedError(`${remote} has no live release for a canary to be compared with`);
    if (canary !== undefined && entry.canary)
      throw new RefusedError(
        `${remote} already runs the canary ${entry.canary.release}: promote it or roll it back first`,
      );
    const { problems, record } = checkRelease({
      remote,
      dir: distDir,
      shell,
      live: liveRecordOf(entry),
    });
    if (problems.length) {
      throw new RefusedError(
        `refused ${remote}${record ? `@${record.version} (build ${record.buildId})` : ''}`,
        problems,
      );
    }
    const id = releaseIdOf(record);
    const folder = storeFiles(store, remote, id, distDir);
    // A stored release is immutable: the same id must hold the same bytes.
    const stored = integrityOf(path.join(folder, 'remoteEntry.js'));
    if (stored !== record.integrity.entry)
      throw new RefusedError(`${remote} ${id} is already stored with different bytes`);
    entry.releases[id] ??= { id, ...record, releasedAt: new Date().toISOString() };
    if (canary !== undefined) {
      if (entry.live === id) throw new RefusedError(`${remote} ${id} is already live`);
      entry.canary = { release: id, share: canary, startedAt: new Date().toISOString() };
      noteEvent(entry, { type: 'canary', release: id, share: canary });
      return { id, live: false, canary: entry.canary, record: entry.releases[id] };
    }
    if (makeLive && entry.live !== id) {
      entry.live = id;
      entry.stack.push(id);
    }
    return { id, live: entry.live === id, record: entry.releases[id] };
  });
};

/** Re-checks a stored release against the live shell before it goes live again. */
const checkStored = ({ store, remote, id, shell, live }) => {
  const { problems } = checkRelease({ remote, dir: store.folderOf(remote, id), shell, live });
  if (problems.length) throw new RefusedError(`refused to make ${remote} ${id} live`, problems);
};

/** Finds a stored release by id (1.2.0-abc) or version (1.2.0: its most recent build). */
const findRelease = (entry, wanted) => {
  if (entry.releases[wanted]) return entry.releases[wanted];
  return Object.values(entry.releases)
    .filter((record) => record.version === wanted)
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt))
    .at(-1);
};

/**
 * Makes the running canary live for every visitor (after the checks against the live shell).
 */
export const promote = ({ remote, store = openStore(), shell = shellProfile() }) => {
  knownRemote(remote);
  return store.update((ledger) => {
    const entry = ledger.remotes[remote];
    if (!entry?.canary) throw new RefusedError(`${remote} runs no canary to promote`);
    const id = entry.canary.release;
    checkStored({ store, remote, id, shell, live: undefined });
    const from = entry.live;
    entry.live = id;
    entry.stack.push(id);
    delete entry.canary;
    noteEvent(entry, { type: 'promoted', release: id });
    return { from, to: id };
  });
};

/**
 * Ends the running canary: every visitor gets the live release again on the next load. `reason`
 * and `figures` are noted (an automatic rollback says what it saw).
 */
export const endCanary = ({ remote, reason = 'rollback', figures, store = openStore() }) =>
  store.update((ledger) => {
    const entry = ledger.remotes[remote];
    if (!entry?.canary) throw new RefusedError(`${remote} runs no canary`);
    const { release } = entry.canary;
    delete entry.canary;
    noteEvent(entry, { type: 'canary ended', release, reason, ...(figures ? { figures } : {}) });
    return { from: release, to: entry.live, canaryEnded: true };
  });

/**
 * Points the registry back: to the release live before the current one, or to a named one.
 * Nothing is built or copied; the next page load gets it. While a canary runs, a plain
 * rollback ends the canary and leaves the live release as it is.
 */
export const rollback = ({ remote, to, store = openStore(), shell = shellProfile() }) => {
  knownRemote(remote);
  if (!to && store.read().remotes[remote]?.canary) return endCanary({ remote, store });
  return store.update((ledger) => {
    const entry = ledger.remotes[remote];
    if (!entry?.live) throw new RefusedError(`${remote} has no live release to roll back`);
    let target;
    if (to) {
      target = findRelease(entry, to);
      if (!target) throw new RefusedError(`${remote} has no stored release ${to}`);
      if (target.id === entry.live)
        throw new RefusedError(`${remote} ${target.id} is already live`);
    } else {
      const earlier = entry.stack
        .slice(0, -1)
        .reverse()
        .find((id) => entry.releases[id]);
      if (!earlier)
        throw new RefusedError(`${remote} has no earlier live release; name one (pnpm mfe status)`);
      target = entry.releases[earlier];
    }
    // Exposes may legitimately differ on the way back; the contract and singletons may not.
    checkStored({ store, remote, id: target.id, shell, live: undefined });
    const from = entry.live;
    if (to) entry.stack.push(target.id);
    else entry.stack.splice(entry.stack.lastIndexOf(target.id) + 1);
    entry.live = target.id;
    return { from, to: target.id };
  });
};

/** The release a plain rollback would go to (the one live before the live one). */
const previousOf = (entry) =>
  entry.stack
    .slice(0, -1)
    .reverse()
    .find((id) => id !== entry.live);

/** Releases that prune must keep: the live one, a canary and the one a rollback would go to. */
const protectedIds = (entry) =>
  new Set([entry.live, entry.canary?.release, previousOf(entry)].filter(Boolean));

/** Every remote's releases, newest first, with the live and previous ones marked. */
export const status = ({ store = openStore() } = {}) => {
  const ledger = store.read();
  return Object.fromEntries(
    Object.entries(ledger.remotes).map(([remote, entry]) => {
      const previous = previousOf(entry);
      const releases = Object.values(entry.releases)
        .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
        .map((record) => ({
          id: record.id,
          version: record.version,
          buildId: record.buildId,
          contractMajor: record.contractMajor,
          releasedAt: record.releasedAt,
          live: record.id === entry.live,
          previous: record.id === previous,
          canaryShare: record.id === entry.canary?.release ? entry.canary.share : null,
        }));
      return [
        remote,
        { live: entry.live, canary: entry.canary ?? null, events: entry.events ?? [], releases },
      ];
    }),
  );
};

/**
 * Removes old releases of one remote (or all), keeping the `keep` newest, and never the live
 * release or the previous one (the rollback target).
 */
export const prune = ({ remote, keep = 3, store = openStore() }) =>
  store.update((ledger) => {
    const removed = [];
    for (const [id, entry] of Object.entries(ledger.remotes)) {
      if (remote && id !== remote) continue;
      const keepIds = protectedIds(entry);
      Object.values(entry.releases)
        .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
        .slice(0, keep)
        .forEach((record) => keepIds.add(record.id));
      for (const releaseId of Object.keys(entry.releases)) {
        if (keepIds.has(releaseId)) continue;
        const folder = store.folderOf(id, releaseId);
        fs.rmSync(folder, { recursive: true, force: true });
        delete entry.releases[releaseId];
        entry.stack = entry.stack.filter((item) => item !== releaseId);
        removed.push(`${id} ${releaseId}`);
      }
    }
    return removed;
  });
