import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkCatalogue } = require('../catalogue/checkCatalogue.cjs') as {
  checkCatalogue: (options?: object) => string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesBlock } = require('../catalogue/remoteReadmes.cjs') as {
  exposesBlock: (id: string, spec: object, routes: object[]) => string;
};

const spec = (overrides: object = {}) => ({
  federationName: 'mfe_x',
  devPort: 3190,
  exposes: ['ExamplePage'],
  probes: [{ path: '/x', module: 'ExamplePage', sideMenu: true }],
  ...overrides,
});

/** The route table of the test workspace: mfe-x's page at /x. */
const ROUTES = [
  { path: '/x', content: { kind: 'remote', remote: 'mfe-x', module: 'ExamplePage' } },
];

/** A workspace with one remote, mfe-x, wired everywhere unless told otherwise. */
const workspace = ({
  tsconfigRefs = ['mfe-x'],
  exposes = ['ExamplePage'],
  readme = `# mfe-x\n\n## What it exposes\n\n${exposesBlock('mfe-x', spec(), ROUTES)}\n`,
} = {}) => {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ references: tsconfigRefs.map((ref) => ({ path: ref })) }),
  );
  mkdirSync(path.join(root, 'mfe-x', 'src', 'exposes'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-x', 'package.json'), JSON.stringify({ name: 'mfe-x' }));
  writeFileSync(path.join(root, 'mfe-x', 'README.md'), readme);
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
    routes: ROUTES,
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

  it('fails a README whose exposes table is missing or says otherwise than the catalogue', () => {
    const renamed = exposesBlock('mfe-x', spec(), ROUTES).replace('`/x`', '`/old`');
    expect(check({ root: workspace({ readme: `# mfe-x\n\n${renamed}\n` }) })).toEqual([
      'mfe-x/README.md: the exposes table is out of date (pnpm docs:remotes)',
    ]);
    expect(check({ root: workspace({ readme: '# mfe-x\n' }) })).toEqual([
      expect.stringMatching(/^mfe-x\/README\.md has no exposes table/),
    ]);
  });

  it('writes the table the catalogue and routes make, showing each page at its paths', () => {
    const table = exposesBlock(
      'mfe-x',
      spec({ exposes: ['ExamplePage', 'Overlay'], planned: ['Later'] }),
      ROUTES,
    );
    expect(table).toContain('| `ExamplePage` | `src/exposes/ExamplePage.tsx` | `/x`');
    expect(table).toMatch(/\| `Overlay` +\| `src\/exposes\/Overlay.tsx` +\| no route/);
    expect(table).toMatch(/\| `Later` +\| none yet +\| planned/);
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
