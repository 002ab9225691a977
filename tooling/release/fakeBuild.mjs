// Test helper: writes what a remote's production build leaves in dist/ (release.json,
// mf-manifest.json, remoteEntry.js and the chunks the manifest lists), small enough to read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { federationNameOf } from './checks.mjs';
import { integrityOf } from './releaseStore.mjs';

/**
 * A shell as shellProfile() describes it: contract major 1, React 19, shared-contracts 1.1,
 * federation runtime 2.9.2, a build that provides shared-ui's Button and Card.
 */
export const FAKE_SHELL = {
  contractMajor: 1,
  provided: { react: '19.3.1', 'react-dom': '19.3.1', 'shared-contracts': '1.1.0' },
  federationRuntime: '2.9.2',
  sharedExports: { 'shared-ui': ['Button', 'Card'], 'shared-contracts': ['LANGUAGES'] },
};

/** A fresh temporary folder; `removeTemporary` deletes every one made so far. */
const made = [];
export const temporaryDir = (prefix = 'release-test-') => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
export const removeTemporary = () => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/**
 * Writes a built remote into `dir` (a new temporary folder by default) and returns the folder.
 * `edit` may change release.json (`info`) and the manifest before they are written, after the
 * entry's integrity is recorded.
 * @param {{ dir?: string, remote?: string, version?: string, buildId?: string,
 *   contractMajor?: number, shared?: Record<string, string>, exposes?: string[],
 *   federationRuntime?: string, sharedImports?: Record<string, string[]>,
 *   edit?: (files: { info: object, manifest: object }) => void }} [options]
 */
export const writeBuild = ({
  dir = temporaryDir('dist-'),
  remote = 'mfe-promo',
  version = '1.0.0',
  buildId = 'b1',
  contractMajor = 1,
  shared = { react: '^19.0.0', 'react/': '^19.0.0', 'shared-contracts': '^1.0.0' },
  exposes = ['./PromotionsPage'],
  federationRuntime = '2.9.2',
  sharedImports = { 'shared-ui': ['Button'] },
  edit = () => {},
} = {}) => {
  const entry = path.join(dir, 'remoteEntry.js');
  write(entry, `/* ${remote} ${version} ${buildId} */\n`);
  const chunk = (file) => {
    write(path.join(dir, file), `/* ${file} */\n`);
    return { js: { sync: [file], async: [] }, css: { sync: [], async: [] } };
  };
  const manifest = {
    name: federationNameOf(remote),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: exposes.map((exposed) => ({
      name: exposed.slice(2),
      path: exposed,
      assets: chunk(`exposes/${exposed.slice(2)}.js`),
    })),
    shared: Object.keys(shared)
      .filter((key) => !key.endsWith('/'))
      .map((name) => ({ name, singleton: true, assets: chunk(`shared/${name}.js`) })),
  };
  const info = {
    name: remote,
    version,
    buildId,
    contractMajor,
    shared,
    sharedImports,
    ...(federationRuntime && { federationRuntime }),
    entryIntegrity: integrityOf(entry),
    builtAt: '2025-01-01T00:00:00.000Z',
  };
  edit({ info, manifest });
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  write(path.join(dir, 'release.json'), JSON.stringify(info));
  return dir;
};
