import { writeSessionHint } from '../ssr/preferenceCookies';

/** Where the session token lives (ARCHITECTURE rule 9: sessionStorage only). */
export const TOKEN_KEY = 'token';

/** Reads the session token; null for a guest. */
export const readToken = (): string | null => {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/** Stores or clears the session token. */
export const writeToken = (token: string | null): void => {
  writeSessionHint(Boolean(token));
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode): the session then lasts for this page only.
  }
};
