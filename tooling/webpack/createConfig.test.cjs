const { devtoolFor } = require('./createConfig.cjs');

// Production bundles must not point the public at their source maps.
describe('devtoolFor', () => {
  it('writes hidden source maps in production (no sourceMappingURL comment) by default', () => {
    expect(devtoolFor('production', {})).toBe('hidden-source-map');
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: '0' })).toBe('hidden-source-map');
  });

  it('links the maps only when SERVE_SOURCE_MAPS serves them', () => {
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: '1' })).toBe('source-map');
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: 'true' })).toBe('source-map');
  });

  it('keeps fast inline maps in development', () => {
    expect(devtoolFor('development', {})).toBe('eval-cheap-module-source-map');
  });
});

// ADR 0017: a remote with src/server.ts also builds its server render, one CommonJS
// file beside the browser build, with the shared packages left to the shell's server render.
describe('createRemoteConfigs', () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { createRemoteConfigs } = require('./createConfig.cjs');
  const { SHARED_LIBRARIES, SINGLETONS } = require('./sharedSingletons.cjs');

  const PROMO = path.join(__dirname, '..', '..', 'mfe-promo');
  let dir;

  /** A remote package (mfe-promo's manifest, so the catalogue knows it), with or without server.ts. */
  const remoteDir = ({ server }) => {
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.copyFileSync(path.join(PROMO, 'package.json'), path.join(dir, 'package.json'));
    if (server) fs.writeFileSync(path.join(dir, 'src', 'server.ts'), 'export default {};\n');
    return dir;
  };

  /** What the server build's externals answer for `request`: 'commonjs <request>' or bundled. */
  const externalOf = (config, request) => {
    let answer;
    config.externals({ request, context: dir }, (error, result) => {
      if (error) throw error;
      answer = result;
    });
    return answer ?? 'bundled';
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-configs-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds the browser and the server render in production when src/server.ts exists', () => {
    const configs = createRemoteConfigs(
      { dir: remoteDir({ server: true }) },
      { mode: 'production' },
    );
    expect(Array.isArray(configs)).toBe(true);
    expect(configs.map((config) => config.name)).toEqual(['browser', 'server']);
    const [browser, server] = configs;
    expect(String(browser.target ?? 'web')).not.toMatch(/^node/);
    expect(server).toMatchObject({
      name: 'server',
      dependencies: ['browser'],
      mode: 'production',
      target: expect.stringMatching(/^node/),
      entry: { render: './src/server.ts' },
      output: {
        path: path.join(dir, 'dist', 'server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2', export: 'default' },
      },
    });
    // The browser build writes dist/, the server build dist/server/render.cjs inside it.
    expect(path.join(server.output.path, 'render.cjs')).toBe(
      path.join(browser.output.path, 'server', 'render.cjs'),
    );
  });

  it('the server build takes only class names from CSS (no extracted stylesheet)', () => {
    const [, server] = createRemoteConfigs({ dir: remoteDir({ server: true }) }, {});
    const css = server.module.rules.find((rule) => rule.test.test('page.module.css'));
    const loaders = css.use.map((use) => (typeof use === 'string' ? use : use.loader));
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toMatch(/css-loader/);
    expect(css.use[0].options.modules.exportOnlyLocals).toBe(true);
  });

  it('leaves every shared package and its files outside the server render, bundles the rest', () => {
    const [, server] = createRemoteConfigs({ dir: remoteDir({ server: true }) }, {});
    const shared = [...SINGLETONS, ...SHARED_LIBRARIES].filter((key) => !key.endsWith('/'));
    expect(shared).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@tanstack/react-query', 'shared-ui', 'axios']),
    );
    for (const request of [
      ...shared,
      'react/jsx-runtime',
      'react-dom/server',
      'shared-ui/kit',
      'shared-contracts/lottery',
    ])
      expect([request, externalOf(server, request)]).toEqual([request, `commonjs ${request}`]);
    for (const request of [
      './exposes/PromotionsPage',
      '../features/page/PromotionsScreen',
      'zod',
      'dompurify',
      'reactive',
      'react-router',
      'i18next-http-backend',
      'shared-uikit',
      'axios-retry',
    ])
      expect([request, externalOf(server, request)]).toEqual([request, 'bundled']);
  });

  it('builds the browser only in development, or without src/server.ts', () => {
    const withServer = remoteDir({ server: true });
    const development = createRemoteConfigs({ dir: withServer }, { mode: 'development' });
    expect(Array.isArray(development)).toBe(false);
    expect(development).toMatchObject({ name: 'browser', mode: 'development' });

    fs.rmSync(path.join(withServer, 'src', 'server.ts'));
    const production = createRemoteConfigs({ dir: withServer }, { mode: 'production' });
    expect(Array.isArray(production)).toBe(false);
    expect(production).toMatchObject({ name: 'browser', mode: 'production' });
  });

  it("is what the remotes' webpack configs build: mfe-promo with a server render, mfe-auth without", () => {
    const promo = require(path.join(PROMO, 'webpack.config.cjs'))({}, { mode: 'production' });
    expect(promo.map((config) => config.name)).toEqual(['browser', 'server']);
    const auth = require(path.join(PROMO, '..', 'mfe-auth', 'webpack.config.cjs'))(
      {},
      { mode: 'production' },
    );
    expect(Array.isArray(auth)).toBe(false);
  });
});

