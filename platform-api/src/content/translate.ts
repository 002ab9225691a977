import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';

/**
 * Picks a language from a stored JSON map of language to text, falling back to English and
 * then to any text at all, so an untranslated item still shows.
 */
export const pickText = (json: string, language: Language): string => {
  const texts = JSON.parse(json) as Partial<Record<string, string>>;
  return texts[language] ?? texts[DEFAULT_LANGUAGE] ?? Object.values(texts)[0] ?? '';
};
