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
