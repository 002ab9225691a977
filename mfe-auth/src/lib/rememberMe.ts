/**
 * "Remember me" keeps the username only, in localStorage, for SPEC's one day; never a password
 * (the old `auth_remember` cookie held the password, sealed with a key the site
 * serves to everyone). Sign-out keeps the username; unticking the box forgets it.
 */

/** SPEC section 9: remember-me lives 1 day. */
export const REMEMBER_ME_MAX_AGE_MS = 86_400_000;
/** Where the remembered username lives. */
export const REMEMBERED_USERNAME_KEY = 'auth_username';
/** The cookie of the old "remember password", deleted wherever it is still found. */
export const LEGACY_REMEMBER_COOKIE = 'auth_remember';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): nothing is remembered.
    return null;
  }
};

/** Deletes the old password cookie (every path it may have been written with). */
export const deleteLegacyRememberCookie = (): void => {
  if (!document.cookie.includes(`${LEGACY_REMEMBER_COOKIE}=`)) return;
  document.cookie = `${LEGACY_REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
};

/** Remembers the username for a day. */
export const rememberUsername = (username: string, now = Date.now()): void => {
  deleteLegacyRememberCookie();
  storage()?.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify({ username, savedAt: now }));
};

/** Forgets the remembered username. */
export const forgetUsername = (): void => {
  deleteLegacyRememberCookie();
  storage()?.removeItem(REMEMBERED_USERNAME_KEY);
};

/** The remembered username, or null when none, expired or unreadable. */
export const readRememberedUsername = (now = Date.now()): string | null => {
  deleteLegacyRememberCookie();
  const raw = storage()?.getItem(REMEMBERED_USERNAME_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { username?: unknown; savedAt?: unknown };
    if (
      typeof value.username === 'string' &&
      typeof value.savedAt === 'number' &&
      now - value.savedAt < REMEMBER_ME_MAX_AGE_MS
    )
      return value.username;
  } catch {
    // Not ours any more: forgotten below.
  }
  storage()?.removeItem(REMEMBERED_USERNAME_KEY);
  return null;
};
