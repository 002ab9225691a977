import type { FirebaseConfig } from 'shared-contracts';

import { parsedStoreFile, type StoreFileState } from './storeFile';

/** Where browsers post CSP violation reports (report-uri: delivered at once, unlike report-to). */
export const CSP_REPORT_PATH = '/csp-report';

/** What the site's policy allows beyond its own origin. */
export interface PolicySources {
  /** Origins serving remote releases (from the registry): scripts, styles, images, manifests. */
  remoteOrigins: readonly string[];
  /** Origins the site may frame besides itself (chat windows). Game pages are same-origin. */
  frameOrigins: readonly string[];
  /** Who may frame the site: `'none'` unless the brand allows embedding. */
  frameAncestors: readonly string[];
  /** The balance socket's origin (ws://host or wss://host). */
  socketOrigin: string;
  /** What Google and Facebook sign-in need, when the brand configures Firebase. */
  firebase?: FirebaseSources;
  /** The brand's other domains (the domain route): the site measures their latency. */
  probeOrigins?: readonly string[];
  /**
   * Hashes (`'sha256-...'`) of the inline scripts the server render puts in a page: the early
   * taps' holder (shell/src/ssr/earlyTaps.ts). No other inline script runs.
   */
  inlineScripts?: readonly string[];
}

/** Sources Firebase sign-in adds to the policy (see {@link firebaseSources}). */
export interface FirebaseSources {
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  frameSrc: readonly string[];
}

/** Google's script loader the Firebase SDK fetches for its sign-in iframe, emulator or not. */
export const FIREBASE_SCRIPT_ORIGIN = 'https://apis.google.com';
/** The Identity Toolkit and Secure Token APIs the Firebase SDK calls in production. */
export const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/**
 * The sources Firebase sign-in needs, derived from the brand's Firebase config; none without
 * one. With an Auth emulator, its origin serves the API, the popup and the helper iframe; in
 * production the Google APIs do, and the iframe comes from the brand's authDomain.
 */
export const firebaseSources = (
  firebase: FirebaseConfig | null,
  emulatorUrl: string | null,
): FirebaseSources | undefined => {
  if (!firebase) return undefined;
  const emulator = emulatorUrl ? originOf(emulatorUrl) : null;
  if (emulator) {
    return { scriptSrc: [FIREBASE_SCRIPT_ORIGIN], connectSrc: [emulator], frameSrc: [emulator] };
  }
  const authDomain = originOf(`https://${firebase.authDomain}`);
  return {
    scriptSrc: [FIREBASE_SCRIPT_ORIGIN],
    connectSrc: [...FIREBASE_API_ORIGINS],
    frameSrc: authDomain ? [authDomain] : [],
  };
};

/**
 * The site's Content-Security-Policy: no eval'd script and no inline one but those hashed, remotes only from registry
 * origins, frames only for games (same origin) and chat, no plugins, no <base>, reports posted to
 * {@link CSP_REPORT_PATH}. style-src needs no 'unsafe-inline': styles come as files (CSS modules
 * and swiper's CSS, extracted by the build), and React sets style attributes through the CSSOM,
 * which CSP does not govern.
 */
export const contentSecurityPolicy = ({
  remoteOrigins,
  frameOrigins,
  frameAncestors,
  socketOrigin,
  firebase,
  probeOrigins = [],
  inlineScripts = [],
}: PolicySources): string => {
  const remotes = remoteOrigins.join(' ');
  const scripts = firebase?.scriptSrc.join(' ') ?? '';
  const connects = firebase?.connectSrc.join(' ') ?? '';
  const frames = [...frameOrigins, ...(firebase?.frameSrc ?? [])].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', `'self' ${inlineScripts.join(' ')} ${remotes} ${scripts}`],
    ['style-src', `'self' ${remotes}`],
    ['img-src', `'self' data: blob: ${remotes}`],
    ['font-src', `'self' data: ${remotes}`],
    ['connect-src', `'self' ${socketOrigin} ${remotes} ${connects} ${probeOrigins.join(' ')}`],
    ['frame-src', `'self' ${frames}`],
    ['media-src', "'self'"],
    // blob: the human verification's proof of work runs in a worker made from a blob (ADR 0022).
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors.length ? frameAncestors.join(' ') : "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives
    .map(([name, value]) => `${name} ${value.trim().replace(/\s+/g, ' ')}`)
    .join('; ');
};

const originOf = (url: string): string | null => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
};

/** Distinct http(s) origins of a list of URLs, ignoring anything else. */
export const originsOf = (urls: Iterable<string>): string[] => [
  ...new Set([...urls].map(originOf).filter((origin): origin is string => origin !== null)),
];

/**
 * The origins of the remotes' manifests in the registry file, parsed again when the file changes,
 * so the policy follows a release or rollback without a restart. None without a readable
 * registry (the slots show their fallback).
 */
export const registryOrigins = (registryFile: () => StoreFileState): (() => string[]) =>
  parsedStoreFile(registryFile, (text) => {
    if (text === null) return [];
    try {
      const document = JSON.parse(text) as {
        remotes?: Record<string, { manifestUrl?: unknown }>;
      };
      const urls = Object.values(document.remotes ?? {})
        .map((entry) => entry.manifestUrl)
        .filter((url): url is string => typeof url === 'string');
      return originsOf(urls);
    } catch {
      return [];
    }
  });

/** Origin list from an environment variable (space or comma separated; keywords kept). */
export const sourceList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => (item.startsWith("'") ? item : (originOf(item) ?? item)));
