import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Every package of the workspace: a folder with a package.json. */
const packages = (): string[] =>
  readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'package.json')),
    )
    .map((entry) => entry.name);

/** The README of every package that has one. */
const packageReadmes = (): string[] =>
  packages()
    .map((name) => path.join(ROOT, name, 'README.md'))
    .filter((file) => existsSync(file));

/**
 * Files a README names in backticks (`src/api/points.ts`): a path with a folder and an
 * extension, not a placeholder (`NNN_name.sql`), a URL, a glob or a build's output (`dist/`,
 * `dist-server/`: the unit tests run before the build).
 */
const FILE = /^[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|cjs|mjs|js|json|css|conf|sql|md|sh)$/;
const namedFiles = (text: string): string[] =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name as string)
    .filter((name) => FILE.test(name) && !/NNN|(?:^|\/)dist(?:-server)?\//.test(name));

/** Where a package's README may name a file from: the package, its sources, the workspace. */
const resolves = (packageDir: string, name: string): boolean =>
  [packageDir, path.join(packageDir, 'src'), path.join(packageDir, 'src', 'features'), ROOT].some(
    (base) => existsSync(path.join(base, name)),
  );

describe("the packages' READMEs", () => {
  it('exist, one for every package', () => {
    const without = packages().filter((name) => !existsSync(path.join(ROOT, name, 'README.md')));
    expect(without).toEqual([]);
    expect(packages().length).toBeGreaterThanOrEqual(13);
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
