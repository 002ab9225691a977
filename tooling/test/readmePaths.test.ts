import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The README of every package of the workspace (a folder with a package.json). */
const packageReadmes = (): string[] =>
  readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'package.json')),
    )
    .map((entry) => path.join(ROOT, entry.name, 'README.md'))
    .filter((file) => existsSync(file));

/**
 * Files a README names in backticks (`src/api/points.ts`): a path with a folder and an
 * extension, not a placeholder (`NNN_name.sql`), a URL or a glob.
 */
const FILE = /^[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|cjs|mjs|js|json|css|conf|sql|md|sh)$/;
const namedFiles = (text: string): string[] =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name as string)
    .filter((name) => FILE.test(name) && !/NNN/.test(name));

/** Where a package's README may name a file from: the package, its sources, the workspace. */
const resolves = (packageDir: string, name: string): boolean =>
  [packageDir, path.join(packageDir, 'src'), path.join(packageDir, 'src', 'features'), ROOT].some(
    (base) => existsSync(path.join(base, name)),
  );

describe("the packages' READMEs", () => {
  it('are found', () => {
    expect(packageReadmes().length).toBeGreaterThanOrEqual(10);
  });

  it.each(packageReadmes().map((file) => [path.relative(ROOT, file), file]))(
    '%s names only files that exist',
    (_name, file) => {
      const missing = namedFiles(readFileSync(file, 'utf8')).filter(
        (name) => !resolves(path.dirname(file), name),
      );
      expect(missing).toEqual([]);
    },
  );
});
