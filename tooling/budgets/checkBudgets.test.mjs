import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { gzipSize, remoteSizes, shellSizes } from './bundleSizes.mjs';
import { compare } from './checkBudgets.mjs';

const KB = 1024;

/** A built remote with a 4 KB entry and one exposed module of two 1 KB scripts (random bytes). */
const fakeRemote = () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  const noise = (bytes) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), noise(4 * KB));
  fs.writeFileSync(path.join(dist, 'a.js'), noise(KB));
  fs.writeFileSync(path.join(dist, 'b.js'), noise(KB));
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['a.js'] } } }],
      exposes: [{ name: 'Page', assets: { js: { sync: ['a.js', 'b.js'], async: ['c.js'] } } }],
    }),
  );
  fs.writeFileSync(path.join(dist, 'index.html'), '<script defer src=/remoteEntry.js></script>');
  return dist;
};

describe('bundle budgets', () => {
  it("measures a remote's entry and each exposed module's synchronous scripts, gzipped", () => {
    const dist = fakeRemote();
    const gzipped = (file) => gzipSize(path.join(dist, file));
    expect(gzipped('a.js')).toBeLessThan(KB);
    // The module's two synchronous scripts, not its async one (which is not even built here).
    expect(remoteSizes(dist)).toEqual({
      remoteEntry: gzipped('remoteEntry.js'),
      exposes: { Page: gzipped('a.js') + gzipped('b.js') },
    });
    // The shell: index.html's scripts, and the shared singletons' scripts.
    expect(shellSizes(dist)).toEqual({
      entry: gzipped('remoteEntry.js'),
      sharedVendors: gzipped('a.js'),
    });
    fs.rmSync(dist, { recursive: true });
  });

  it('passes within budget and fails with the numbers when over, unbudgeted or stale', () => {
    const measured = {
      shell: { entry: 30 * KB, sharedVendors: 200 * KB },
      'mfe-x': { remoteEntry: 21 * KB, exposes: { Page: 13 * KB, New: KB } },
    };
    const within = compare(
      {
        shell: { entry: 31, sharedVendors: 200 },
        'mfe-x': { remoteEntry: 22, exposes: { Page: 13, New: 1 } },
      },
      measured,
    );
    expect(within.problems).toEqual([]);
    expect(within.rows).toContainEqual({
      item: 'mfe-x Page first chunk',
      size: 13 * KB,
      budget: 13 * KB,
    });

    const over = compare(
      {
        shell: { entry: 29.5, sharedVendors: 200 },
        'mfe-x': { remoteEntry: 22, exposes: { Page: 12, Gone: 5 } },
        'mfe-gone': { remoteEntry: 20 },
      },
      measured,
    );
    expect(over.problems).toEqual([
      'shell entry: 30.0 KB is over its budget of 29.5 KB by 0.5 KB',
      'mfe-x Page first chunk: 13.0 KB is over its budget of 12.0 KB by 1.0 KB',
      'mfe-x New first chunk: 1.0 KB and no budget: add one to budgets.json',
      'mfe-x Gone: budgeted but not exposed any more: remove its budget',
      'mfe-gone: budgeted but not built',
    ]);
  });
});
