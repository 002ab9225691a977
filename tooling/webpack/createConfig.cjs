// The one webpack + Module Federation config factory used by the shell and every remote.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  SHARED_LIBRARIES,
  SINGLETONS,
  hostShared,
  sharedSingletons,
  requiredVersionOf,
} = require('./sharedSingletons.cjs');
const { REMOTE_FILE } = require('./languageFilesLoader.cjs');
const { ReleaseInfoPlugin } = require('./ReleaseInfoPlugin.cjs');
const { NarrowedImportsPlugin, ShellProfilePlugin } = require('./sharedSurface.cjs');
const { FirstPaintStylesPlugin } = require('./FirstPaintStylesPlugin.cjs');
const { ServiceWorkerPlugin } = require('./ServiceWorkerPlugin.cjs');
const { REMOTE_CATALOGUE, exposesOf } = require('../catalogue/catalogue.cjs');

const DEV_API = process.env.DEV_API_URL || 'http://127.0.0.1:4000';

const rules = (dir, { server = false } = {}) => [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: {
          // Workspace packages are compiled from source, so the root spans the workspace.
          rootDir: path.resolve(dir, '..'),
          composite: false,
          declaration: false,
          emitDeclarationOnly: false,
          noEmit: false,
        },
      },
    },
  },
  {
    test: /\.css$/,
    use: [
      // The server render needs only the class names, the same ones the browser build makes.
      ...(server ? [] : [MiniCssExtractPlugin.loader]),
      {
        loader: require.resolve('css-loader'),
        options: {
          modules: {
            auto: true,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: '[local]_[hash:base64:5]',
            exportOnlyLocals: server,
          },
        },
      },
    ],
  },
  {
    test: /\.(png|svg|jpg|webp|otf)$/,
    type: 'asset/resource',
    // The server render points at the files the browser build wrote.
    ...(server ? { generator: { emit: false } } : {}),
  },
  {
    // A remote's `import.meta.languageFiles` in its src/remote.ts, written out before ts-loader
    // reads the file: one webpack context per language (ADR 0034). Last in the list, so the
    // other rules keep their places (a module's identifier names its rule's index).
    test: REMOTE_FILE,
    exclude: /node_modules/,
    enforce: 'pre',
    loader: require.resolve('./languageFilesLoader.cjs'),
  },
];

/**
 * Source maps of a build. Production writes them beside the bundles for error tracking, but as
 * `hidden-source-map` (no sourceMappingURL comment pointing the public at them) unless
 * SERVE_SOURCE_MAPS=1, the flag under which the servers also hand them out.
 */
const devtoolFor = (mode, env = process.env) => {
  if (mode !== 'production') return 'eval-cheap-module-source-map';
  return env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true'
    ? 'source-map'
    : 'hidden-source-map';
};

const base = ({ dir, mode, publicPath }) => ({
  mode,
  context: dir,
  devtool: devtoolFor(mode),
  output: {
    path: path.join(dir, 'dist'),
    publicPath,
    filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
    chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
    crossOriginLoading: 'anonymous',
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // Packages with an ES2015 build (rxjs) ship it rather than their larger ES5 one.
    conditionNames: ['es2015', '...'],
  },
  module: { rules: rules(dir) },
  performance: { hints: false },
  optimization: { moduleIds: 'deterministic', chunkIds: 'named' },
  stats: 'errors-warnings',
});

const cssPlugin = (mode) =>
  new MiniCssExtractPlugin({
    filename: mode === 'production' ? '[name].[contenthash:10].css' : '[name].css',
    chunkFilename: mode === 'production' ? '[name].[contenthash:10].css' : '[name].css',
  });

/** What a browser downloads as text: each gets precompressed copies beside it. */
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;

/**
 * Brotli (`.br`) and gzip (`.gz`) copies of a production build's text files, at the strongest
 * settings: the site's server and the CDN hand them out as they are (`preCompressed`), so no
 * request pays for compressing (the CPU a phone's page start competed with) and every file
 * travels compressed, the remotes' too. Files under 1 KB, or that would shrink less than 10 %,
 * get none.
 */
