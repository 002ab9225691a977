// Runs from index.ts while the application code downloads, before the shared libraries are
// negotiated: no runtime imports of shared packages here (routes.ts imports only types).
// By path, not by package name: this runs before the shared libraries load (shell/src/index.ts).
import { assetUrl } from '../../../shared-ui/src/format/assetUrl';
import { LANGUAGE_STORAGE_KEYS } from '../i18n/languageStorageKeys';
import { bannerGroupFor } from '../routing/routes';

/** A platform answer fetched before the platform client existed. */
export interface EarlyAnswer {
  status: number;
  /** The body as text; the client parses and validates it like any other answer. */
  body: string;
}

const answers = new Map<string, Promise<EarlyAnswer>>();

/** Identifies a GET by its path and query, whatever the order of the query's keys. */
export const earlyKey = (path: string, params: Record<string, unknown> = {}): string => {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(query).toString()}`;
};

const startEarly = (
  baseUrl: string,
  path: string,
  params: Record<string, string> = {},
): Promise<EarlyAnswer> => {
  const key = earlyKey(path, params);
  const query = key.slice(key.indexOf('?'));
  const answer = fetch(`${baseUrl}${path}${query}`, {
    headers: { Accept: 'application/json' },
  }).then(async (response) => ({ status: response.status, body: await response.text() }));
  // Whoever takes the answer handles its failure (by asking again).
  answer.catch(() => undefined);
  answers.set(key, answer);
  return answer;
};

/** The first banner's image URL in a banners answer, if it has one. */
export const firstBannerImage = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    const value =
      typeof parsed === 'object' && parsed !== null && 'value' in parsed ? parsed.value : null;
    const first: unknown = Array.isArray(value) ? value[0] : null;
    return typeof first === 'object' &&
      first !== null &&
      'url' in first &&
      typeof first.url === 'string'
      ? first.url
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The first banner is usually the page's largest paint: its image starts downloading as soon
 * as the banners are known, not when the carousel renders.
 */
const preloadImage = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
};

/** The language the page will most likely show: the stored choice, else English. */
const likelyLanguage = (): string => {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) {
      const stored = window.localStorage.getItem(key);
      if (stored && /^[A-Z]{2}$/.test(stored)) return stored;
    }
  } catch {
    // Storage blocked: the default it is.
  }
  return 'EN';
};

/**
 * Starts the calls every page makes before it can paint (site status, brand configuration,
 * the route's banners) as soon as the site configuration names the platform, so they run
 * alongside the application code instead of after it. A guess that turns out wrong (another
 * language) is simply not used.
 */
export const startEarlyRequests = (siteConfig: Promise<unknown>, pathname: string): void => {
  void siteConfig.then(
    (config) => {
      const baseUrl =
        typeof config === 'object' && config !== null && 'apiBaseUrl' in config
          ? String(config.apiBaseUrl)
          : '';
      void startEarly(baseUrl, '/wps/system/status');
      void startEarly(baseUrl, '/wps/system/whitelabel', { url: window.location.host });
      const group = bannerGroupFor(pathname);
      if (!group) return;
      startEarly(baseUrl, '/wps/system/banners', {
        groupName: group,
        language: likelyLanguage(),
      }).then(
        ({ status, body }) => {
          const image = status === 200 ? firstBannerImage(body) : undefined;
          if (image) preloadImage(assetUrl(image, baseUrl));
        },
        () => undefined,
      );
    },
    () => undefined,
  );
};

/** The early answer for this call, once: later calls of the same query go to the network. */
export const takeEarlyAnswer = (
  path: string,
  params?: Record<string, unknown>,
): Promise<EarlyAnswer> | undefined => {
  const key = earlyKey(path, params);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
};
