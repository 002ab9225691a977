// Webpack's `import.meta.webpackContext` for jest, which has no webpack (swc leaves
// `import.meta` alone, and jest runs CommonJS): webpackContextTransform.cjs rewrites the call
// to this one, which lists the same folder on disk and loads its files through jest's own
// require (its module registry and mocks). Keys, order and modes as webpack gives them.
const fs = require('node:fs');
const path = require('node:path');

const filesUnder = (dir, recursive, prefix = '.') =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? recursive
          ? filesUnder(path.join(dir, entry.name), recursive, `${prefix}/${entry.name}`)
          : []
        : [`${prefix}/${entry.name}`],
    );

/**
 * @param {NodeJS.Require} load the calling module's require
 * @param {string} from the calling module's folder
 * @param {string} request the folder, relative to `from`
 * @param {{ recursive?: boolean, regExp?: RegExp, mode?: string }} [options]
 */
function webpackContext(load, from, request, options = {}) {
  const { recursive = true, regExp = /^\.\/.*$/, mode = 'sync' } = options;
  const dir = path.resolve(from, request);
  const keys = filesUnder(dir, recursive)
    .filter((key) => regExp.test(key))
    .sort();
  const resolve = (key) => {
    if (!keys.includes(key)) {
      throw Object.assign(new Error(`Cannot find module '${key}'`), { code: 'MODULE_NOT_FOUND' });
    }
    return path.join(dir, key);
  };
  const context =
    mode === 'sync' || mode === 'weak'
      ? (key) => load(resolve(key))
      : (key) => Promise.resolve().then(() => load(resolve(key)));
  context.keys = () => [...keys];
  context.resolve = resolve;
  context.id = dir;
  return context;
}

module.exports = { webpackContext };
