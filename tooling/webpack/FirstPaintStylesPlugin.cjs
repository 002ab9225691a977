// Writes first-paint.json beside the shell's index.html: the stylesheets the server-rendered
// frame needs (ADR 0016), so the first HTML links them instead of waiting for the scripts that
// would load them. The same files the browser's CSS loader would fetch (it finds them already
// linked and does not fetch them twice):
// - `styles`: the CSS of the bootstrap chunk (the shell's layout) and of the shared-ui modules
//   the shell provides to the page (its components and theme);
// - `chunks`: the CSS of each named lazy chunk (a shell page, a status page), by chunk name;
// - `scripts` (ADR 0026): the JS the application runs at start, which the first HTML hints: the
//   entry's file first, then the chunks of its bootstrap and of the shared modules the bootstrap
//   consumes (the shell provides them: startup-libraries and the like).
const FILE = 'first-paint.json';

const filesOf = (chunks, extension) =>
  chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(extension)));

const cssFiles = (group) => filesOf(group.chunks, '.css');

/** The share keys a federation `consume shared module` (`options.shareKey`) asks for. */
const consumedKeys = (compilation, chunks) =>
  chunks.flatMap((chunk) =>
    [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => module.options.shareKey),
  );

class FirstPaintStylesPlugin {
  constructor({
    entryModule = /[\\/]src[\\/]index\.ts$/,
    provided = /^provide shared module .*shared-ui/,
  } = {}) {
    this.entryModule = entryModule;
    this.provided = provided;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstPaintStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const provided = new Set();
          const shell = new Set();
          const chunks = {};
          const bootstrap = [];
          /** Chunks of each shared module the shell provides, by share key. */
          const providers = new Map();
          for (const group of compilation.chunkGroups) {
            const origins = group.origins.map((origin) => origin.module).filter(Boolean);
            const fromEntry = origins.some((module) =>
              this.entryModule.test(module.resource ?? ''),
            );
            const provides = origins.some((module) =>
              this.provided.test(module.readableIdentifier(compilation.requestShortener)),
            );
            for (const module of origins) {
              // A ProvideSharedModule: its share key is `_name`.
              if (module.type === 'provide-module' && typeof module._name === 'string')
                providers.set(module._name, [
                  ...(providers.get(module._name) ?? []),
                  ...group.chunks,
                ]);
            }
            if (fromEntry) bootstrap.push(...group.chunks);
            if (fromEntry) for (const file of cssFiles(group)) shell.add(file);
            else if (provides) for (const file of cssFiles(group)) provided.add(file);
            else if (group.name && !group.isInitial()) {
              const files = cssFiles(group);
              if (files.length > 0) chunks[group.name] = files;
            }
          }
          // Cascade order: the theme's tokens and base rules, the components, then the shell's
          // own rules, which may refine a component's.
          const theme = [...provided].filter((file) => /theme/.test(file)).sort();
          const components = [...provided].filter((file) => !/theme/.test(file)).sort();
          const styles = [...new Set([...theme, ...components, ...[...shell].sort()])];
          const entries = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
          const consumed = new Set(consumedKeys(compilation, [...entries, ...bootstrap]));
          const startup = [...consumed].flatMap((key) => providers.get(key) ?? []);
          const scripts = [
            ...new Set([
              ...filesOf(entries, '.js'),
              ...filesOf(bootstrap, '.js').sort(),
              ...filesOf(startup, '.js').sort(),
            ]),
          ];
          const document = { styles, chunks, scripts };
          compilation.emitAsset(
            FILE,
            new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FirstPaintStylesPlugin, FIRST_PAINT_FILE: FILE };
