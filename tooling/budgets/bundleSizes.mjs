// Gzip sizes of what a page needs from each package's build, read from the build itself: the
// shell's entry (the scripts of index.html) and the shared vendors it provides (its
// mf-manifest's shared singletons), and per remote its remoteEntry.js and each exposed module's
// first chunk (the module's synchronous scripts). Sizes are of `gzip -9`, so a build always
// measures the same.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip -9 size of a built file, in bytes. */
export const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

const sum = (dir, files) =>
  [...new Set(files)].reduce((total, file) => total + gzipSize(path.join(dir, file)), 0);

const manifestOf = (dist) => {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the package first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

/** The shell: `entry` (index.html's scripts) and `sharedVendors` (its shared singletons). */
export const shellSizes = (dist) => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?\/?([^"'\s>]+)/g)].map((m) => m[1]);
  const manifest = manifestOf(dist);
  return {
    entry: sum(dist, scripts),
    sharedVendors: sum(
      dist,
      manifest.shared.flatMap((shared) => shared.assets.js.sync),
    ),
  };
};

/** A remote: `remoteEntry` and, per exposed module, its first chunk. */
export const remoteSizes = (dist) => {
  const manifest = manifestOf(dist);
  const entry = manifest.metaData.remoteEntry;
  return {
    remoteEntry: gzipSize(path.join(dist, entry.path ?? '', entry.name)),
    exposes: Object.fromEntries(
      manifest.exposes.map((expose) => [expose.name, sum(dist, expose.assets.js.sync)]),
    ),
  };
};
