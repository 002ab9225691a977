/**
 * Cookies that carry the visitor's display choices to the server render (ADR 0016), so the
 * first HTML already has the right theme, language and menu: localStorage, where the site
 * keeps them, never reaches the server. They hold nothing but these choices.
 */
export const PREFERENCE_COOKIES = {
  theme: 'theme',
  language: 'lang',
  sideMenuMini: 'sideMenuMini',
} as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers one choice for the server render (ignored where cookies are blocked). */
export const writePreferenceCookie = (
  name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES],
  value: string,
): void => {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  } catch {
    // Cookies blocked: the server renders the defaults and the browser corrects them.
  }
};

/** The cookies of a `Cookie` request header, by name (the first of repeated names wins). */
export const parseCookies = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';').map((entry) => entry.trim())) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index);
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed value is ignored, like a missing one.
    }
  }
  return cookies;
};

/**
 * Says that this browser holds a session (the token itself stays in sessionStorage): the server
 * then leaves the route's remote area to the browser, which renders it for the member rather
 * than hydrating a guest's page (ADR 0017). A session cookie with nothing but `1` in it.
 */
export const SESSION_HINT_COOKIE = 'signedIn';

/** Sets or clears {@link SESSION_HINT_COOKIE}. */
export const writeSessionHint = (signedIn: boolean): void => {
  try {
    document.cookie = signedIn
      ? `${SESSION_HINT_COOKIE}=1; path=/; samesite=lax`
      : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  } catch {
    // Cookies blocked: the server renders the guest's area and the browser corrects it.
  }
};
