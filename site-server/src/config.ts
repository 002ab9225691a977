import { existsSync } from 'node:fs';
import path from 'node:path';

import apiPaths from './apiPaths.json';

/** The workspace root: default paths point at the shell's build in it. */
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Paths answered by the API origin, never by the site: the contract (/wps, /lgw), the platform's
 * files and its own pages (games, chat, the guest desk, the local inbox, the payment simulator,
 * the API reference), the site configuration and CSP reports. Each is a path prefix on segment
 * boundaries (`/lottery/sea` is the platform's, `/lottery` the site's). Kept in `apiPaths.json`:
 * nginx in front of several site servers sends the same paths straight to the API.
 */
export const DEFAULT_API_PATHS: readonly string[] = apiPaths;

/** Runtime configuration of the site server, from the environment (README.md lists it). */
export interface SiteServerConfig {
  port: number;
  host: string;
  /** Where the API answers (API_ORIGIN): the render's calls and every forwarded path go there. */
  apiOrigin: string;
  /** Path prefixes forwarded to the API (API_PATHS, comma or space separated). */
  apiPaths: readonly string[];
  /** The shell's build (SITE_DIR, default shell/dist). */
  siteDir: string;
  /** The shell's server render (SITE_RENDERER, default shell/dist-server/render.cjs if built). */
  siteRenderer: string | null;
  /** The release store's registry document (REGISTRY_FILE): /registry.json and remote renders. */
  registryFile: string | null;
  /**
   * How long the registry and canaries files may go unlooked-at when their folder's watcher is
   * silent (RELEASE_RECHECK_MS, default 1 s; 0: looked at on every page). A release written on
   * this host is seen at once; on a shared network folder, within this time.
   */
  releaseRecheckMs: number;
  /**
   * The secret shared with the API (RENDER_KEY): sent with every forwarded call and render call,
   * so the API believes the visitor's address this server forwards. Without it the API counts
   * every visitor as this server.
   */
  renderKey: string | null;
  /** Peers whose X-Forwarded-For this server believes (TRUSTED_PROXIES: nginx in front). */
  trustedProxies: readonly string[];
  /** The origins players reach the site at (PUBLIC_ORIGINS), first canonical: the CSP's socket. */
  publicOrigins: readonly string[];
  /** Extra frame sources (FRAME_ORIGINS) and who may frame the site (FRAME_ANCESTORS). */
  frameOrigins: readonly string[];
  frameAncestors: readonly string[];
  /** Server renders per address per window; beyond, the client-only page (0 disables). */
  renderLimit: { max: number; windowMs: number };
  /** The guest page cache (PAGE_CACHE_*): ttlMs 0 turns it off. */
  pageCache: { ttlMs: number; staleMs: number; maxEntries: number; maxBytes: number };
  /**
   * How long the platform's answers to one render are reused by the next renders of the same
   * host and language (RENDER_ANSWERS_TTL_MS): 0 asks the platform for everything every time.
   */
  renderAnswersTtlMs: number;
  /**
   * Render every page built on a kept frame whole as well and fail it when they differ
   * (RENDER_CHECK_FRAMES=1): for tests, it doubles the cost of a render.
   */
  checkFrames: boolean;
  /** Serve `.map` files (SERVE_SOURCE_MAPS=1); off by default. */
  serveSourceMaps: boolean;
  /** Pages rendered once before listening (WARM_PATHS): the first visitors wait for no load. */
  warmPaths: readonly string[];
  logLevel: string;
}

const intFrom = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return parsed;
};

const listFrom = (value: string | undefined): string[] =>
  (value ?? '').split(/[\s,]+/).filter(Boolean);

const originFrom = (value: string, name: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: ${value} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) origin, e.g. https://api.example.com`);
  return url.origin;
};

/** Builds the configuration from environment variables. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): SiteServerConfig => {
  if (!env.API_ORIGIN) throw new Error('API_ORIGIN is required, e.g. http://127.0.0.1:4000');
  const port = intFrom(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const defaultRenderer = path.join(ROOT, 'shell', 'dist-server', 'render.cjs');
  const apiPaths = listFrom(env.API_PATHS);
  for (const prefix of apiPaths) {
    if (!/^\/[^\s?#]*[^/\s?#]$/.test(prefix))
      throw new Error(`API_PATHS: ${prefix} must be a path like /wps (no trailing slash)`);
  }
  return {
    port,
    host,
    apiOrigin: originFrom(env.API_ORIGIN, 'API_ORIGIN'),
    apiPaths: apiPaths.length ? apiPaths : [...DEFAULT_API_PATHS],
    siteDir: path.resolve(env.SITE_DIR || path.join(ROOT, 'shell', 'dist')),
    siteRenderer: env.SITE_RENDERER
      ? path.resolve(env.SITE_RENDERER)
      : existsSync(defaultRenderer)
        ? defaultRenderer
        : null,
    registryFile: env.REGISTRY_FILE ? path.resolve(env.REGISTRY_FILE) : null,
    releaseRecheckMs: intFrom(env.RELEASE_RECHECK_MS, 1_000, 'RELEASE_RECHECK_MS'),
    renderKey: env.RENDER_KEY || null,
    trustedProxies: listFrom(env.TRUSTED_PROXIES),
    publicOrigins: env.PUBLIC_ORIGINS
      ? listFrom(env.PUBLIC_ORIGINS).map((origin) => originFrom(origin, 'PUBLIC_ORIGINS'))
      : [...new Set([`http://${local}:${port}`, `http://localhost:${port}`])],
    frameOrigins: listFrom(env.FRAME_ORIGINS),
    frameAncestors: listFrom(env.FRAME_ANCESTORS),
    renderLimit: {
      max: intFrom(env.RENDER_LIMIT_MAX, 20, 'RENDER_LIMIT_MAX'),
      windowMs: intFrom(env.RENDER_LIMIT_WINDOW_MS, 10_000, 'RENDER_LIMIT_WINDOW_MS'),
    },
    pageCache: {
      ttlMs: intFrom(env.PAGE_CACHE_TTL_MS, 5_000, 'PAGE_CACHE_TTL_MS'),
      staleMs: intFrom(env.PAGE_CACHE_STALE_MS, 30_000, 'PAGE_CACHE_STALE_MS'),
      maxEntries: intFrom(env.PAGE_CACHE_MAX_ENTRIES, 1_000, 'PAGE_CACHE_MAX_ENTRIES'),
      maxBytes: intFrom(env.PAGE_CACHE_MAX_MB, 64, 'PAGE_CACHE_MAX_MB') * 1024 * 1024,
    },
    renderAnswersTtlMs: intFrom(env.RENDER_ANSWERS_TTL_MS, 5_000, 'RENDER_ANSWERS_TTL_MS'),
    checkFrames: env.RENDER_CHECK_FRAMES === '1' || env.RENDER_CHECK_FRAMES === 'true',
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true',
    warmPaths:
      env.WARM_PATHS === undefined
        ? ['/index', '/rng', '/promotions', '/lottery']
        : listFrom(env.WARM_PATHS),
    logLevel: env.LOG_LEVEL || 'info',
  };
};
