import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  flattenTranslations,
  LANGUAGES,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

const read = (dir: string, code: string): Map<string, string> =>
  flattenTranslations(
    JSON.parse(
      readFileSync(path.join(dir, `${code.toLowerCase()}.json`), 'utf8'),
    ) as TranslationTree,
  );

const placeholdersByKey = (texts: Map<string, string>) =>
  Object.fromEntries([...texts].map(([key, text]) => [key, placeholdersOf(text)]));

/**
 * The translation-completeness tests of an area: every language file in `dir` (`en.json`,
 * `cn.json`, ...) has exactly the keys of English, keeps every placeholder and leaves no text
 * empty.
 */
export const describeTranslations = (area: string, dir: string): void => {
  const english = read(dir, 'EN');
  const others = LANGUAGES.filter((code) => code !== 'EN');

  describe(`${area} translations`, () => {
    it.each(others)('%s has exactly the keys of English', (code) => {
      expect([...read(dir, code).keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(others)('%s keeps every placeholder and leaves no text empty', (code) => {
      const translated = read(dir, code);
      expect(placeholdersByKey(translated)).toEqual(placeholdersByKey(english));
      for (const [key, text] of translated) {
        expect({ key, empty: text.trim().length === 0 }).toEqual({ key, empty: false });
      }
    });
  });
};

/**
 * The same tests for every folder of `dir` that holds the area's words (an `en.json`, beside
 * its other languages), found on disk: a new folder is checked without being listed anywhere.
 * Fails when there is none, so a moved folder cannot leave the words unchecked, and when a
 * language file lies in `dir` itself: the remote's bundles gather folders only
 * (`defineRemote({ languages })`), so its words would reach no page.
 */
export const describeTranslationFolders = (area: string, dir: string): void => {
  const entries = readdirSync(dir, { withFileTypes: true });
  const loose = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name);
  test(`${area} words are all in section folders`, () => {
    expect(loose).toEqual([]);
  });
  const folders = entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'en.json')))
    .map((entry) => entry.name)
    .sort();
  if (folders.length === 0) {
    test(`${area} translations`, () => {
      throw new Error(`no folder of ${dir} holds an en.json`);
    });
    return;
  }
  for (const folder of folders) describeTranslations(`${area} ${folder}`, path.join(dir, folder));
};
