const path = require('node:path');

const { languageFilesSource, withLanguageFiles } = require('./languageFilesLoader.cjs');

// ADR 0034: a remote's language contexts are written once, here, for the build and for jest.
describe('languageFilesLoader', () => {
  const LOTTERY = path.join(__dirname, '..', '..', 'mfe-lottery');

  it('ships English in the first chunk and every other language as a chunk of its own', () => {
    const source = languageFilesSource('lottery');
    expect(source).toContain(
      "EN: import.meta.webpackContext('./i18n', { recursive: true, regExp: /^\\.\\/[^/]+\\/en\\.json$/ })",
    );
    for (const code of ['cn', 'id', 'pt', 'th', 'vi']) {
      expect(source).toContain(
        `${code.toUpperCase()}: import.meta.webpackContext('./i18n', { recursive: true, ` +
          `regExp: /^\\.\\/[^/]+\\/${code}\\.json$/, mode: 'lazy-once', chunkName: 'lottery-i18n-${code}' })`,
      );
    }
  });

  it("names the chunks after the remote's package and leaves other code alone", () => {
    const remote = 'export const lottery = defineRemote({ languages: import.meta.languageFiles });';
    expect(withLanguageFiles(remote, LOTTERY)).toBe(
      `export const lottery = defineRemote({ languages: ${languageFilesSource('lottery')} });`,
    );
    const other = "const answer = import.meta.webpackHot ? 'hot' : 'cold';";
    expect(withLanguageFiles(other, LOTTERY)).toBe(other);
  });
});
