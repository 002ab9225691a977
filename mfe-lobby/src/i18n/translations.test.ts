import {
  flattenTranslations,
  type Language,
  LANGUAGES,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

import cn from './cn.json';
import en from './en.json';
import id from './id.json';
import pt from './pt.json';
import th from './th.json';
import vi from './vi.json';

const LOBBY_RESOURCES: Record<Language, TranslationTree> = {
  EN: en,
  CN: cn,
  ID: id,
  PT: pt,
  TH: th,
  VI: vi,
};

const english = flattenTranslations(LOBBY_RESOURCES.EN as TranslationTree);
const placeholdersByKey = (texts: Map<string, string>) =>
  Object.fromEntries([...texts].map(([key, text]) => [key, placeholdersOf(text)]));
const others = LANGUAGES.filter((code) => code !== 'EN');

describe('lobby translations', () => {
  it.each(others)('%s has exactly the keys of English', (code) => {
    const translated = flattenTranslations(LOBBY_RESOURCES[code] as TranslationTree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)('%s keeps every placeholder and leaves no text empty', (code) => {
    const translated = flattenTranslations(LOBBY_RESOURCES[code] as TranslationTree);
    expect(placeholdersByKey(translated)).toEqual(placeholdersByKey(english));
    for (const text of translated.values()) {
      expect(text.trim().length > 0).toBe(true);
    }
  });
});
