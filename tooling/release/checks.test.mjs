import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { checkRelease, shellProfile } from './checks.mjs';
import { FAKE_SHELL, removeTemporary, writeBuild } from './fakeBuild.mjs';

afterEach(removeTemporary);

const check = (dir, { remote = 'mfe-promo', shell = FAKE_SHELL, live } = {}) =>
  checkRelease({ remote, dir, shell, live });

describe('checkRelease', () => {
  it('passes a complete build and returns what the ledger records', () => {
    const { problems, record } = check(writeBuild({ version: '1.2.0', buildId: 'abc' }));
    expect(problems).toEqual([]);
    expect(record).toMatchObject({
      name: 'mfe-promo',
      version: '1.2.0',
      buildId: 'abc',
      contractMajor: 1,
      exposes: ['./PromotionsPage'],
      integrity: { entry: expect.stringMatching(/^sha384-/), manifest: expect.any(String) },
    });
  });

  it('refuses a folder that is not a build', () => {
    const dir = writeBuild();
    fs.rmSync(path.join(dir, 'release.json'));
    expect(check(dir).problems).toEqual([expect.stringContaining('no readable release.json')]);
    const noManifest = writeBuild();
    fs.rmSync(path.join(noManifest, 'mf-manifest.json'));
    expect(check(noManifest).problems).toEqual([`${noManifest} has no readable mf-manifest.json`]);
  });

  it('refuses a build that names another remote or lacks a version', () => {
    const dir = writeBuild({
      edit: ({ info }) => {
        info.name = 'mfe-lobby';
        delete info.buildId;
      },
    });
    expect(check(dir).problems).toEqual([
      'release.json names mfe-lobby, not mfe-promo',
      'release.json lacks a version or build id',
    ]);
  });

  it('refuses another contract major than the shell speaks', () => {
    expect(check(writeBuild({ contractMajor: 2 })).problems).toEqual([
      'built against shared-contracts major 2, but the live shell speaks major 1',
    ]);
  });

  describe('federation runtime', () => {
    it("refuses a build whose runtime is not the shell's minor version", () => {
      expect(check(writeBuild({ federationRuntime: '2.10.0' })).problems).toEqual([
        "runs on the shell's federation runtime ~2.10.0, but the shell provides 2.9.2",
      ]);
      const patch = check(writeBuild({ federationRuntime: '2.9.0' }));
      expect(patch.problems).toEqual([]);
    });

    it('refuses a build that needs the runtime from a shell that provides none', () => {
      const shell = { ...FAKE_SHELL, federationRuntime: null };
      expect(check(writeBuild(), { shell }).problems).toEqual([
        "runs on the shell's federation runtime ~2.9.2, but the shell provides none",
      ]);
    });

    it('passes a build that brings its own runtime whatever the shell provides', () => {
      const shell = { ...FAKE_SHELL, federationRuntime: null };
      expect(check(writeBuild({ federationRuntime: '' }), { shell }).problems).toEqual([]);
    });
  });

  describe('manifest', () => {
    it('takes the federation name from the remote catalogue', () => {
      const dir = writeBuild({ edit: ({ manifest }) => (manifest.name = 'mfe-promo') });
      expect(check(dir).problems).toEqual(['manifest names mfe-promo, expected mfe_promo']);
    });

    it('refuses a remote the catalogue does not know', () => {
      const dir = writeBuild({ remote: 'mfe-unknown' });
      expect(check(dir, { remote: 'mfe-unknown' }).problems).toEqual([
        expect.stringContaining('mfe-unknown is not in the remote catalogue'),
      ]);
    });

    it('refuses a missing entry, no exposes, no shared list and missing assets', () => {
      const dir = writeBuild({
        edit: ({ manifest }) => {
          manifest.metaData.remoteEntry.name = 'gone.js';
          manifest.exposes = [];
          delete manifest.shared;
        },
      });
      expect(check(dir).problems).toEqual([
        "manifest's remote entry gone.js is missing",
        'manifest exposes nothing',
        'manifest lists no shared modules',
        'depends on react but does not share it',
        'depends on shared-contracts but does not share it',
      ]);

      const halfUploaded = writeBuild();
      fs.rmSync(path.join(halfUploaded, 'exposes', 'PromotionsPage.js'));
      expect(check(halfUploaded).problems).toEqual([
        'manifest lists exposes/PromotionsPage.js (of PromotionsPage) but the file is missing',
      ]);
    });

    it('refuses dropping a module the live release exposes, and allows adding one', () => {
      const live = { id: '1.0.0-b1', exposes: ['./PromotionsPage', './PointsMallPage'] };
      expect(check(writeBuild(), { live }).problems).toEqual([
        'drops ./PointsMallPage, which the live release 1.0.0-b1 exposes',
      ]);
      const wider = writeBuild({ exposes: ['./PromotionsPage', './PointsMallPage', './New'] });
      expect(check(wider, { live }).problems).toEqual([]);
    });
  });

  describe('shared singletons', () => {
    it('accepts every range form the shell version satisfies', () => {
      for (const range of ['^19.0.0', '~19.3.0', '19.3.1', '>=19.1.0 <20', '19.x', '^18 || ^19']) {
        const dir = writeBuild({ shared: { react: range, 'shared-contracts': '^1.0.0' } });
        expect({ range, problems: check(dir).problems }).toEqual({ range, problems: [] });
      }
    });

    it('refuses a range the shell version does not satisfy', () => {
      for (const range of ['^18.2.0', '~19.2.0', '19.3.2', '>=20', '^19.4.0-rc.1']) {
        const dir = writeBuild({ shared: { react: range } });
        expect(check(dir).problems).toEqual([
          `needs react ${range}, but the shell provides 19.3.1`,
        ]);
      }
    });

    it('refuses an unreadable range instead of guessing', () => {
      const dir = writeBuild({ shared: { react: 'latest' } });
      expect(check(dir).problems).toEqual(['needs react "latest", not a version range']);
    });

    it('refuses a singleton shared as a plain module, or one the shell does not provide', () => {
      const dir = writeBuild({
        shared: { react: '^19.0.0', rxjs: '^7.8.0' },
        edit: ({ manifest }) => (manifest.shared[0].singleton = false),
      });
      expect(check(dir).problems).toEqual([
        'shares react but not as a singleton',
        'shares rxjs, which the shell does not provide',
      ]);
    });

    it('counts a package shared through its entry points alone as shared (only shared-ui/kit imported)', () => {
      const dir = writeBuild({
        shared: { react: '^19.0.0', 'shared-contracts': '^1.0.0' },
        edit: ({ manifest }) => {
          const contracts = manifest.shared.find((item) => item.name === 'shared-contracts');
          contracts.name = 'shared-contracts/member';
          delete contracts.singleton;
        },
      });
      expect(check(dir).problems).toEqual([]);
      const plain = writeBuild({
        shared: { react: '^19.0.0', 'shared-contracts': '^1.0.0' },
        edit: ({ manifest }) => {
          const contracts = manifest.shared.find((item) => item.name === 'shared-contracts');
          contracts.name = 'shared-contracts-copy';
        },
      });
      expect(check(plain).problems).toEqual(['depends on shared-contracts but does not share it']);
    });

    it('lets subpath keys (react/) follow their package', () => {
      const dir = writeBuild({ shared: { 'react/': 'not a range', react: '^19.0.0' } });
      expect(check(dir).problems).toEqual([]);
    });
  });

  describe('integrity', () => {
    it('refuses an entry changed after the build', () => {
      const dir = writeBuild();
      fs.appendFileSync(path.join(dir, 'remoteEntry.js'), 'tampered();\n');
      expect(check(dir).problems).toEqual([
        expect.stringMatching(
          /^remoteEntry\.js does not match the integrity its build recorded \(sha384-.+\): the file was changed after the build$/,
        ),
      ]);
    });

    it('refuses a build that recorded no integrity', () => {
      const dir = writeBuild({ edit: ({ info }) => delete info.entryIntegrity });
      expect(check(dir).problems).toEqual(['release.json records no entry integrity']);
    });
  });
});

