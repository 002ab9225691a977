import { readFileSync } from 'node:fs';
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
