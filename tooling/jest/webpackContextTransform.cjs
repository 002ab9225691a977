// The preset's transform (@swc/jest) with webpack's part of a remote's language bundles
// (shared-ui/src/kit/languageBundles.ts): a remote's src/remote.ts gets its
// `import.meta.languageFiles` written out as the build writes it
// (tooling/webpack/languageFilesLoader.cjs), then each `import.meta.webpackContext(` becomes a call
// of webpackContext.cjs, which reads the folder from disk. Other files are swc's alone.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swcJest = require('@swc/jest');

const LOADER = path.join(__dirname, '..', 'webpack', 'languageFilesLoader.cjs');
const { REMOTE_FILE, withLanguageFiles } = require(LOADER);

const CONTEXT = path.join(__dirname, 'webpackContext.cjs');
const CALL = /\bimport\.meta\.webpackContext\(/g;
const VERSION = crypto
  .createHash('sha1')
  .update(fs.readFileSync(CONTEXT))
  .update(fs.readFileSync(LOADER))
  .update(fs.readFileSync(__filename))
  .digest('hex');

/** `source` as jest runs it; `rootDir` is the project's folder (a remote's package). */
const rewrite = (source, filename, { config }) => {
  const written = REMOTE_FILE.test(filename) ? withLanguageFiles(source, config.rootDir) : source;
  return written.includes('import.meta.webpackContext(')
    ? written.replace(
        CALL,
        `require(${JSON.stringify(CONTEXT)}).webpackContext(require, __dirname, `,
      )
    : written;
};

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, filename, jestOptions) =>
        swc.process(rewrite(source, filename, jestOptions), filename, jestOptions),
      processAsync: (source, filename, jestOptions) =>
        swc.processAsync(rewrite(source, filename, jestOptions), filename, jestOptions),
      getCacheKey: (source, filename, jestOptions) =>
        `${swc.getCacheKey(rewrite(source, filename, jestOptions), filename, jestOptions)}:${VERSION}`,
    };
  },
};
