import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';

/**
 * Picks a language from a stored JSON map of language to text. A language without its own text
 * gets the whole text in `fallback` (the brand's default language), never a mix of two inside
 * one text; a map without that either gives its first text, so an item still shows.
 */
export const pickText = (
  json: string,
  language: Language,
  fallback: Language = DEFAULT_LANGUAGE,
): string => {
  const texts = JSON.parse(json) as Partial<Record<string, string>>;
  return texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
};
