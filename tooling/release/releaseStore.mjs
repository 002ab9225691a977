// The releases directory: immutable release folders served by the CDN, the ledger of which
// release of each remote is live (and which were live before), and the registry derived from it.
//
//   <RELEASES_DIR>/<remote>/<version>-<buildId>/   the release's files, read-only, served as is
//   <RELEASES_DIR>/releases.json                   ledger: records, live stack, CDN origin
//   <RELEASES_DIR>/registry.json                   the registry document the site serves
//   <RELEASES_DIR>/canaries.json                   canary releases and their shares (ADR 0030):
//                                                  the site server gives a visitor whose bucket
//                                                  is under a share that remote's canary entry
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../scripts/remotes.mjs';

const LEDGER = 'releases.json';
const REGISTRY = 'registry.json';
const CANARIES = 'canaries.json';
const LOCK = '.lock';
const LOCK_STALE_MS = 60_000;

/** Where releases live: RELEASES_DIR, else <DATA_DIR or .data>/releases. */
export const releasesDir = (env = process.env) =>
  path.resolve(env.RELEASES_DIR || path.join(env.DATA_DIR || path.join(ROOT, '.data'), 'releases'));

/** Subresource-integrity string (sha384) of a file's bytes. */
export const integrityOf = (file) =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** Folder name of a release: version and build id, so two builds of one version never collide. */
export const releaseIdOf = ({ version, buildId }) => `${version}-${buildId}`;

const writeAtomically = (file, text) => {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Opens the releases directory; every change goes through `update`, under a lock. */
export const openStore = (dir = releasesDir()) => {
  fs.mkdirSync(dir, { recursive: true });
  const ledgerFile = path.join(dir, LEDGER);

  const read = () =>
    fs.existsSync(ledgerFile)
      ? JSON.parse(fs.readFileSync(ledgerFile, 'utf8'))
      : { schemaVersion: 1, cdnUrl: null, remotes: {} };

  const withLock = (fn) => {
    const lock = path.join(dir, LOCK);
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        fs.mkdirSync(lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
        if (age > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
        else if (Date.now() > deadline) throw new Error(`releases directory ${dir} is locked`);
        else sleep(50);
      }
    }
    try {
      return fn();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  };

  /** A release's registry entry, on the CDN origin. */
  const registryEntry = (ledger, remote, record) => ({
    version: record.version,
    buildId: record.buildId,
    manifestUrl: `${ledger.cdnUrl}/${remote}/${record.id}/mf-manifest.json`,
    contractMajor: record.contractMajor,
    integrity: record.integrity.entry,
    manifestIntegrity: record.integrity.manifest,
  });

  /**
   * Renders the registry from the ledger (each remote's live release) and the canaries (each
   * running canary's release and share).
   */
  const writeRegistry = (ledger) => {
    const remotes = {};
    const canaries = {};
    for (const [remote, entry] of Object.entries(ledger.remotes)) {
      const record = entry.live && entry.releases[entry.live];
      if (!record || !ledger.cdnUrl) continue;
      remotes[remote] = registryEntry(ledger, remote, record);
      const canary = entry.canary && entry.releases[entry.canary.release];
      if (canary)
        canaries[remote] = {
          share: entry.canary.share,
          release: canary.id,
          entry: registryEntry(ledger, remote, canary),
        };
    }
    writeAtomically(
      path.join(dir, REGISTRY),
      `${JSON.stringify({ schemaVersion: 1, remotes }, null, 2)}\n`,
    );
    writeAtomically(
      path.join(dir, CANARIES),
      `${JSON.stringify({ schemaVersion: 1, remotes: canaries }, null, 2)}\n`,
    );
  };

  return {
    dir,
    registryFile: path.join(dir, REGISTRY),
    canariesFile: path.join(dir, CANARIES),
    /** Folder of one release. */
    folderOf: (remote, id) => path.join(dir, remote, id),
    read,
    /** Applies `change` to the ledger and rewrites ledger and registry, under the lock. */
    update: (change) =>
      withLock(() => {
        const ledger = read();
        const result = change(ledger);
        writeAtomically(ledgerFile, `${JSON.stringify(ledger, null, 2)}\n`);
        writeRegistry(ledger);
        return result;
      }),
  };
};

/** The ledger entry of one remote, created empty when missing. */
export const remoteEntryOf = (ledger, remote) => {
  ledger.remotes[remote] ??= { live: null, stack: [], releases: {} };
  return ledger.remotes[remote];
};

/** Copies a built dist into its immutable release folder (staged, then renamed into place). */
export const storeFiles = (store, remote, id, distDir) => {
  const target = store.folderOf(remote, id);
  if (fs.existsSync(target)) return target;
  const staging = `${target}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(distDir, staging, { recursive: true, dereference: true });
  const freeze = (folder) => {
    for (const item of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name);
      if (item.isDirectory()) freeze(file);
      else fs.chmodSync(file, 0o444);
    }
  };
  freeze(staging);
  fs.renameSync(staging, target);
  return target;
};