const precompressPlugins = (mode) =>
  mode === 'production'
    ? [
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: PRECOMPRESSED,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: PRECOMPRESSED,
          compressionOptions: { level: 9 },
          threshold: 1024,
          minRatio: 0.9,
        }),
      ]
    : [];

/**
 * The runtime plugin that hands the shell's federation runtime core to the remotes (ADR 0020), as
 * its ES module: the package's main file is CommonJS and would bring a second copy of the core
 * (the CommonJS build) next to the one the shell's runtime imports.
 */
const PROVIDE_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
  })
  .replace(/\.cjs$/, '.js');

/** The federation runtime version every build here bundles (the toolchain's pinned version). */
const FEDERATION_RUNTIME = requiredVersionOf(
  path.join(__dirname, '..'),
  '@module-federation/enhanced',
).replace(/^\^/, '');

/**
 * The libraries every page starts with (React, the router, i18next, TanStack Query, rxjs, axios
 * and what they import). The shell provides them in one file rather than a dozen: the
 * federation runtime adds a script element per file in the task that starts the application,
 * and on a slow phone each one lengthened that task (ADR 0019). Libraries a page loads
 * later (Swiper, DOMPurify, the QR code, Firebase, crypto-js for the encrypted calls and the
 * fair-draw check) keep files of their own.
 */
const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@tanstack[\\/](query-core|react-query)|rxjs|tslib|axios|\.cache[\\/]narrowed-shared)[\\/]/;

const CONTRACT_SOURCE = /[\\/]shared-contracts[\\/]src[\\/]/;
const CONTRACT_INDEX = /[\\/]shared-contracts[\\/]src[\\/]index\.ts$/;

/**
 * Whether a module is one of the contract's that its index needs: they stay in the index's one
 * file. Otherwise webpack splits what the index shares with an area's entry (ADR 0021's
 * `shared-contracts/lottery` and the rest) into files of their own, and the page's start
 * downloads three files for one.
 */
const isContractIndexModule = (module, { chunkGraph }) =>
  CONTRACT_SOURCE.test(module.resource ?? '') &&
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((other) =>
      CONTRACT_INDEX.test(other.resource ?? ''),
    ),
  );

