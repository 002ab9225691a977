import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { flattenTranslations, LANGUAGES, type TranslationTree } from 'shared-contracts';

const localesDir = join(__dirname, 'locales');
const load = (file: string) =>
  JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as TranslationTree;

const keysOf = (tree: TranslationTree) => [...flattenTranslations(tree).keys()];

const english = load('en.json');
const englishKeys = keysOf(english).sort();

describe('translations', () => {
  it('has one file per platform language', () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((code) => `${code.toLowerCase()}.json`).sort());
  });

  it.each(LANGUAGES.filter((code) => code !== 'EN'))('%s has exactly the English keys', (code) => {
    expect(keysOf(load(`${code.toLowerCase()}.json`)).sort()).toEqual(englishKeys);
  });

  it.each(LANGUAGES.map((code) => code))('%s has no empty text', (code) => {
    const tree = load(`${code.toLowerCase()}.json`);
    expect([...flattenTranslations(tree).values()].filter((text) => text.trim() === '')).toEqual(
      [],
    );
  });

  it("has the keys the lead's RemoteSlot uses", () => {
    expect(englishKeys).toEqual(
      expect.arrayContaining([
        'remote.loading',
        'remote.unavailableTitle',
        'remote.unavailableBody',
        'remote.retry',
        'remote.incompatible',
      ]),
    );
  });
});
