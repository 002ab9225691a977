// Finds the remotes of the workspace (folders named mfe-*) and their built release info.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Remote package folders that exist in the workspace. */
export const remoteDirs = () =>
  fs
    .readdirSync(ROOT)
    .filter(
      (name) => name.startsWith('mfe-') && fs.existsSync(path.join(ROOT, name, 'package.json')),
    )
    .map((name) => ({ id: name, dir: path.join(ROOT, name) }));

/** release.json of a built remote, or null when it has not been built. */
export const readRelease = (distDir) => {
  const file = path.join(distDir, 'release.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
