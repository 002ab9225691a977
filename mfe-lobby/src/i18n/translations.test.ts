import {
  flattenTranslations,
  LANGUAGES,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

import { LOBBY_RESOURCES } from './registerLobbyI18n';

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
