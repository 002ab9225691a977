import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { liveRegistry, remoteFiles } from '../src/remoteHints';
import { storeFile } from '../src/storeFile';

/** Looked at on every call, as a store without change events (RELEASE_RECHECK_MS=0). */
const EVERY_CALL = { recheckMs: 0 };

/*
 * What the server render puts in a page for the browser (ADR 0026): the live registry document,
 * read per page so a rollback is in the next page, and the files of a module's live release.
 */

const CDN = 'http://cdn.test';

let dir: string;
let registryFile: string;

const entryOf = (remote: string, release: string) => ({
  version: '1.0.0',
  buildId: release,
  manifestUrl: `${CDN}/${remote}/${release}/mf-manifest.json`,
  contractMajor: 1,
  integrity: `sha384-${release}`,
});

const writeRegistry = (remotes: Record<string, string>) =>
  writeFileSync(
    registryFile,
    JSON.stringify({
      schemaVersion: 1,
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([remote, release]) => [remote, entryOf(remote, release)]),
      ),
    }),
  );

const writeRelease = (remote: string, release: string, metaData: Record<string, unknown> = {}) => {
  const folder = path.join(dir, remote, release);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        ...metaData,
      },
      exposes: [
        {
          name: 'AuthModals',
          assets: {
            js: { sync: ['shared.1.js', '__federation_expose_AuthModals.2.js'], async: ['x.js'] },
          },
        },
      ],
    }),
  );
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-hints-'));
  registryFile = path.join(dir, 'registry.json');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a rollback is in the next page', () => {
  writeRegistry({ 'mfe-auth': '1.0.0-b' });
  const registry = liveRegistry(storeFile(registryFile, EVERY_CALL));
  expect(registry()?.remotes['mfe-auth']?.buildId).toBe('1.0.0-b');
  writeRegistry({ 'mfe-auth': '1.0.0-a' });
  expect(registry()?.remotes['mfe-auth']?.buildId).toBe('1.0.0-a');
});

test('no registry file, an unreadable or an invalid one: no document', () => {
  expect(liveRegistry(storeFile(null, EVERY_CALL))()).toBeNull();
  expect(liveRegistry(storeFile(registryFile, EVERY_CALL))()).toBeNull();
  writeFileSync(registryFile, '{"schemaVersion":2,"remotes":{}}');
  expect(liveRegistry(storeFile(registryFile, EVERY_CALL))()).toBeNull();
});

test("a module's files: the manifest, the entry with its integrity and the module's own scripts", () => {
  writeRegistry({ 'mfe-auth': '1.0.0-b' });
  writeRelease('mfe-auth', '1.0.0-b');
  const files = (remote: string, module: string) =>
    remoteFiles(registryFile)(remote, module, liveRegistry(storeFile(registryFile, EVERY_CALL))());
  expect(files('mfe-auth', 'AuthModals')).toEqual({
    manifestUrl: `${CDN}/mfe-auth/1.0.0-b/mf-manifest.json`,
    entry: { url: `${CDN}/mfe-auth/1.0.0-b/remoteEntry.js`, integrity: 'sha384-1.0.0-b' },
    scripts: [
      `${CDN}/mfe-auth/1.0.0-b/shared.1.js`,
      `${CDN}/mfe-auth/1.0.0-b/__federation_expose_AuthModals.2.js`,
    ],
  });
  expect(files('mfe-auth', 'NoSuchModule')).toBeNull();
  expect(files('mfe-lobby', 'HomePage')).toBeNull();
});

test("the entry's URL follows the manifest's public path and entry folder, as the release guard's", () => {
  writeRegistry({ 'mfe-auth': '1.0.0-b' });
  writeRelease('mfe-auth', '1.0.0-b', {
    publicPath: `${CDN}/mfe-auth/1.0.0-b/static/`,
    remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
  });
  const found = remoteFiles(registryFile)(
    'mfe-auth',
    'AuthModals',
    liveRegistry(storeFile(registryFile, EVERY_CALL))(),
  );
  expect(found?.entry.url).toBe(`${CDN}/mfe-auth/1.0.0-b/static/entry/remoteEntry.js`);
  expect(found?.scripts[0]).toBe(`${CDN}/mfe-auth/1.0.0-b/static/shared.1.js`);
});

test('a release whose manifest is missing gives no hints', () => {
  writeRegistry({ 'mfe-auth': '1.0.0-b' });
  expect(
    remoteFiles(registryFile)(
      'mfe-auth',
      'AuthModals',
      liveRegistry(storeFile(registryFile, EVERY_CALL))(),
    ),
  ).toBeNull();
});
