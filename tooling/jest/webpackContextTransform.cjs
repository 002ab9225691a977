// The preset's transform (@swc/jest) with one addition: `import.meta.webpackContext(` becomes a
// call of webpackContext.cjs, which reads the folder from disk (a remote's language bundles,
// shared-ui/src/kit/languageBundles.ts). Files without the call are swc's alone.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swcJest = require('@swc/jest');

const CONTEXT = path.join(__dirname, 'webpackContext.cjs');
const CALL = /\bimport\.meta\.webpackContext\(/g;
const VERSION = crypto
  .createHash('sha1')
  .update(fs.readFileSync(CONTEXT))
  .update(fs.readFileSync(__filename))
  .digest('hex');

const rewrite = (source) =>
  source.includes('import.meta.webpackContext(')
    ? source.replace(
        CALL,
        `require(${JSON.stringify(CONTEXT)}).webpackContext(require, __dirname, `,
      )
    : source;

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, filename, jestOptions) =>
        swc.process(rewrite(source), filename, jestOptions),
      processAsync: (source, filename, jestOptions) =>
        swc.processAsync(rewrite(source), filename, jestOptions),
      getCacheKey: (source, filename, jestOptions) =>
        `${swc.getCacheKey(rewrite(source), filename, jestOptions)}:${VERSION}`,
    };
  },
};
