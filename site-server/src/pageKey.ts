/**
 * The cookies the shell writes for its server render (shell/src/ssr/preferenceCookies.ts): the
 * visitor's display choices, and the hint that this browser holds a session. Nothing else in a
 * Cookie header reaches a cached render.
 */
export const PREFERENCE_COOKIES = ['theme', 'lang', 'sideMenuMini'] as const;
export const SESSION_HINT_COOKIE = 'signedIn';

/** The cookies of a Cookie header, by name (the first of repeated names wins). */
export const parseCookies = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    const name = part.slice(0, Math.max(index, 0)).trim();
    if (index < 1 || !name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed value is ignored, like a missing one.
    }
  }
  return cookies;
};

/**
 * Query parameters that ad networks, social sites and mail tools add to links: the site reads
 * none of them (its own, like a referral's invitation code or a lobby's game, stay), so a page
 * is rendered and cached without them. Otherwise each visitor from an ad or a shared link, with
 * a click id of their own, would be a render of their own.
 */
export const TRACKING_PARAMS: readonly string[] = [
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'ttclid',
  'twclid',
  'yclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
];

const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.includes(lower);
};

/** The URL a guest's page is rendered and cached for: the one requested, tracking ids left out. */
export const pageUrl = (url: string): string => {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it came: it is not one of ours to drop.
      }
      return pair !== '' && !isTracking(decoded);
    });
  return kept.length ? `${url.slice(0, query)}?${kept.join('&')}` : url.slice(0, query);
};

/** Whether the browser says it holds a session: its pages are never cached nor taken from it. */
export const isMember = (cookies: Record<string, string>): boolean =>
  Boolean(cookies[SESSION_HINT_COOKIE]);

/** Everything a guest's page HTML depends on (the render reads nothing else of the request). */
export interface PageKeyInputs {
  /** Path and query, as rendered ({@link pageUrl}). */
  url: string;
  /** The Host header: it names the brand. */
  host: string;
  cookies: Record<string, string>;
  /** The site's status (0 normal, 1 maintenance). */
  status: number;
  /** The live release set and the brand (the registry file's and brand answer's versions). */
  generation: string;
  /** The remotes whose canary this visitor gets (ADR 0030): their page names other releases. */
  canaryRemotes?: readonly string[];
}

/** The cache key of a guest's page: route, query, language, theme, menu, host, status, release. */
export const pageKey = ({
  url,
  host,
  cookies,
  status,
  generation,
  canaryRemotes = [],
}: PageKeyInputs): string =>
  JSON.stringify([
    url,
    host.toLowerCase(),
    ...PREFERENCE_COOKIES.map((name) => cookies[name] ?? ''),
    status,
    generation,
    canaryRemotes.join(','),
  ]);

/** The Cookie header a cached render gets: the display choices only, nothing of the visitor. */
export const preferenceCookieHeader = (cookies: Record<string, string>): string | undefined => {
  const kept = PREFERENCE_COOKIES.filter((name) => cookies[name] !== undefined).map(
    (name) => `${name}=${encodeURIComponent(cookies[name] ?? '')}`,
  );
  return kept.length ? kept.join('; ') : undefined;
};
