import { type Language, LANGUAGES } from 'shared-contracts';

import { parseCookies, PREFERENCE_COOKIES, writePreferenceCookie } from '../ssr/preferenceCookies';
import { LANGUAGE_STORAGE_KEYS } from './languageStorageKeys';

const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/**
 * The stored language choice, or null when none is stored or the value is not a language. The
 * choice lives in localStorage and in the cookie the server renders with; a cookie alone (storage
 * cleared or blocked, or set by the operator's other pages) still counts, so the browser keeps
 * the language the server rendered instead of turning to the brand's default.
 */
export const readStoredLanguage = (): Language | null => {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) {
      const value = window.localStorage.getItem(key);
      if (isLanguage(value)) return value;
    }
  } catch {
    // Storage may be blocked (private mode, policies): the cookie may still say.
  }
  try {
    const cookie = parseCookies(document.cookie)[PREFERENCE_COOKIES.language] ?? null;
    if (isLanguage(cookie)) return cookie;
  } catch {
    // Cookies blocked: nothing was chosen.
  }
  return null;
};

/** Remembers the visitor's language choice (also for the server's render of its first HTML). */
export const storeLanguage = (language: Language): void => {
  writePreferenceCookie(PREFERENCE_COOKIES.language, language);
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) window.localStorage.setItem(key, language);
  } catch {
    // Not remembering is acceptable; the choice still applies to this visit.
  }
};

/**
 * The language to show: the stored choice when the brand supports it, else the brand's
 * default, else the first supported language.
 */
export const resolveLanguage = (
  stored: Language | null,
  supported: readonly Language[],
  brandDefault: Language,
): Language => {
  if (stored && supported.includes(stored)) return stored;
  if (supported.includes(brandDefault)) return brandDefault;
  return supported[0] ?? brandDefault;
};
