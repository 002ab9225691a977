// The remotes of the workspace (from the remote catalogue) and their built release info.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const catalogue = createRequire(import.meta.url)('../catalogue/catalogue.cjs');

export const ROOT = catalogue.ROOT;

/** Remote packages of the catalogue that exist in the workspace. */
export const remoteDirs = () => catalogue.workspaceRemotes().map(({ id, dir }) => ({ id, dir }));

/** release.json of a built remote, or null when it has not been built. */
export const readRelease = (distDir) => {
  const file = path.join(distDir, 'release.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
