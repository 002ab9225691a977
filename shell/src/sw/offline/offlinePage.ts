import { parseCookies, PREFERENCE_COOKIES } from '../../ssr/preferenceCookies';
import { WEB_APP_MANIFEST } from '../policy';
import { OFFLINE_TEXTS, offlineLanguage } from './offlineTexts';

/** What the offline page reads of the brand's web app manifest (kept by the service worker). */
interface BrandManifest {
  name?: unknown;
  theme_color?: unknown;
  icons?: { src?: unknown; sizes?: unknown; purpose?: unknown }[];
}

const text = (doc: Document, id: string, value: string) => {
  const element = doc.getElementById(id);
  if (element) element.textContent = value;
};

/** The brand's name, colour and icon, from the manifest the service worker keeps. */
const showBrand = async (doc: Document, fetcher: typeof fetch): Promise<void> => {
  const response = await fetcher(WEB_APP_MANIFEST);
  if (!response.ok) return;
  const manifest = (await response.json()) as BrandManifest;
  if (typeof manifest.name === 'string') {
    text(doc, 'offline-brand', manifest.name);
    doc.title = `${manifest.name} · ${doc.getElementById('offline-title')?.textContent ?? ''}`;
  }
  if (typeof manifest.theme_color === 'string')
    doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', manifest.theme_color);
  const icon = manifest.icons?.find((item) => item.purpose !== 'maskable');
  const image = doc.getElementById('offline-icon');
  if (typeof icon?.src === 'string' && image instanceof HTMLImageElement) {
    image.src = icon.src;
    image.hidden = false;
  }
};

/** How often the page asks whether the site answers again while the browser says it is online. */
export const PROBE_INTERVAL_MS = 20_000;
/** A platform call the service worker never answers: a reply proves the site is reachable. */
const PROBE_URL = '/wps/system/status';

/**
 * The offline page (ADR 0028): the service worker answers a navigation the network could not
 * reach with it, at the page's own address. It speaks the player's language and theme (their
 * preference cookies), shows the brand from its web app manifest, and loads the page again when
 * the browser is back online, when the site answers again (the browser may think it is online
 * while the site is unreachable: asked every 20 s) or when the player asks.
 */
export const startOfflinePage = (
  doc: Document = document,
  view: Window = window,
  fetcher: typeof fetch = (...args) => fetch(...args),
): void => {
  const cookies = parseCookies(doc.cookie);
  const language = offlineLanguage(cookies[PREFERENCE_COOKIES.language], view.navigator.languages);
  const texts = OFFLINE_TEXTS[language];
  doc.documentElement.lang = texts.lang;
  const theme = cookies[PREFERENCE_COOKIES.theme];
  if (theme === 'light' || theme === 'dark') doc.documentElement.dataset.theme = theme;
  text(doc, 'offline-title', texts.title);
  text(doc, 'offline-body', texts.body);
  text(doc, 'offline-retry', texts.retry);
  doc.title = texts.title;
  const reload = () => view.location.reload();
  doc.getElementById('offline-retry')?.addEventListener('click', reload);
  view.addEventListener('online', reload, { once: true });
  view.setInterval(() => {
    if (view.navigator.onLine === false || doc.visibilityState === 'hidden') return;
    void fetcher(PROBE_URL, { cache: 'no-store' })
      .then((response) => {
        if (response.ok) reload();
      })
      .catch(() => undefined);
  }, PROBE_INTERVAL_MS);
  void showBrand(doc, fetcher).catch(() => undefined);
};
