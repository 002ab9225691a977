const fs = require('node:fs');
const path = require('node:path');

const { sharedSingletons } = require('./sharedSingletons.cjs');
const {
  consumedSurface,
  isSurfaceKey,
  isWorkspaceKey,
  missingFromNarrowed,
  missingFromShell,
  providedSurface,
} = require('./sharedSurface.cjs');

/*
 * The names a build gives and takes of the workspace's shared packages, from compilations shaped
 * like webpack's: provide and consume modules, the module graph's exports and connections.
 */

const dependency = (ids) => (ids ? { getIds: () => ids } : {});

/** A compilation whose module graph answers from the given maps. */
const compilation = ({
  modules,
  exports = new Map(),
  incoming = new Map(),
  targets = new Map(),
}) => ({
  modules,
  moduleGraph: {
    getModule: (dep) => targets.get(dep) ?? null,
    getExportsInfo: (module) => ({ getProvidedExports: () => exports.get(module) }),
    getIncomingConnections: (module) => incoming.get(module) ?? [],
  },
});

describe('isWorkspaceKey', () => {
  it('names shared-ui, shared-contracts and their entries only', () => {
    expect(['shared-ui', 'shared-ui/kit', 'shared-contracts/member'].map(isWorkspaceKey)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['react', 'shared-uix', 'react-dom/client'].map(isWorkspaceKey)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('isSurfaceKey', () => {
  it('records the workspace keys and the narrowed libraries, not the other libraries', () => {
    expect(
      ['shared-ui/kit', 'rxjs', 'react-router-dom', 'react', 'axios'].map(isSurfaceKey),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('narrowed libraries', () => {
  const narrowed = { rxjs: ['Subject', 'filter'] };

  it('names each import the narrowed module lacks, a namespace import too', () => {
    expect(
      missingFromNarrowed({ rxjs: ['Subject', 'interval', '*'], react: ['useState'] }, narrowed),
    ).toEqual(['rxjs: interval', 'rxjs: *']);
    expect(missingFromNarrowed({ rxjs: ['filter'] }, narrowed)).toEqual([]);
  });

  it('shares each as its singleton, from a module that re-exports the listed names by path', () => {
    const shell = path.join(__dirname, '..', '..', 'shell');
    const { rxjs } = sharedSingletons(shell);
    expect(rxjs).toMatchObject({
      singleton: true,
      requiredVersion: expect.stringMatching(/^\^7\./),
    });
    expect(rxjs.version).toMatch(/^7\./);
    const source = fs.readFileSync(rxjs.import, 'utf8');
    expect(source).toMatch(/^export \{ BehaviorSubject, Observable, Subject, filter, /m);
    // By the library's file, not its name: the share scope's key would catch `from 'rxjs'`.
    expect(source).toMatch(/from "\/.*rxjs\/dist\/esm5\/index\.js";/);
  });
});

describe('providedSurface', () => {
  it('lists the exports of each workspace module the build provides, through a lazy block', () => {
    const ui = { id: 'ui' };
    const kit = { id: 'kit' };
    const uiDep = {};
    const kitDep = {};
    const modules = [
      {
        type: 'provide-module',
        _name: 'shared-ui',
        dependencies: [],
        blocks: [{ dependencies: [uiDep] }],
      },
      { type: 'provide-module', _name: 'shared-ui/kit', dependencies: [kitDep], blocks: [] },
      { type: 'provide-module', _name: 'react', dependencies: [{}], blocks: [] },
      { type: 'javascript/auto', dependencies: [], blocks: [] },
    ];
    const surface = providedSurface(
      compilation({
        modules,
        targets: new Map([
          [uiDep, ui],
          [kitDep, kit],
        ]),
        exports: new Map([
          [ui, ['Card', 'Button']],
          [kit, null],
        ]),
      }),
    );
    expect(surface).toEqual({ 'shared-ui': ['Button', 'Card'], 'shared-ui/kit': ['*'] });
  });
});

describe('consumedSurface', () => {
  it('lists the names each workspace key is imported by, a namespace as *', () => {
    const ui = { type: 'consume-shared-module', options: { shareKey: 'shared-ui' } };
    const contracts = { type: 'consume-shared-module', options: { shareKey: 'shared-contracts' } };
    const react = { type: 'consume-shared-module', options: { shareKey: 'react' } };
    const surface = consumedSurface(
      compilation({
        modules: [ui, contracts, react],
        incoming: new Map([
          [
            ui,
            [
              { dependency: dependency(['Card']) },
              { dependency: dependency(['Button', 'displayName']) },
              { dependency: dependency(['Card']) },
              // The import statement itself names nothing.
              { dependency: dependency() },
            ],
          ],
          [contracts, [{ dependency: dependency([]) }]],
          [react, [{ dependency: dependency(['useState']) }]],
        ]),
      }),
    );
    expect(surface).toEqual({ 'shared-contracts': ['*'], 'shared-ui': ['Button', 'Card'] });
  });
});

describe('missingFromShell', () => {
  const provided = { 'shared-ui': ['Button', 'Card'], 'shared-contracts': ['*'] };

  it('names what the shell does not provide of the keys it provides', () => {
    expect(
      missingFromShell(
        {
          'shared-ui': ['Card', 'DataTable', '*'],
          'shared-contracts': ['ANYTHING'],
          'shared-ui/human-check': ['HumanCheck'],
        },
        provided,
      ),
    ).toEqual(['shared-ui: DataTable']);
  });

  it('finds nothing missing in a release built before imports were recorded', () => {
    expect(missingFromShell(undefined, provided)).toEqual([]);
  });
});