/** Config of the shell (host): no static remotes; they come from the registry at run time. */
function createShellConfig({ dir, port }, argv = {}) {
  const mode = argv.mode || 'production';
  const common = base({ dir, mode, publicPath: '/' });
  return {
    ...common,
    optimization: {
      ...common.optimization,
      splitChunks: {
        cacheGroups: {
          startupLibraries: {
            test: STARTUP_LIBRARIES,
            name: 'startup-libraries',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          contractIndex: {
            test: isContractIndexModule,
            name: 'shared-contracts_index',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    entry: { main: './src/index.ts' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostShared(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        // Browser-only runtime: drops the runtime's Node.js loading paths. The shell is the page's
        // only host and provides its runtime core to the remotes (ADR 0020).
        experiments: { optimization: { target: 'web' } },
        runtimePlugins: [PROVIDE_RUNTIME_CORE],
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      cssPlugin(mode),
      new FirstPaintStylesPlugin(),
      new ShellProfilePlugin(),
      new NarrowedImportsPlugin(),
      ...precompressPlugins(mode),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      static: false,
      setupMiddlewares: (middlewares, devServer) => {
        // Dev only: site config and a registry pointing at the remotes' dev servers.
        devServer.app.get('/site-config.json', (_req, res) =>
          res.json({
            apiBaseUrl: '',
            wsPath: '/wps/ws',
            registryUrl: '/registry.json',
            payloadSecret: process.env.PAYLOAD_SECRET || 'dev-payload-secret',
          }),
        );
        devServer.app.get('/registry.json', (_req, res) => {
          res.set('Cache-Control', 'no-cache');
          res.json(require('../scripts/devRegistry.cjs').devRegistry());
        });
        return middlewares;
      },
      proxy: [
        { context: ['/wps', '/lgw', '/assets', '/admin', '/pay'], target: DEV_API, ws: true },
      ],
    },
  };
}

/**
 * What the server renders share: one CommonJS file for Node, the same class names as the browser
 * build (CSS modules compile to their names only) and asset URLs pointing at its files.
 */
const serverRenderConfig = ({ dir, mode, entry, output, externals }) => {
  const { optimize } = require('webpack');
  return {
    mode,
    context: dir,
    target: 'node20',
    devtool: false,
    entry,
    output: { filename: '[name].cjs', clean: true, ...output },
    ...(externals ? { externals } : {}),
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: rules(dir, { server: true }) },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

/**
 * The shell's server render (ADR 0016): its layout rendered to HTML by Node with the same
 * components, class names and asset URLs as the browser build. One CommonJS file in
 * `dist-server/` (never served), everything bundled (the workspace packages are TypeScript
 * sources) and no federation: the route's remote area comes from its remote's own server render
 * (ADR 0017) or renders its loading placeholder.
 */
function createShellServerConfig({ dir }, argv = {}) {
  return serverRenderConfig({
    dir,
    mode: argv.mode || 'production',
    entry: { render: './src/serverEntry.ts' },
    output: {
      path: path.join(dir, 'dist-server'),
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
    },
  });
}

/** Where a remote names the first screens the site's server renders (ADR 0017). */
const REMOTE_SERVER_ENTRY = './src/server.ts';

/** Whether a shared package (or a file of one) is `request`: the host hands it over. */
const isShared = (request) =>
  [...SINGLETONS, ...SHARED_LIBRARIES].some((key) =>
    key.endsWith('/') ? request.startsWith(key) : request === key,
  );

/**
 * A remote's server render (ADR 0017): its `src/server.ts` as one CommonJS file,
 * `dist/server/render.cjs`, released with the browser build it matches (same class names). The
 * shared packages stay outside: the shell's server render hands over its own React, router,
 * i18next, query library and workspace packages, as the federation share scope does in the
 * browser. The CDN never serves `server/`.
 */
function createRemoteServerConfig({ dir }, argv = {}) {
  return {
    name: 'server',
    // After the browser build, whose `clean` would otherwise remove this one's output.
    dependencies: ['browser'],
    ...serverRenderConfig({
      dir,
      mode: argv.mode || 'production',
      entry: { render: REMOTE_SERVER_ENTRY },
      output: {
        path: path.join(dir, 'dist', 'server'),
        publicPath: '',
        library: { type: 'commonjs2', export: 'default' },
      },
      externals: ({ request }, callback) =>
        isShared(request) ? callback(null, `commonjs ${request}`) : callback(),
    }),
  };
}

/** The remote's builds: the browser's, and the server render's when it has `src/server.ts`. */
function createRemoteConfigs({ dir }, argv = {}) {
  const browser = { name: 'browser', ...createRemoteConfig({ dir }, argv) };
  const serverEntry = path.join(dir, REMOTE_SERVER_ENTRY);
  // The dev server serves one config; the server render is a production concern.
  if (argv.mode === 'development' || !fs.existsSync(serverEntry)) return browser;
  return [browser, createRemoteServerConfig({ dir }, argv)];
}

/**
 * A script of the shell's with a compilation of its own (the boot script, the service worker):
 * no federation, no shared libraries, TypeScript only, fixed names in `dist/`. Built after the
 * browser build, whose `clean` would remove it.
 */
const standaloneScriptConfig = ({ dir, name, mode, entry }) => ({
  name,
  dependencies: ['browser'],
  mode,
  context: dir,
  target: 'web',
  devtool: false,
  entry,
  output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, iife: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: rules(dir).filter(({ test }) => String(test).includes('tsx')) },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/**
 * The shell's boot script (`dist/boot.js`, shell/src/ssr/boot.ts): the only script a
 * server-rendered page runs at first. No federation, no shared libraries: a few hundred bytes
 * that hold early clicks and request the application's script after the page's load event. Its
 * name is fixed (the server render names it; served with no-cache).
 */
function createShellBootConfig({ dir }, argv = {}) {
  return standaloneScriptConfig({
    dir,
    name: 'boot',
    mode: argv.mode || 'production',
    entry: { boot: './src/ssr/boot.ts' },
  });
}

/**
 * The shell's service worker (ADR 0028): `dist/sw.js` (shell/src/sw/sw.ts, Workbox's
 * modules bundled in) and the offline page it falls back to (`offline.html`, `.css`, `.js`).
 * A compilation of its own, after the browser build: no federation (the worker shares nothing
 * with the page) and the browser build's first-paint.json says what to precache. Fixed names,
 * served no-cache: the browser checks sw.js on every load and a new build's worker takes over.
 */
function createShellServiceWorkerConfig({ dir }, argv = {}) {
  const mode = argv.mode || 'production';
  return {
    ...standaloneScriptConfig({
      dir,
      name: 'service-worker',
      mode,
      entry: { sw: './src/sw/sw.ts', offline: './src/sw/offline/offline.ts' },
    }),
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new ServiceWorkerPlugin({ offlineDir: path.join(dir, 'src', 'sw', 'offline') }),
      ...precompressPlugins(mode),
    ],
  };
}

const HARNESS = './src/harness/index.tsx';

/**
 * Config of a remote: exposes modules, emits mf-manifest.json and release.json. Its federation
 * name, dev port and exposed modules come from the remote catalogue entry of its package.
 */
function createRemoteConfig({ dir }, argv = {}) {
  const mode = argv.mode || 'production';
  const manifest = require(path.join(dir, 'package.json'));
  const spec = REMOTE_CATALOGUE[manifest.name];
  if (!spec) throw new Error(`${manifest.name} is not in the remote catalogue`);
  const name = spec.federationName;
  const port = spec.devPort;
  const exposes = exposesOf(manifest.name);
  const harness = HARNESS;
  // Production remotes run only in the shell's page and use the runtime core the shell provides
  // instead of a copy of their own (ADR 0020). The development harness runs a remote on its own
  // page, so development builds keep theirs.
  const externalRuntime = mode === 'production';
  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      dev: false,
      // A remote consumes no other remote (one-way dependency rule) and never reads manifests,
      // so its runtime drops remote loading and snapshots; browser-only like the shell's.
      experiments: {
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
        externalRuntime,
      },
    }),
    cssPlugin(mode),
    ...precompressPlugins(mode),
    new NarrowedImportsPlugin(),
    new ReleaseInfoPlugin({
      name: manifest.name,
      version: manifest.version,
      contractRange: requiredVersionOf(dir, 'shared-contracts'),
      shared: sharedSingletons(dir),
      federationRuntime: externalRuntime ? FEDERATION_RUNTIME : undefined,
    }),
  ];
  const entry = {};
  if (mode !== 'production' && harness && fs.existsSync(path.join(dir, harness))) {
    entry.harness = harness;
    plugins.push(
      new HtmlWebpackPlugin({
        templateContent:
          '<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>' +
          manifest.name +
          ' harness</title></head><body><div id="root"></div></body></html>',
        chunks: ['harness'],
      }),
    );
  }
  return {
    ...base({ dir, mode, publicPath: 'auto' }),
    entry,
    plugins,
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      static: false,
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      proxy: [{ context: ['/wps', '/lgw', '/assets'], target: DEV_API }],
    },
  };
}

module.exports = {
  createShellConfig,
  createShellBootConfig,
  createShellServerConfig,
  createShellServiceWorkerConfig,
  createRemoteConfig,
  createRemoteConfigs,
  createRemoteServerConfig,
  devtoolFor,
};
