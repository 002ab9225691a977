// The site's service worker (ADR 0028), built to dist/sw.js by the shell's build
// (createShellServiceWorkerConfig) with Workbox. What each request gets is decided in policy.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';

import { type CachePolicy, cachePolicyOf, OFFLINE_PAGE, WEB_APP_MANIFEST } from './policy';

/**
 * The files precached at install, written in by the build: the scripts and stylesheets every
 * page starts with (first-paint.json) and the offline page's files.
 */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** The worker's global scope, as much of it as this file uses (the DOM typings lack it). */
const worker = globalThis as unknown as {
  skipWaiting(): Promise<void>;
  location: Location;
  addEventListener(
    type: 'install',
    listener: (event: Event & { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
};

const DAY_SECONDS = 24 * 60 * 60;

/** Cache names: versioned, so a later worker with other rules can drop them. */
const CACHES = {
  immutable: 'site-immutable-v1',
  live: 'site-live-v1',
  brand: 'site-brand-v1',
} as const;

/**
 * A remote's script or stylesheet is requested without CORS (the federation runtime's `<script>`
 * has no `crossorigin`): fetched as it is, it would be an opaque answer, which Chromium counts as
 * megabytes of quota each and whose status cannot be checked. The CDN answers CORS requests (it
 * must, for the entries), so the worker asks for the file with CORS; a CORS answer may serve a
 * no-CORS request.
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== worker.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

const strategies: Record<Exclude<CachePolicy, null>, Strategy> = {
  // Content-hashed: a URL's bytes never change, so the cache answers without asking.
  immutable: new CacheFirst({
    cacheName: CACHES.immutable,
    plugins: [
      corsForOtherOrigins,
      onlyComplete,
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 60 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
  // What is live: never answered from the cache while the network answers (no timeout either),
  // so a release or rollback shows on the next load; the copy is for a failed network only.
  live: new NetworkFirst({
    cacheName: CACHES.live,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
  brand: new StaleWhileRevalidate({
    cacheName: CACHES.brand,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 12, purgeOnQuotaError: true })],
  }),
};

/**
 * The brand's manifest and icon, kept at install for the offline page (which shows them). A
 * failure costs the offline page its logo, never the install.
 */
const keepBrand = async (): Promise<void> => {
  const cache = await caches.open(CACHES.brand);
  await cache.add(WEB_APP_MANIFEST);
  const manifest = (await (await cache.match(WEB_APP_MANIFEST))?.json()) as
    { icons?: { src?: unknown; purpose?: unknown }[] } | undefined;
  const icon = manifest?.icons?.find((item) => item.purpose !== 'maskable')?.src;
  if (typeof icon === 'string') await cache.add(icon);
};
worker.addEventListener('install', (event) => {
  event.waitUntil(keepBrand().catch(() => undefined));
});

// A new worker (a new shell build) takes over at once; the precache of the previous build goes.
void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

// Pages are never cached (a member's page is theirs; a release shows in the next page): the
// request goes to the network as the worker starts (navigation preload), and only when the
// network fails does the offline page answer, at the page's own address.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })] }),
  ),
);

// Everything else by its policy; the API and anything without one is not handled at all.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && cachePolicyOf(url, worker.location.origin) !== null,
  ({ url, request, event }) => {
    const policy = cachePolicyOf(url, worker.location.origin) ?? 'live';
    return strategies[policy].handle({ request, event });
  },
);
