// What a build gives and takes of the workspace's shared packages (shared-ui, shared-contracts and
// their entries), by export name. Their versions never change with what they hold, so a version
// range cannot tell whether the live shell's build provides an export a newer remote imports (a
// missing component renders nothing: React error 130). The shell's build records the names it
// provides (`shell-profile.json`), each remote's the names it imports (`release.json`), and the
// release check compares them. The libraries the page gets only in part (NARROWED_LIBRARIES)
// are recorded the same way: a build that imports a name their narrowed module lacks fails.

const { NARROWED_LIBRARIES, WORKSPACE_PACKAGES } = require('./sharedSingletons.cjs');

/** A share key of a workspace package or one of its entries (`shared-ui`, `shared-ui/kit`). */
const isWorkspaceKey = (key) =>
  Object.keys(WORKSPACE_PACKAGES).some((name) => key === name || key.startsWith(`${name}/`));

/** A share key whose names are recorded: a workspace key or a narrowed library. */
const isSurfaceKey = (key) => isWorkspaceKey(key) || Object.hasOwn(NARROWED_LIBRARIES, key);

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/** Sorted names per share key, from a map of sets. */
const sortedRecord = (sets) =>
  Object.fromEntries(
    [...sets]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, names]) => [key, [...names].sort()]),
  );

/** The module a provide module stands for (its dependency, direct or in its lazy block). */
const providedModuleOf = (compilation, provide) => {
  const dependencies = [
    ...provide.dependencies,
    ...provide.blocks.flatMap((block) => block.dependencies),
  ];
  return dependencies.map((dep) => compilation.moduleGraph.getModule(dep)).find(Boolean) ?? null;
};

/**
 * The export names the build provides to the page's share scope for each workspace key. A
 * module whose exports are not known statically (`true`, `null`) is recorded as `['*']`.
 */
const providedSurface = (compilation) => {
  const surface = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE || !isSurfaceKey(module._name ?? '')) continue;
    const provided = providedModuleOf(compilation, module);
    const names = provided
      ? compilation.moduleGraph.getExportsInfo(provided).getProvidedExports()
      : null;
    const known = Array.isArray(names) ? names : ['*'];
    surface.set(module._name, new Set([...(surface.get(module._name) ?? []), ...known]));
  }
  return sortedRecord(surface);
};

/**
 * The export names the build imports from the share scope for each workspace key (named
 * imports and re-exports; a namespace import records `*`).
 */
const consumedSurface = (compilation) => {
  const surface = new Map();
  const { moduleGraph } = compilation;
  for (const module of compilation.modules) {
    const key = module.type === CONSUME ? module.options?.shareKey : undefined;
    if (!key || !isSurfaceKey(key)) continue;
    const names = surface.get(key) ?? new Set();
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const { dependency } = connection;
      if (!dependency || typeof dependency.getIds !== 'function') continue;
      const [name] = dependency.getIds(moduleGraph);
      names.add(name ?? '*');
    }
    surface.set(key, names);
  }
  return sortedRecord(surface);
};

/**
 * Names a remote imports that the shell's build does not provide, as `key: name` (empty: all
 * provided). A key the shell provides with `*` (exports unknown) accepts every name; a key it
 * does not provide at all is the singleton check's concern, not this one's.
 */
const missingFromShell = (imports, provided) =>
  Object.entries(imports ?? {}).flatMap(([key, names]) => {
    const offered = provided[key];
    if (!offered || offered.includes('*')) return [];
    return names
      .filter((name) => name !== '*' && !offered.includes(name))
      .map((name) => `${key}: ${name}`);
  });

/**
 * Names a build imports of a narrowed library that its narrowed module does not re-export, as
 * `key: name` (a namespace import is `key: *`): they would be undefined in the page.
 */
const missingFromNarrowed = (imports, narrowed = NARROWED_LIBRARIES) =>
  Object.entries(narrowed).flatMap(([key, names]) =>
    (imports[key] ?? []).filter((name) => !names.includes(name)).map((name) => `${key}: ${name}`),
  );

/** Fails the build that imports a name of a narrowed library its narrowed module lacks. */
class NarrowedImportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NarrowedImportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NarrowedImportsPlugin', () => {
        const missing = missingFromNarrowed(consumedSurface(compilation));
        if (missing.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `imports not in NARROWED_LIBRARIES (tooling/webpack/sharedSingletons.cjs): ` +
              `${missing.join(', ')}. Add each name there; a namespace import cannot be narrowed.`,
          ),
        );
      });
    });
  }
}

/** The shell's build writes `shell-profile.json`: what it provides of the workspace packages. */
class ShellProfilePlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellProfilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellProfilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const profile = { sharedExports: providedSurface(compilation) };
          compilation.emitAsset(
            'shell-profile.json',
            new sources.RawSource(JSON.stringify(profile, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = {
  NarrowedImportsPlugin,
  ShellProfilePlugin,
  consumedSurface,
  isSurfaceKey,
  isWorkspaceKey,
  missingFromNarrowed,
  missingFromShell,
  providedSurface,
};
