const { FirstPaintStylesPlugin, FIRST_PAINT_FILE } = require('./FirstPaintStylesPlugin.cjs');

/*
 * first-paint.json from a compilation shaped like the shell's (ADR 0016, 0026): the entry,
 * its bootstrap chunk group, the shared modules the shell provides and a lazy page chunk.
 */

const chunk = (files, modules = []) => ({ files: new Set(files), modules });
const webpackModule = (fields) => ({
  readableIdentifier: () => fields.identifier ?? '',
  ...fields,
});
const group = ({ name = null, origin, chunks, initial = false }) => ({
  name,
  origins: [{ module: origin }],
  chunks,
  isInitial: () => initial,
});

const consume = (shareKey) => ({ type: 'consume-shared-module', options: { shareKey } });
const provide = (name, request) =>
  webpackModule({
    type: 'provide-module',
    _name: name,
    identifier: `provide shared module (default) ${name}@1.0.0 = ${request}`,
  });

const compile = () => {
  const index = webpackModule({ resource: '/shell/src/index.ts' });
  const entry = chunk(['main.aaaa1111aa.js'], [consume('react')]);
  const bootstrap = [
    chunk(
      ['src_bootstrap_ts.bbbb2222bb.js', 'src_bootstrap_ts.cccc3333cc.css'],
      [consume('shared-ui')],
    ),
    chunk(['vendors-retry.dddd4444dd.js']),
  ];
  const groups = [
    group({ origin: index, chunks: bootstrap }),
    group({
      origin: provide('react', 'react'),
      chunks: [chunk(['startup-libraries.eeee5555ee.js'])],
    }),
    group({
      origin: provide('shared-ui', '../shared-ui/src/index.ts'),
      chunks: [chunk(['shared-ui_src_index_ts.ffff6666ff.js', 'shared-ui_theme.1111aaaa11.css'])],
    }),
    // Provided but not consumed at start: not a start-up script.
    group({
      origin: provide('shared-contracts/crypto', 'crypto'),
      chunks: [chunk(['crypto.2222bbbb22.js'])],
    }),
    group({
      name: 'page-help',
      origin: webpackModule({ resource: '/shell/src/app/RouteContent.tsx' }),
      chunks: [chunk(['page-help.3333cccc33.js', 'page-help.4444dddd44.css'])],
    }),
  ];
  let processAssets;
  const emitted = {};
  const compilation = {
    chunkGroups: groups,
    entrypoints: new Map([['main', { chunks: [entry] }]]),
    chunkGraph: { getChunkModulesIterable: (c) => c.modules },
    requestShortener: {},
    hooks: { processAssets: { tap: (_options, callback) => (processAssets = callback) } },
    emitAsset: (name, source) => (emitted[name] = JSON.parse(source.source())),
  };
  const compiler = {
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 },
      sources: {
        RawSource: class {
          constructor(text) {
            this.text = text;
          }
          source() {
            return this.text;
          }
        },
      },
    },
    hooks: { thisCompilation: { tap: (_name, callback) => callback(compilation) } },
  };
  new FirstPaintStylesPlugin().apply(compiler);
  processAssets();
  return emitted[FIRST_PAINT_FILE];
};

test("lists the entry's script, then its bootstrap's and the shared modules it consumes", () => {
  expect(compile().scripts).toEqual([
    'main.aaaa1111aa.js',
    'src_bootstrap_ts.bbbb2222bb.js',
    'vendors-retry.dddd4444dd.js',
    // Each part in name order, so the hints do not move between identical builds.
    'shared-ui_src_index_ts.ffff6666ff.js',
    'startup-libraries.eeee5555ee.js',
  ]);
});

test('keeps the stylesheets of the frame and of each lazy chunk', () => {
  const document = compile();
  expect(document.styles).toEqual([
    'shared-ui_theme.1111aaaa11.css',
    'src_bootstrap_ts.cccc3333cc.css',
  ]);
  expect(document.chunks).toEqual({ 'page-help': ['page-help.4444dddd44.css'] });
});