describe("the live shell's build provides what a remote imports of the shared packages", () => {
  it('passes names the shell provides and keys it does not provide (the remote brings those)', () => {
    const dir = writeBuild({
      sharedImports: { 'shared-ui': ['Button', 'Card'], 'shared-ui/human-check': ['HumanCheck'] },
    });
    expect(check(dir).problems).toEqual([]);
  });

  it('refuses a remote importing a component the live shell was built without', () => {
    const dir = writeBuild({
      sharedImports: { 'shared-ui': ['Card', 'DataTable'], 'shared-contracts': ['NEW_LIST'] },
    });
    expect(check(dir).problems).toEqual([
      "imports shared-ui: DataTable, which the live shell's build does not provide: release the shell first",
      "imports shared-contracts: NEW_LIST, which the live shell's build does not provide: release the shell first",
    ]);
  });

  it('takes any name from a key whose exports the shell build could not list', () => {
    const shell = { ...FAKE_SHELL, sharedExports: { 'shared-ui': ['*'] } };
    expect(
      check(writeBuild({ sharedImports: { 'shared-ui': ['Anything'] } }), { shell }).problems,
    ).toEqual([]);
  });

  it('refuses every release while the live shell is not built (nothing to compare with)', () => {
    const shell = { ...FAKE_SHELL, sharedExports: null };
    expect(check(writeBuild(), { shell }).problems).toEqual([
      "the live shell's build records no shell-profile.json (build the shell): what it provides of shared-ui and shared-contracts is unknown",
    ]);
  });
});

describe('shellProfile', () => {
  it("reads the shared exports from the live shell's build, null without one", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    try {
      expect(shellProfile(undefined, dist).sharedExports).toBeNull();
      const sharedExports = { 'shared-ui': ['Button'] };
      fs.writeFileSync(path.join(dist, 'shell-profile.json'), JSON.stringify({ sharedExports }));
      expect(shellProfile(undefined, dist).sharedExports).toEqual(sharedExports);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("reads the workspace shell's contract major and installed singleton versions", () => {
    const shell = shellProfile();
    expect(shell.contractMajor).toEqual(expect.any(Number));
    expect(shell.provided.react).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shell.provided['shared-contracts']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shell.federationRuntime).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
