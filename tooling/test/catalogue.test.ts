import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkCatalogue } = require('../catalogue/checkCatalogue.cjs') as {
  checkCatalogue: (options?: object) => string[];
};

const spec = (overrides: object = {}) => ({
  federationName: 'mfe_x',
  devPort: 3190,
  exposes: ['ExamplePage'],
  probes: [{ path: '/x', module: 'ExamplePage', sideMenu: true }],
  ...overrides,
});

/** A workspace with one remote, mfe-x, wired everywhere unless told otherwise. */
const workspace = ({ tsconfigRefs = ['mfe-x'], exposes = ['ExamplePage'] } = {}) => {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ references: tsconfigRefs.map((ref) => ({ path: ref })) }),
  );
  mkdirSync(path.join(root, 'mfe-x', 'src', 'exposes'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-x', 'package.json'), JSON.stringify({ name: 'mfe-x' }));
  for (const name of exposes) {
    writeFileSync(path.join(root, 'mfe-x', 'src', 'exposes', `${name}.tsx`), '');
  }
  return root;
};

const roots: string[] = [];
const check = (options: { root: string; catalogue?: object; jestProjects?: string[] }) => {
  roots.push(options.root);
  return checkCatalogue({
    catalogue: { 'mfe-x': spec() },
    jestProjects: ['<rootDir>/mfe-x'],
    ...options,
  });
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('remote catalogue check', () => {
  it('passes the real workspace', () => {
    expect(checkCatalogue()).toEqual([]);
  });

  it('passes a remote wired everywhere', () => {
    expect(check({ root: workspace() })).toEqual([]);
  });

  it('fails a remote left out of the tsconfig references', () => {
    expect(check({ root: workspace({ tsconfigRefs: [] }) })).toEqual([
      'mfe-x is missing from tsconfig.json references',
    ]);
  });

  it('fails a remote left out of the jest projects', () => {
    expect(check({ root: workspace(), jestProjects: [] })).toEqual([
      'mfe-x is missing from the jest projects',
    ]);
  });

  it('fails a remote folder that is not in the catalogue', () => {
    expect(check({ root: workspace(), catalogue: {} })).toEqual([
      'mfe-x is not in the remote catalogue (shared-contracts/src/site/remoteCatalogue.ts)',
    ]);
  });

  it('fails exposed modules without their file and files the catalogue does not list', () => {
    expect(check({ root: workspace({ exposes: ['Other'] }) })).toEqual([
      'mfe-x: exposes ExamplePage but src/exposes/ExamplePage.tsx is missing',
      "mfe-x: src/exposes/Other.tsx is not listed in the catalogue's exposes",
    ]);
  });

  it('fails clashing dev ports and probes of modules the remote does not expose', () => {
    const catalogue = {
      'mfe-x': spec({ probes: [{ path: '/x', module: 'Nope', sideMenu: true }] }),
      'mfe-y': spec({ federationName: 'mfe_y' }),
    };
    expect(check({ root: workspace(), catalogue })).toEqual([
      'mfe-x: Nope (probe or route) is not an exposed module',
      "mfe-y: dev port 3190 is also mfe-x's",
    ]);
  });
});
