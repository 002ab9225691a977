import {
  flattenTranslations,
  LANGUAGES,
  placeholdersOf,
  type TranslationTree,
} from 'shared-contracts';

import { PROMO_RESOURCES } from './registerPromoI18n';

const english = flattenTranslations(PROMO_RESOURCES.EN as TranslationTree);
const placeholdersByKey = (texts: Map<string, string>) =>
  Object.fromEntries([...texts].map(([key, text]) => [key, placeholdersOf(text)]));
const others = LANGUAGES.filter((code) => code !== 'EN');

describe('promo translations', () => {
  it.each(others)('%s has exactly the keys of English', (code) => {
    const translated = flattenTranslations(PROMO_RESOURCES[code] as TranslationTree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)('%s keeps every placeholder and leaves no text empty', (code) => {
    const translated = flattenTranslations(PROMO_RESOURCES[code] as TranslationTree);
    expect(placeholdersByKey(translated)).toEqual(placeholdersByKey(english));
    for (const text of translated.values()) {
      expect(text.trim().length > 0).toBe(true);
    }
  });
});
