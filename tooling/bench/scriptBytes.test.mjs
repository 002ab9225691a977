import { byPackage, packageOf, SHARED_VENDORS } from './scriptBytes.mjs';

const origins = { site: 'http://127.0.0.1:8330', cdn: 'http://127.0.0.1:8331' };

describe('JavaScript by package', () => {
  it("names a remote by its CDN folder, the shell's vendors by node_modules, and other origins by origin", () => {
    expect(packageOf(`${origins.cdn}/mfe-lobby/0.1.0-abc/remoteEntry.js`, origins)).toBe(
      'mfe-lobby',
    );
    expect(packageOf(`${origins.site}/vendors-node_modules_pnpm_react.1a2b3c4d.js`, origins)).toBe(
      SHARED_VENDORS,
    );
    expect(packageOf(`${origins.site}/main.1a2b3c4d.js`, origins)).toBe('shell');
    expect(packageOf(`${origins.site}/shared-contracts_src_index_ts.92e1a88e.js`, origins)).toBe(
      'shared-contracts (shell)',
    );
    expect(packageOf(`${origins.site}/shared-ui_src_kit_index_ts.4e3c17a9.js`, origins)).toBe(
      'shared-ui (shell)',
    );
    expect(packageOf(`${origins.site}/src_shared-ui_notes.js`, origins)).toBe('shell');
    expect(packageOf('https://cdn.example.com/x.js', origins)).toBe('https://cdn.example.com');
  });

  it('adds up each package, largest first, and the total', () => {
    const scripts = [
      { url: `${origins.site}/main.js`, gzip: 30 },
      { url: `${origins.site}/node_modules_react.js`, gzip: 70 },
      { url: `${origins.cdn}/mfe-lobby/1/remoteEntry.js`, gzip: 20 },
      { url: `${origins.cdn}/mfe-lobby/1/home.js`, gzip: 15 },
      { url: `${origins.site}/src_bootstrap.js`, gzip: 6 },
    ];
    expect(byPackage(scripts, origins)).toEqual({
      packages: [
        { name: SHARED_VENDORS, bytes: 70 },
        { name: 'shell', bytes: 36 },
        { name: 'mfe-lobby', bytes: 35 },
      ],
      total: 141,
    });
  });
});
