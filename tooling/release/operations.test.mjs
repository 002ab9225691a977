import fs from 'node:fs';
import path from 'node:path';

import { FAKE_SHELL, removeTemporary, temporaryDir, writeBuild } from './fakeBuild.mjs';
import { promote, prune, RefusedError, releaseDist, rollback, status } from './operations.mjs';
import { integrityOf, openStore } from './releaseStore.mjs';

const CDN = 'https://cdn.example.test';
let store;

beforeEach(() => {
  // Release records are ordered by releasedAt: give each release its own minute.
  jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
  store = openStore(temporaryDir('releases-'));
});
afterEach(() => {
  jest.useRealTimers();
  removeTemporary();
});

/** Builds and releases one version of a remote, a minute after the previous release. */
const release = (version, { remote = 'mfe-promo', buildId = 'b1', canary, ...build } = {}) => {
  jest.advanceTimersByTime(60_000);
  return releaseDist({
    remote,
    distDir: writeBuild({ remote, version, buildId, ...build }),
    store,
    shell: FAKE_SHELL,
    cdnUrl: CDN,
    canary,
  });
};
const back = (options = {}) =>
  rollback({ remote: 'mfe-promo', store, shell: FAKE_SHELL, ...options });
const ledger = () => store.read();
const registry = () => JSON.parse(fs.readFileSync(store.registryFile, 'utf8'));
const liveOf = (remote = 'mfe-promo') => ledger().remotes[remote].live;
/** The error a refused operation throws (fails the test when it does not throw one). */
const refusal = (operation) => {
  try {
    operation();
  } catch (error) {
    if (error instanceof RefusedError) return error;
    throw error;
  }
  throw new Error('expected the operation to be refused');
};

