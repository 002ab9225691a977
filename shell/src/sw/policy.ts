/**
 * What the service worker (ADR 0028) does with a request, decided from its URL alone so
 * the rules can be read and tested in one place:
 *
 * - `live`: documents that say which releases are live (`/registry.json`, `/site-config.json`) and
 *   the remotes' entries (`remoteEntry.js`, `mf-manifest.json`): network first, the cached copy
 *   only when the network fails, so a `pnpm mfe release` or `rollback` is live on the next load.
 * - `immutable`: a file whose name carries its content hash, the shell's own or one of a remote
 *   release folder's on the CDN (`/<mfe-name>/<version>-<build>/...`): cache first, bounded.
 * - `brand`: the web app manifest and its icons, which the offline page shows: the cached copy
 *   at once, refreshed from the network each time.
 * - `null`: not handled, the browser fetches it as if there were no worker: the platform's API
 *   (`/wps`, `/lgw`), admin and payment pages, the boot script, the platform's pictures (their
 *   own year-long HTTP cache) and anything else. Navigations have their own route (never
 *   cached, the offline page when the network fails).
 */
export type CachePolicy = 'live' | 'immutable' | 'brand' | null;

/** The platform's paths: never cached by the worker, whatever their name looks like. */
const PLATFORM_PREFIXES = ['/wps', '/lgw', '/admin', '/pay', '/csp-report'];

/** `main.05d8fb2371.js`, `mf-manifest.json` aside: ten or more hex digits before the extension. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|png|svg|webp|jpg|woff2?)$/;

/** A release folder of a remote: `/mfe-promo/0.1.0-7ce149f61470/` (any prefix before it). */
const RELEASE_FOLDER = /\/mfe-[a-z0-9-]+\/[0-9A-Za-z.+_-]+\//;

/** Files of a release that name what it holds: fetched from the network first. */
const REMOTE_ENTRY = /\/(?:remoteEntry\.js|mf-manifest\.json)$/;

/** The site's own documents that follow the live releases and the platform's settings. */
const LIVE_DOCUMENTS = new Set(['/registry.json', '/site-config.json']);

/** The offline page (precached): the answer to a navigation the network could not reach. */
export const OFFLINE_PAGE = '/offline.html';

/** Where the platform serves the web app manifest and its icons (platform-api assetRoutes). */
export const BRAND_PREFIX = '/assets/brand/';
export const WEB_APP_MANIFEST = `${BRAND_PREFIX}manifest.webmanifest`;
const BRAND_FILES = /^\/assets\/brand\/(?:manifest\.webmanifest|icon-[a-z0-9-]+\.png)$/;

const isPlatform = (pathname: string) =>
  PLATFORM_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The policy of a GET request for `url`, made by a page of the site at `siteOrigin`. */
export const cachePolicyOf = (url: URL, siteOrigin: string): CachePolicy => {
  const sameOrigin = url.origin === siteOrigin;
  const { pathname } = url;
  if (sameOrigin) {
    if (isPlatform(pathname)) return null;
    if (LIVE_DOCUMENTS.has(pathname)) return 'live';
    if (BRAND_FILES.test(pathname)) return 'brand';
    if (pathname.startsWith('/assets/')) return null;
  }
  if (RELEASE_FOLDER.test(pathname) && REMOTE_ENTRY.test(pathname)) return 'live';
  if (HASHED_FILE.test(pathname) && (sameOrigin || RELEASE_FOLDER.test(pathname)))
    return 'immutable';
  return null;
};