describe("the shell's build", () => {
  const path = require('node:path');
  const SHELL = path.join(__dirname, '..', '..', 'shell');
  const configs = require(path.join(SHELL, 'webpack.config.cjs'))({}, { mode: 'production' });

  test('is the browser build, the server render, the boot script and the service worker', () => {
    expect(configs.map(({ name }) => name)).toEqual([
      'browser',
      undefined,
      'boot',
      'service-worker',
    ]);
    const boot = configs[2];
    expect(boot.dependencies).toEqual(['browser']);
    expect(boot.entry).toEqual({ boot: './src/ssr/boot.ts' });
    // A fixed name the server render points at, in the browser build's folder, left in place.
    expect(boot.output).toMatchObject({
      path: path.join(SHELL, 'dist'),
      filename: '[name].js',
      clean: false,
    });
    // No federation and no shared libraries: nothing but the boot script itself.
    expect(boot.plugins).toBeUndefined();
  });

  test('builds the service worker and its offline page after the browser build, without federation', () => {
    const worker = configs[3];
    // After the browser build: its first-paint.json says what to precache, its clean comes first.
    expect(worker.dependencies).toEqual(['browser']);
    expect(worker.entry).toEqual({ sw: './src/sw/sw.ts', offline: './src/sw/offline/offline.ts' });
    // Fixed names at the root (the worker's scope is the site), served no-cache.
    expect(worker.output).toMatchObject({
      path: path.join(SHELL, 'dist'),
      filename: '[name].js',
      clean: false,
    });
    const plugins = worker.plugins.map((plugin) => plugin.constructor.name);
    expect(plugins).toContain('ServiceWorkerPlugin');
    expect(plugins).not.toContain('ModuleFederationPlugin');
  });

  test('the dev server serves the browser build alone', () => {
    const served = require(path.join(SHELL, 'webpack.config.cjs'))(
      { WEBPACK_SERVE: true },
      { mode: 'development' },
    );
    expect(Array.isArray(served)).toBe(false);
  });
});

// ADR 0019: every text file of a production build gets brotli and gzip copies the servers hand
// out as they are; the shell provides its start-up libraries in one file.
describe('production builds', () => {
  const path = require('node:path');
  const CompressionPlugin = require('compression-webpack-plugin');
  const { createRemoteConfigs, createShellConfig } = require('./createConfig.cjs');

  const SHELL = path.join(__dirname, '..', '..', 'shell');
  const PROMO = path.join(__dirname, '..', '..', 'mfe-promo');
  const copiesOf = (config) =>
    config.plugins
      .filter((plugin) => plugin instanceof CompressionPlugin)
      .map((plugin) => plugin.options.filename);

  it('write .br and .gz copies of the shell and of a remote, not in development', () => {
    const shell = createShellConfig({ dir: SHELL, port: 0 }, { mode: 'production' });
    const [remote, server] = createRemoteConfigs({ dir: PROMO }, { mode: 'production' });
    expect(copiesOf(shell)).toEqual(['[path][base].br', '[path][base].gz']);
    expect(copiesOf(remote)).toEqual(['[path][base].br', '[path][base].gz']);
    // The server render is read from the disk by the server, never sent.
    expect(copiesOf(server)).toEqual([]);
    expect(copiesOf(createShellConfig({ dir: SHELL, port: 0 }, { mode: 'development' }))).toEqual(
      [],
    );
    const plugin = shell.plugins.find((item) => item instanceof CompressionPlugin);
    for (const file of ['main.0123456789.js', 'page.0123456789.css', 'mf-manifest.json'])
      expect(plugin.options.test.test(file)).toBe(true);
    expect(plugin.options.test.test('main.0123456789.js.map')).toBe(false);
  });

  it('puts the libraries every page starts with in one file, and later ones apart', () => {
    const shell = createShellConfig({ dir: SHELL, port: 0 }, { mode: 'production' });
    const group = shell.optimization.splitChunks.cacheGroups.startupLibraries;
    const pnpm = (name) => `/repo/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/index.js`;
    for (const name of ['react', 'react-dom', 'scheduler', 'i18next', 'rxjs', 'axios'])
      expect([name, group.test.test(pnpm(name))]).toEqual([name, true]);
    expect(group.test.test(pnpm('@tanstack/react-query'))).toBe(true);
    for (const name of ['swiper', 'dompurify', 'qrcode.react', 'firebase', 'react-dom-extra'])
      expect([name, group.test.test(pnpm(name))]).toEqual([name, false]);
    expect(group).toMatchObject({ name: 'startup-libraries', chunks: 'async', enforce: true });
  });

  it("makes the remotes run on the shell's runtime core in production, and records it", () => {
    const { ReleaseInfoPlugin } = require('./ReleaseInfoPlugin.cjs');
    const fs = require('node:fs');
    const federationOf = (config) =>
      config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
        ._options;
    const releaseInfoOf = (config) =>
      config.plugins.find((plugin) => plugin instanceof ReleaseInfoPlugin).info;

    const shell = federationOf(createShellConfig({ dir: SHELL, port: 0 }, { mode: 'production' }));
    expect(shell.runtimePlugins).toHaveLength(1);
    // The plugin's ES module, so the core it provides is the one the shell's runtime imports.
    expect(shell.runtimePlugins[0]).toMatch(
      /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/,
    );
    expect(fs.existsSync(shell.runtimePlugins[0])).toBe(true);

    const [production] = createRemoteConfigs({ dir: PROMO }, { mode: 'production' });
    expect(federationOf(production).experiments.externalRuntime).toBe(true);
    expect(releaseInfoOf(production).federationRuntime).toMatch(/^\d+\.\d+\.\d+$/);

    // The development harness runs a remote without the shell: it keeps its own runtime.
    const development = createRemoteConfigs({ dir: PROMO }, { mode: 'development' });
    expect(federationOf(development).experiments.externalRuntime).toBe(false);
    expect(releaseInfoOf(development).federationRuntime).toBeUndefined();
  });
});

