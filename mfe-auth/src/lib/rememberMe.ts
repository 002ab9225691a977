import { decryptPayload, encryptPayload } from 'shared-contracts/crypto';

/** SPEC section 9: remember-me cookies live 1 day. */
export const REMEMBER_ME_MAX_AGE_S = 86_400;
const COOKIE = 'auth_remember';

export interface RememberedLogin {
  username: string;
  password: string;
}

const readCookie = (name: string): string | null => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
};

/**
 * Remembers the username and password for a day, as SPEC asks. The cookie holds them sealed
 * with the site's payload secret rather than in clear, is SameSite=Strict, and Secure on https.
 */
export const rememberLogin = (login: RememberedLogin, secret: string, now = Date.now()): void => {
  const sealed = encryptPayload(secret, login, now);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${encodeURIComponent(`${sealed.iv}.${sealed.data}`)}; Max-Age=${REMEMBER_ME_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
};

/** Forgets the remembered login. */
export const forgetLogin = (): void => {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
};

/** The remembered login, or null when none, expired or unreadable. */
export const readRememberedLogin = (secret: string, now = Date.now()): RememberedLogin | null => {
  const raw = readCookie(COOKIE);
  const [iv, data] = raw?.split('.') ?? [];
  if (!iv || !data) return null;
  const opened = decryptPayload(
    secret,
    { iv, data },
    { now, maxAgeMs: REMEMBER_ME_MAX_AGE_S * 1000 },
  );
  if (!opened.ok) return null;
  const value = opened.sealed.payload as Partial<RememberedLogin>;
  return typeof value.username === 'string' && typeof value.password === 'string'
    ? { username: value.username, password: value.password }
    : null;
};
