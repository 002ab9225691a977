import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webpackContext } = require('../jest/webpackContext.cjs') as {
  webpackContext: (
    load: (id: string) => unknown,
    from: string,
    request: string,
    options?: { recursive?: boolean; regExp?: RegExp; mode?: string },
  ) => ((key: string) => unknown) & { keys: () => string[] };
};

// Jest's stand-in for webpack's import.meta.webpackContext: the same keys and modes as webpack,
// read from disk (a remote's language bundles, shared-ui/src/kit/languageBundles.ts).
describe('webpackContext under jest', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'context-'));
    for (const section of ['wallet', 'common']) {
      mkdirSync(path.join(dir, 'i18n', section), { recursive: true });
      for (const language of ['en', 'th']) {
        writeFileSync(
          path.join(dir, 'i18n', section, `${language}.json`),
          JSON.stringify({ title: `${section} ${language}` }),
        );
      }
    }
    writeFileSync(path.join(dir, 'i18n', 'notes.md'), 'not words');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const thai = { recursive: true, regExp: /^\.\/[^/]+\/th\.json$/ };

  it('lists the files its pattern matches, by key, in order', () => {
    expect(webpackContext(require, dir, './i18n', thai).keys()).toEqual([
      './common/th.json',
      './wallet/th.json',
    ]);
  });

  it('gives a file at once in sync mode and as a promise in lazy-once mode', async () => {
    expect(webpackContext(require, dir, './i18n', thai)('./wallet/th.json')).toEqual({
      title: 'wallet th',
    });
    const lazy = webpackContext(require, dir, './i18n', { ...thai, mode: 'lazy-once' });
    await expect(lazy('./common/th.json')).resolves.toEqual({ title: 'common th' });
  });

  it('refuses a key its pattern leaves out, as webpack does', () => {
    expect(() => webpackContext(require, dir, './i18n', thai)('./wallet/en.json')).toThrow(
      "Cannot find module './wallet/en.json'",
    );
  });
});
