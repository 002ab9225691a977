// A remote's language files (ADR 0034), written out once for every remote: its remote.ts says
// `languages: import.meta.languageFiles` and this loader puts there one
// `import.meta.webpackContext` per language over `src/i18n/<section>/<language>.json`. Webpack
// reads a context's arguments literally, at build time, so they cannot be made by a function at
// run time; they are made here. English's context is synchronous, so it ships in the remote's
// first chunk; every other language's is `lazy-once`, one chunk of its own named
// `<remote>-i18n-<language>`. Jest has no webpack: tooling/jest/webpackContextTransform.cjs
// writes the same source, then reads the folders from disk.
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

const { DEFAULT_LANGUAGE, LANGUAGES } = tsxRequire(
  path.join(__dirname, '..', '..', 'shared-contracts', 'src', 'constants.ts'),
  __filename,
);

/** The file that names a remote's language files, the one this loader reads. */
const REMOTE_FILE = /[\\/]src[\\/]remote\.ts$/;

/** What the file writes where its language files go. */
const LANGUAGE_FILES = 'import.meta.languageFiles';

/** A remote's short name from its package folder: `mfe-lottery` → `lottery`. */
const remoteNameOf = (dir) => require(path.join(dir, 'package.json')).name.replace(/^mfe-/, '');

/** The language files of the remote `name` as source: `{ EN: <context>, CN: <context>, … }`. */
const languageFilesSource = (name) => {
  const contexts = LANGUAGES.map((language) => {
    const code = language.toLowerCase();
    const options = ['recursive: true', `regExp: /^\\.\\/[^/]+\\/${code}\\.json$/`];
    if (language !== DEFAULT_LANGUAGE) {
      options.push("mode: 'lazy-once'", `chunkName: '${name}-i18n-${code}'`);
    }
    return `${language}: import.meta.webpackContext('./i18n', { ${options.join(', ')} })`;
  });
  return `{ ${contexts.join(', ')} }`;
};

/** `source` with its language files written out, for the remote whose package folder is `dir`. */
const withLanguageFiles = (source, dir) =>
  source.includes(LANGUAGE_FILES)
    ? source.replaceAll(LANGUAGE_FILES, languageFilesSource(remoteNameOf(dir)))
    : source;

/** The loader (createConfig's rule for REMOTE_FILE): its root context is the remote's folder. */
function languageFilesLoader(source) {
  return withLanguageFiles(source, this.rootContext);
}

module.exports = languageFilesLoader;
module.exports.REMOTE_FILE = REMOTE_FILE;
module.exports.languageFilesSource = languageFilesSource;
module.exports.withLanguageFiles = withLanguageFiles;
