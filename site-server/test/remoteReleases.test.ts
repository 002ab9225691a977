import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RegistryDocument } from 'shared-contracts';

import { remoteReleases } from '../src/remoteReleases';

/*
 * The live release's server render and stylesheets, found through the release store's registry
 * file (ADR 0017): what the site's server render hands to the shell for a remote area.
 */

const CDN = 'http://cdn.test';

let dir: string;
let registryFile: string;

const manifestUrl = (remote: string, release: string) =>
  `${CDN}/${remote}/${release}/mf-manifest.json`;

const writeRegistry = (remotes: Record<string, string>, mtimeSeconds?: number) => {
  const entries = Object.fromEntries(
    Object.entries(remotes).map(([remote, release]) => [
      remote,
      {
        manifestUrl: manifestUrl(remote, release),
        entry: `${CDN}/${remote}/${release}/remoteEntry.js`,
      },
    ]),
  );
  writeFileSync(registryFile, JSON.stringify({ remotes: entries }));
  // The finder re-reads the registry when its modification time changes: make each write visible
  // even when two land within the file system's time resolution.
  if (mtimeSeconds !== undefined) utimesSync(registryFile, mtimeSeconds, mtimeSeconds);
};

const writeRelease = (
  remote: string,
  release: string,
  { server = true, css = ['static/css/promotions.1234abcd.css'] } = {},
) => {
  const folder = path.join(dir, remote, release);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      id: remote,
      exposes: [
        {
          name: 'PromotionsPage',
          path: './PromotionsPage',
          assets: { js: { sync: ['static/js/page.js'], async: [] }, css: { sync: css, async: [] } },
        },
        { name: 'NoStyles', path: './NoStyles', assets: { js: { sync: [], async: [] } } },
      ],
    }),
  );
  if (server) {
    mkdirSync(path.join(folder, 'server'), { recursive: true });
    writeFileSync(path.join(folder, 'server', 'render.cjs'), 'module.exports = {};\n');
  }
  return folder;
};

/** The registry document as the site server holds it now (null when unreadable). */
const registryNow = () => {
  try {
    return JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryDocument;
  } catch {
    return null;
  }
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-releases-'));
  registryFile = path.join(dir, 'registry.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("answers the live release's server render and the module's stylesheets as CDN URLs", () => {
  const folder = writeRelease('mfe-promo', '0.1.0-abc', {
    css: ['static/css/promotions.1234abcd.css', 'static/css/shared.5678ef90.css'],
  });
  writeRegistry({ 'mfe-promo': '0.1.0-abc' });

  expect(remoteReleases(registryFile)('mfe-promo', 'PromotionsPage', registryNow())).toEqual({
    renderFile: path.join(folder, 'server', 'render.cjs'),
    styles: [
      `${CDN}/mfe-promo/0.1.0-abc/static/css/promotions.1234abcd.css`,
      `${CDN}/mfe-promo/0.1.0-abc/static/css/shared.5678ef90.css`,
    ],
  });
});

it('answers no stylesheets for a module the manifest lists without CSS', () => {
  writeRelease('mfe-promo', '0.1.0-abc');
  writeRegistry({ 'mfe-promo': '0.1.0-abc' });

  expect(remoteReleases(registryFile)('mfe-promo', 'NoStyles', registryNow())?.styles).toEqual([]);
});

it('answers null for a remote the registry does not list', () => {
  writeRelease('mfe-promo', '0.1.0-abc');
  writeRegistry({ 'mfe-promo': '0.1.0-abc' });

  expect(remoteReleases(registryFile)('mfe-lottery', 'LotteryPage', registryNow())).toBeNull();
});

it('answers null for a release built without a server render', () => {
  writeRelease('mfe-promo', '0.1.0-abc', { server: false });
  writeRegistry({ 'mfe-promo': '0.1.0-abc' });

  expect(remoteReleases(registryFile)('mfe-promo', 'PromotionsPage', registryNow())).toBeNull();
});

it("answers null for a module not in the release's manifest", () => {
  writeRelease('mfe-promo', '0.1.0-abc');
  writeRegistry({ 'mfe-promo': '0.1.0-abc' });

  expect(remoteReleases(registryFile)('mfe-promo', 'SomethingElse', registryNow())).toBeNull();
});

it('answers null for an unreadable or missing registry, and without a registry file', () => {
  writeRelease('mfe-promo', '0.1.0-abc');
  writeFileSync(registryFile, '{ not json');
  expect(remoteReleases(registryFile)('mfe-promo', 'PromotionsPage', registryNow())).toBeNull();

  expect(
    remoteReleases(path.join(dir, 'missing.json'))('mfe-promo', 'PromotionsPage', registryNow()),
  ).toBeNull();
  expect(remoteReleases(null)('mfe-promo', 'PromotionsPage', registryNow())).toBeNull();
});

it('answers null when the manifest URL names another remote than the entry', () => {
  writeRelease('mfe-promo', '0.1.0-abc');
  writeFileSync(
    registryFile,
    JSON.stringify({
      remotes: { 'mfe-promo': { manifestUrl: manifestUrl('mfe-lottery', '0.1.0-abc') } },
    }),
  );

  expect(remoteReleases(registryFile)('mfe-promo', 'PromotionsPage', registryNow())).toBeNull();
});

it('follows a rollback: the rewritten registry names another release, whose folder answers', () => {
  const current = writeRelease('mfe-promo', '0.2.0-new', {
    css: ['static/css/promotions.aaaaaaaa.css'],
  });
  const previous = writeRelease('mfe-promo', '0.1.0-old', {
    css: ['static/css/promotions.bbbbbbbb.css'],
  });
  writeRegistry({ 'mfe-promo': '0.2.0-new' }, 1_700_000_000);
  const find = remoteReleases(registryFile);

  expect(find('mfe-promo', 'PromotionsPage', registryNow())).toEqual({
    renderFile: path.join(current, 'server', 'render.cjs'),
    styles: [`${CDN}/mfe-promo/0.2.0-new/static/css/promotions.aaaaaaaa.css`],
  });

  writeRegistry({ 'mfe-promo': '0.1.0-old' }, 1_700_000_100);

  expect(find('mfe-promo', 'PromotionsPage', registryNow())).toEqual({
    renderFile: path.join(previous, 'server', 'render.cjs'),
    styles: [`${CDN}/mfe-promo/0.1.0-old/static/css/promotions.bbbbbbbb.css`],
  });
});
