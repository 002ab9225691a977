import { DEFAULT_THEME, type Theme, THEMES } from 'shared-contracts';

import { PREFERENCE_COOKIES, writePreferenceCookie } from '../ssr/preferenceCookies';

/** localStorage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'theme';

/** A stored value as a theme; anything unknown (or nothing) falls back to dark (SPEC section 1). */
export const parseTheme = (value: string | null | undefined): Theme =>
  (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;

/** The stored theme, dark when none or an invalid one is stored or storage is blocked. */
export const readStoredTheme = (): Theme => {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
};

/** Remembers the theme for the next visit (and for the server's render of its first HTML). */
export const storeTheme = (theme: Theme): void => {
  writePreferenceCookie(PREFERENCE_COOKIES.theme, theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembering is acceptable; the theme still applies now.
  }
};

/** Puts the theme on `<html data-theme>`, where the design tokens read it. */
export const applyTheme = (theme: Theme): void => {
  document.documentElement.dataset.theme = theme;
};

/**
 * Applies the stored theme to the document and returns it. Call it before the first render
 * (the bootstrap does) so the page never flashes the wrong theme; calling it again is harmless.
 */
export const applyStoredTheme = (): Theme => {
  const theme = readStoredTheme();
  applyTheme(theme);
  return theme;
};