describe('release', () => {
  it('stores the build as an immutable release, makes it live and writes the registry', () => {
    const result = release('1.0.0', { buildId: 'abc' });
    expect(result).toMatchObject({ id: '1.0.0-abc', live: true });

    const folder = store.folderOf('mfe-promo', '1.0.0-abc');
    expect(fs.readdirSync(folder).sort()).toEqual([
      'exposes',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
      'shared',
    ]);
    expect(fs.statSync(path.join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);

    expect(ledger().remotes['mfe-promo']).toMatchObject({
      live: '1.0.0-abc',
      stack: ['1.0.0-abc'],
    });
    expect(registry()).toEqual({
      schemaVersion: 1,
      remotes: {
        'mfe-promo': {
          version: '1.0.0',
          buildId: 'abc',
          manifestUrl: `${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`,
          contractMajor: 1,
          integrity: result.record.integrity.entry,
          manifestIntegrity: result.record.integrity.manifest,
        },
      },
    });
  });

  it('refuses a build that fails the checks and leaves the live release and registry as they were', () => {
    release('1.0.0');
    const before = fs.readFileSync(store.registryFile, 'utf8');
    const error = refusal(() => release('2.0.0', { contractMajor: 2 }));
    expect(error.message).toBe(
      'refused mfe-promo@2.0.0 (build b1):\n  - built against shared-contracts major 2, but the live shell speaks major 1',
    );
    expect(error.problems).toHaveLength(1);
    expect(liveOf()).toBe('1.0.0-b1');
    expect(fs.readFileSync(store.registryFile, 'utf8')).toBe(before);
    expect(fs.existsSync(store.folderOf('mfe-promo', '2.0.0-b1'))).toBe(false);
  });

  it('refuses a release that drops a module the live one exposes', () => {
    release('1.0.0', { exposes: ['./PromotionsPage', './PromotionDetailPage'] });
    expect(refusal(() => release('1.1.0')).problems).toEqual([
      'drops ./PromotionDetailPage, which the live release 1.0.0-b1 exposes',
    ]);
  });

  it('refuses a remote that is not in the workspace', () => {
    expect(refusal(() => release('1.0.0', { remote: 'mfe-nowhere' })).message).toMatch(
      /^unknown remote "mfe-nowhere" \(remotes: .*mfe-promo.*\)$/,
    );
  });

  it('makes an already stored build live again without copying it', () => {
    release('1.0.0');
    release('1.1.0');
    const again = release('1.0.0');
    expect(again).toMatchObject({ id: '1.0.0-b1', live: true });
    expect(ledger().remotes['mfe-promo'].stack).toEqual(['1.0.0-b1', '1.1.0-b1', '1.0.0-b1']);
    // The record keeps the time it was first released.
    expect(again.record.releasedAt).toBe('2025-03-01T10:01:00.000Z');
  });

  it('never stores one release id twice with different bytes', () => {
    release('1.0.0');
    const other = writeBuild({ version: '1.0.0', buildId: 'b1' });
    fs.appendFileSync(path.join(other, 'remoteEntry.js'), 'different();\n');
    // Rebuild release.json so the changed entry passes its own integrity check.
    const info = JSON.parse(fs.readFileSync(path.join(other, 'release.json'), 'utf8'));
    info.entryIntegrity = integrityOf(path.join(other, 'remoteEntry.js'));
    fs.writeFileSync(path.join(other, 'release.json'), JSON.stringify(info));

    const error = refusal(() =>
      releaseDist({ remote: 'mfe-promo', distDir: other, store, shell: FAKE_SHELL }),
    );
    expect(error.message).toBe('mfe-promo 1.0.0-b1 is already stored with different bytes');
    expect(liveOf()).toBe('1.0.0-b1');
  });

  it('stores without going live when asked to', () => {
    release('1.0.0');
    jest.advanceTimersByTime(60_000);
    const result = releaseDist({
      remote: 'mfe-promo',
      distDir: writeBuild({ version: '1.1.0' }),
      store,
      shell: FAKE_SHELL,
      makeLive: false,
    });
    expect(result).toMatchObject({ id: '1.1.0-b1', live: false });
    expect(liveOf()).toBe('1.0.0-b1');
  });

  it('leaves a remote out of the registry until a CDN origin is known', () => {
    releaseDist({ remote: 'mfe-promo', distDir: writeBuild(), store, shell: FAKE_SHELL });
    expect(registry().remotes).toEqual({});
  });
});

describe('rollback', () => {
  it('refuses a remote with no live release', () => {
    expect(refusal(() => back()).message).toBe('mfe-promo has no live release to roll back');
  });

  it('refuses when there is no earlier live release', () => {
    release('1.0.0');
    expect(refusal(() => back()).message).toMatch(/^mfe-promo has no earlier live release/);
  });

  it('goes back to the release live before, and further back each time', () => {
    release('1.0.0');
    release('1.1.0');
    release('1.2.0');
    expect(back()).toEqual({ from: '1.2.0-b1', to: '1.1.0-b1' });
    expect(registry().remotes['mfe-promo'].version).toBe('1.1.0');
    expect(back()).toEqual({ from: '1.1.0-b1', to: '1.0.0-b1' });
    expect(ledger().remotes['mfe-promo'].stack).toEqual(['1.0.0-b1']);
    expect(refusal(() => back()).message).toMatch(/no earlier live release/);
  });

  it('goes to a named release id, or to the newest build of a named version', () => {
    release('1.0.0', { buildId: 'old' });
    release('1.0.0', { buildId: 'new' });
    release('1.1.0');
    expect(back({ to: '1.0.0' })).toEqual({ from: '1.1.0-b1', to: '1.0.0-new' });
    expect(back({ to: '1.0.0-old' })).toEqual({ from: '1.0.0-new', to: '1.0.0-old' });
    // A named rollback is a new step: a plain rollback then returns to where it came from.
    expect(ledger().remotes['mfe-promo'].stack).toEqual([
      '1.0.0-old',
      '1.0.0-new',
      '1.1.0-b1',
      '1.0.0-new',
      '1.0.0-old',
    ]);
    expect(back()).toEqual({ from: '1.0.0-old', to: '1.0.0-new' });
  });

  it('refuses an unknown or already live target', () => {
    release('1.0.0');
    release('1.1.0');
    expect(refusal(() => back({ to: '0.9.0' })).message).toBe(
      'mfe-promo has no stored release 0.9.0',
    );
    expect(refusal(() => back({ to: '1.1.0' })).message).toBe('mfe-promo 1.1.0-b1 is already live');
  });

  it('re-checks the target against the live shell and refuses one it no longer accepts', () => {
    release('1.0.0');
    release('1.1.0');
    const newerShell = { ...FAKE_SHELL, contractMajor: 2 };
    const error = refusal(() => back({ shell: newerShell }));
    expect(error.message).toMatch(/^refused to make mfe-promo 1\.0\.0-b1 live:/);
    expect(error.problems).toEqual([
      'built against shared-contracts major 1, but the live shell speaks major 2',
    ]);
    expect(liveOf()).toBe('1.1.0-b1');
    expect(registry().remotes['mfe-promo'].version).toBe('1.1.0');
  });

  it('may go back to a release that exposed fewer modules', () => {
    release('1.0.0', { exposes: ['./PromotionsPage'] });
    release('1.1.0', { exposes: ['./PromotionsPage', './PointsMallPage'] });
    expect(back()).toEqual({ from: '1.1.0-b1', to: '1.0.0-b1' });
  });

  it('refuses a stored release whose files were changed', () => {
    release('1.0.0');
    release('1.1.0');
    const entry = path.join(store.folderOf('mfe-promo', '1.0.0-b1'), 'remoteEntry.js');
    fs.chmodSync(entry, 0o644);
    fs.appendFileSync(entry, 'tampered();\n');
    expect(refusal(() => back()).problems).toEqual([
      expect.stringContaining('the file was changed after the build'),
    ]);
  });

  it('touches only the named remote', () => {
    release('1.0.0', { remote: 'mfe-lobby' });
    release('1.0.0');
    release('1.1.0');
    back();
    expect(liveOf('mfe-lobby')).toBe('1.0.0-b1');
    expect(Object.keys(registry().remotes).sort()).toEqual(['mfe-lobby', 'mfe-promo']);
  });
});

describe('status', () => {
  it('lists releases newest first with the live and previous ones marked', () => {
    release('1.0.0');
    release('1.1.0');
    release('1.2.0');
    back();
    const report = status({ store });
    expect(report['mfe-promo'].live).toBe('1.1.0-b1');
    expect(
      report['mfe-promo'].releases.map(({ id, live, previous }) => ({ id, live, previous })),
    ).toEqual([
      { id: '1.2.0-b1', live: false, previous: false },
      { id: '1.1.0-b1', live: true, previous: false },
      { id: '1.0.0-b1', live: false, previous: true },
    ]);
  });
});

describe('canary', () => {
  const canaries = () => JSON.parse(fs.readFileSync(store.canariesFile, 'utf8'));
  const canary = (version, share = 10, build = {}) => release(version, { canary: share, ...build });

  it('goes live for a share of visitors: the registry keeps the live release, canaries.json names it', () => {
    release('1.0.0');
    const result = canary('1.1.0', 10);
    expect(result).toMatchObject({ id: '1.1.0-b1', live: false, canary: { share: 10 } });
    expect(liveOf()).toBe('1.0.0-b1');
    expect(registry().remotes['mfe-promo'].version).toBe('1.0.0');
    expect(canaries().remotes['mfe-promo']).toMatchObject({
      share: 10,
      release: '1.1.0-b1',
      entry: {
        version: '1.1.0',
        manifestUrl: `${CDN}/mfe-promo/1.1.0-b1/mf-manifest.json`,
        contractMajor: 1,
      },
    });
    expect(status({ store })['mfe-promo'].releases[0]).toMatchObject({
      id: '1.1.0-b1',
      live: false,
      canaryShare: 10,
    });
  });

  it('refuses what a release refuses, a second canary, a share out of range and a remote with nothing live', () => {
    expect(refusal(() => canary('1.0.0')).message).toBe(
      'mfe-promo has no live release for a canary to be compared with',
    );
    release('1.0.0');
    expect(refusal(() => canary('2.0.0', 10, { contractMajor: 2 })).problems).toHaveLength(1);
    for (const share of [0, 100, 12.5])
      expect(refusal(() => canary('1.1.0', share)).message).toMatch(/from 1 to 99/);
    canary('1.1.0');
    expect(refusal(() => canary('1.2.0')).message).toMatch(/already runs the canary 1\.1\.0-b1/);
    expect(canaries().remotes['mfe-promo'].release).toBe('1.1.0-b1');
  });

  it('promote makes it live for everyone, and a rollback then goes back to the release before', () => {
    release('1.0.0');
    canary('1.1.0', 25);
    expect(promote({ remote: 'mfe-promo', store, shell: FAKE_SHELL })).toEqual({
      from: '1.0.0-b1',
      to: '1.1.0-b1',
    });
    expect(liveOf()).toBe('1.1.0-b1');
    expect(canaries().remotes).toEqual({});
    expect(refusal(() => promote({ remote: 'mfe-promo', store, shell: FAKE_SHELL })).message).toBe(
      'mfe-promo runs no canary to promote',
    );
    back();
    expect(liveOf()).toBe('1.0.0-b1');
  });

  it('a rollback while a canary runs ends the canary and keeps the live release', () => {
    release('1.0.0');
    canary('1.1.0');
    expect(back()).toEqual({ from: '1.1.0-b1', to: '1.0.0-b1', canaryEnded: true });
    expect(liveOf()).toBe('1.0.0-b1');
    expect(canaries().remotes).toEqual({});
    expect(status({ store })['mfe-promo'].events.map(({ type }) => type)).toEqual([
      'canary',
      'canary ended',
    ]);
  });

  it('prune never deletes a running canary', () => {
    release('1.0.0');
    release('1.1.0');
    canary('1.2.0');
    prune({ remote: 'mfe-promo', keep: 0, store });
    expect(Object.keys(ledger().remotes['mfe-promo'].releases).sort()).toEqual([
      '1.0.0-b1',
      '1.1.0-b1',
      '1.2.0-b1',
    ]);
  });
});

describe('prune', () => {
  const stored = (remote = 'mfe-promo') => Object.keys(ledger().remotes[remote].releases).sort();

  it('keeps the newest n releases and deletes the rest, folders included', () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) release(version);
    expect(prune({ remote: 'mfe-promo', keep: 2, store })).toEqual([
      'mfe-promo 1.0.0-b1',
      'mfe-promo 1.1.0-b1',
    ]);
    expect(stored()).toEqual(['1.2.0-b1', '1.3.0-b1']);
    expect(fs.existsSync(store.folderOf('mfe-promo', '1.0.0-b1'))).toBe(false);
    expect(fs.existsSync(store.folderOf('mfe-promo', '1.2.0-b1'))).toBe(true);
    expect(ledger().remotes['mfe-promo'].stack).toEqual(['1.2.0-b1', '1.3.0-b1']);
  });

  it('never deletes the live release or the previous one, even with --keep 0', () => {
    release('1.0.0');
    release('1.1.0');
    release('1.2.0');
    back({ to: '1.0.0' });
    expect(prune({ remote: 'mfe-promo', keep: 0, store })).toEqual(['mfe-promo 1.1.0-b1']);
    expect(stored()).toEqual(['1.0.0-b1', '1.2.0-b1']);
    expect(back()).toEqual({ from: '1.0.0-b1', to: '1.2.0-b1' });
  });

  it('prunes every remote when none is named, and only the named one otherwise', () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      release(version);
      release(version, { remote: 'mfe-lobby' });
    }
    expect(prune({ remote: 'mfe-lobby', keep: 1, store })).toEqual(['mfe-lobby 1.0.0-b1']);
    expect(stored('mfe-promo')).toHaveLength(3);
    expect(prune({ keep: 1, store })).toEqual(['mfe-promo 1.0.0-b1']);
  });

  it('removes nothing when every release is within the newest n', () => {
    release('1.0.0');
    release('1.1.0');
    expect(prune({ remote: 'mfe-promo', keep: 3, store })).toEqual([]);
  });
});