// ADR 0021: the contract's area entries ('shared-contracts/lottery', '/agent', '/member',
// '/fairDraw') come from the shell, with the index's modules in the index's one file.
describe("the contract's area entries", () => {
  const path = require('node:path');
  const { createRemoteConfigs, createShellConfig } = require('./createConfig.cjs');
  const { HOST_PROVIDED_SUBPATHS } = require('./sharedSingletons.cjs');

  const SHELL = path.join(__dirname, '..', '..', 'shell');
  const PROMO = path.join(__dirname, '..', '..', 'mfe-promo');
  const CONTRACTS = path.join(__dirname, '..', '..', 'shared-contracts');
  const federationOf = (config) =>
    config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

  it('are provided by the shell by their files, with the contract version; remotes only consume them', () => {
    const shell = createShellConfig({ dir: SHELL, port: 0 }, { mode: 'production' });
    const { version } = require(path.join(CONTRACTS, 'package.json'));
    const shared = federationOf(shell).shared;
    expect(HOST_PROVIDED_SUBPATHS).toEqual(
      expect.arrayContaining(['shared-contracts/lottery', 'shared-contracts/member']),
    );
    for (const key of HOST_PROVIDED_SUBPATHS) {
      expect(shared[key]).toMatchObject({ singleton: true, version });
      // A file, so webpack provides it although the shell never imports it.
      expect(path.isAbsolute(shared[key].import)).toBe(true);
      expect(shared[key].import.startsWith(path.join(CONTRACTS, 'src'))).toBe(true);
    }
    const [remote] = createRemoteConfigs({ dir: PROMO }, { mode: 'production' });
    for (const key of HOST_PROVIDED_SUBPATHS)
      expect(federationOf(remote).shared[key]).toBeUndefined();
  });

  it('are every entry of the package the shell does not import itself', () => {
    const { exports } = require(path.join(CONTRACTS, 'package.json'));
    const entries = Object.keys(exports)
      .filter((key) => key !== '.')
      .map((key) => `shared-contracts${key.slice(1)}`);
    // The shell imports 'shared-contracts/crypto' (the customer-service link), so the prefix
    // share provides it; an entry missing from the list would bring its remote its own zod.
    expect([...HOST_PROVIDED_SUBPATHS, 'shared-contracts/crypto'].sort()).toEqual(entries.sort());
  });

  it("keep the modules the index needs in the index's one file", () => {
    const shell = createShellConfig({ dir: SHELL, port: 0 }, { mode: 'production' });
    const group = shell.optimization.splitChunks.cacheGroups.contractIndex;
    expect(group).toMatchObject({ name: 'shared-contracts_index', chunks: 'async', enforce: true });
    const file = (name) => ({ resource: path.join(CONTRACTS, 'src', name) });
    const index = file('index.ts');
    const common = file('api/common.ts');
    const catalogue = file('lottery/catalogue.ts');
    const react = { resource: '/repo/node_modules/react/index.js' };
    const chunks = [
      { modules: [index, common, react] },
      { modules: [file('entries/lottery.ts'), catalogue, common] },
    ];
    const chunkGraph = {
      getModuleChunksIterable: (module) => chunks.filter(({ modules }) => modules.includes(module)),
      getChunkModulesIterable: (chunk) => chunk.modules,
    };
    expect(group.test(common, { chunkGraph })).toBe(true);
    expect(group.test(index, { chunkGraph })).toBe(true);
    expect(group.test(catalogue, { chunkGraph })).toBe(false);
    expect(group.test(react, { chunkGraph })).toBe(false);
  });
});
