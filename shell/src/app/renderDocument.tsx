import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import axios from 'axios';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom/server';
import {
  createPlatformClient,
  DEFAULT_LANGUAGE,
  EventBus,
  type HostContext,
  type Language,
  LANGUAGES,
  type PlatformClient,
  type SiteConfig,
  type SiteStatus,
  type Whitelabel,
} from 'shared-contracts';
import { assetUrl } from 'shared-ui/kit';

import { siteStatusKeys } from '../api/siteStatus';
import { SiteHostContext, whitelabelKeys } from '../api/whitelabel';
import { HTML_LANG } from '../i18n/i18n';
import { resolveLanguage } from '../i18n/languageStorage';
import { HOME_PATH, NOT_FOUND_ROUTE, routeFor } from '../routing/routes';
import { composeDocument } from '../ssr/composeDocument';
import { parseCookies, PREFERENCE_COOKIES } from '../ssr/preferenceCookies';
import { createRecordingQueryClient, type WantedQuery } from '../ssr/recordingQueryClient';
import type { RenderState } from '../ssr/renderState';
import { serverI18n } from '../ssr/serverI18n';
import { parseTheme } from '../state/theme';
import { AppFrame, ROUTER_FUTURE } from './App';
import { loginRedirectTarget } from './loginRedirect';
import { SHELL_PAGE_CHUNKS } from './RouteContent';
import { SiteRoot } from './SiteRoot';
import { documentTitle } from './useDocumentHead';

/** One page request, as the Node front received it. */
export interface RenderRequest {
  /** Path and query, e.g. `/promotions?tab=2`. */
  url: string;
  /** The Host header: the brand is looked up by it, as the browser does. */
  host: string;
  /** The Cookie header: the visitor's theme, language and menu choices. */
  cookieHeader?: string;
  /** The visitor's address, forwarded to the platform (its status page shows it). */
  clientIp?: string;
}

/** What the renderer needs besides the request. */
export interface RenderSetup {
  /** The site configuration the browser gets (/site-config.json): URLs in the HTML use it. */
  siteConfig: SiteConfig;
  /** Where this server reaches the platform API (e.g. http://127.0.0.1:8080). */
  apiOrigin: string;
  /** The shell's built index.html. */
  template: string;
  /** The build's first-paint.json: the stylesheets of the frame and of each lazy chunk. */
  firstPaint: FirstPaintStyles;
  /** Origins of the remotes' releases: the page connects to them early. */
  preconnectOrigins?: readonly string[];
  /** Another way to the platform than HTTP at `apiOrigin` (tests). */
  client?: PlatformClient;
  /** A platform call slower than this is left to the browser (default 1,500 ms). */
  callTimeoutMs?: number;
}

/** Stylesheets of the shell's build (tooling/webpack/FirstPaintStylesPlugin.cjs). */
export interface FirstPaintStyles {
  styles: readonly string[];
  chunks: Readonly<Record<string, readonly string[]>>;
}

/** The answer: a page to send, a redirect, or "send the client-only page" with the reason. */
export type RenderedDocument =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'clientOnly'; reason: string };

/** Render passes at most: each pass may ask for answers the previous one could not know. */
const MAX_PASSES = 4;

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value);

/**
 * Every Suspense boundary inline, whatever its size: an outlined one would need React's inline
 * script to reveal it, which the site's Content-Security-Policy (rightly) refuses.
 */
const ALL_INLINE = Number.MAX_SAFE_INTEGER;

const renderToHtml = async (element: ReactElement): Promise<string> => {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: ALL_INLINE,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that threw would hydrate as a client render with an error in the console: the page
  // goes out client-only instead, and the throw is reported.
  if (errors.length > 0) throw new AggregateError(errors, 'server render failed');
  return Buffer.concat(chunks).toString('utf8');
};

/** Fetches what a pass asked for; a failed answer is dropped, so the page shows it loading. */
const fetchWanted = async (client: QueryClient, wanted: WantedQuery[]): Promise<void> => {
  await Promise.all(
    wanted.map(async ({ queryKey, queryFn }) => {
      try {
        await client.fetchQuery({ queryKey, queryFn: queryFn as never, retry: false });
      } catch {
        // Left to the browser, which renders it loading like the server did.
        client.removeQueries({ queryKey, exact: true });
      }
    }),
  );
};

const hasData = (client: QueryClient, queryKey: QueryKey) =>
  client.getQueryState(queryKey)?.status === 'success';

/**
 * The brand sends guests to /login from this page: only the browser knows whether a session
 * exists, so it renders the page itself.
 */
const sendsGuestsToLogin = (client: QueryClient, pathname: string): boolean => {
  const brand = client.getQueryData<Whitelabel>(whitelabelKeys.all);
  return Boolean(
    brand &&
    loginRedirectTarget({ pathname, loginedToHomePage: brand.loginedToHomePage, hasToken: false }),
  );
};

/**
 * Renders a page's first HTML: the shell's frame (header, side menu, the route's banner, footer)
 * from the same components as the browser, in the visitor's theme and language, with the
 * platform's answers embedded so the browser hydrates without asking again. Remote areas render
 * their loading placeholder. Throws only on a defect; the caller then sends the client-only page.
 */
export const renderDocument = async (
  request: RenderRequest,
  setup: RenderSetup,
): Promise<RenderedDocument> => {
  const { pathname, search } = new URL(request.url, 'http://site.invalid');
  if (pathname === '/') return { kind: 'redirect', location: `${HOME_PATH}${search}` };

  const cookies = parseCookies(request.cookieHeader);
  const storedLanguage = isLanguage(cookies[PREFERENCE_COOKIES.language])
    ? (cookies[PREFERENCE_COOKIES.language] as Language)
    : null;
  const theme = parseTheme(cookies[PREFERENCE_COOKIES.theme]);
  const bus = new EventBus();
  bus.theme.set(theme);
  const host: HostContext = {
    bus,
    config: setup.siteConfig,
    getToken: () => null,
    setToken: () => undefined,
  };
  const http = axios.create({
    baseURL: setup.apiOrigin,
    timeout: setup.callTimeoutMs ?? 1500,
    headers: request.clientIp ? { 'X-Forwarded-For': request.clientIp } : {},
  });
  const client =
    setup.client ??
    createPlatformClient({
      baseUrl: setup.apiOrigin,
      http,
      getToken: () => null,
      getLanguage: () => bus.language.get(),
    });
  const recording = createRecordingQueryClient();
  const queryClient = recording.client;

  const asked = new Set<string>();
  let language: Language = storedLanguage ?? DEFAULT_LANGUAGE;
  let markup = '';
  let state: RenderState | null = null;
  for (let pass = 1; ; pass += 1) {
    bus.language.set(language);
    state = {
      theme,
      language,
      sideMenuMini: cookies[PREFERENCE_COOKIES.sideMenuMini] === '1',
      queries: { queries: [], mutations: [] },
    };
    markup = await renderToHtml(
      <I18nextProvider i18n={serverI18n(language)}>
        <SiteHostContext.Provider value={request.host}>
          <AppFrame host={host} renderState={state} client={client} queryClient={queryClient}>
            <StaticRouter location={request.url} future={ROUTER_FUTURE}>
              <SiteRoot />
            </StaticRouter>
          </AppFrame>
        </SiteHostContext.Provider>
      </I18nextProvider>,
    );
    const brand = queryClient.getQueryData<Whitelabel>(whitelabelKeys.all);
    const wantedLanguage = brand
      ? resolveLanguage(storedLanguage, brand.languages, brand.defaultLanguage)
      : language;
    // Asked once per render: a call that failed stays loading, as the browser will show it.
    const wanted = recording
      .takeWanted()
      .filter(
        ({ queryKey, queryHash }) => !hasData(queryClient, queryKey) && !asked.has(queryHash),
      );
    for (const { queryHash } of wanted) asked.add(queryHash);
    if (wantedLanguage === language && wanted.length === 0) break;
    if (pass === MAX_PASSES) return { kind: 'clientOnly', reason: 'render did not settle' };
    language = wantedLanguage;
    await fetchWanted(queryClient, wanted);
    if (sendsGuestsToLogin(queryClient, pathname)) {
      return { kind: 'clientOnly', reason: 'login redirect' };
    }
  }

  const brand = queryClient.getQueryData<Whitelabel>(whitelabelKeys.all);
  if (!brand) return { kind: 'clientOnly', reason: 'brand unavailable' };

  const route = routeFor(pathname);
  const siteStatus = queryClient.getQueryData<SiteStatus>(siteStatusKeys.all)?.status ?? 0;
  const status =
    siteStatus === 1 ? 503 : siteStatus === 2 ? 403 : route === NOT_FOUND_ROUTE ? 404 : 200;
  const t = serverI18n(language).getFixedT(language);
  const publicPath = (file: string) => `/${file}`;
  const pageChunk = route.content.kind === 'shell' ? SHELL_PAGE_CHUNKS[route.content.page] : null;
  const styles = [
    ...setup.firstPaint.styles,
    ...(pageChunk && siteStatus === 0 ? (setup.firstPaint.chunks[pageChunk] ?? []) : []),
  ].map(publicPath);
  const html = composeDocument(setup.template, {
    htmlLang: HTML_LANG[language],
    theme,
    title: documentTitle(t, siteStatus === 0 ? route.path : '', brand.brandName),
    icons: brand.favicon
      ? {
          svg: assetUrl(brand.favicon.svg, setup.siteConfig.apiBaseUrl),
          png: assetUrl(brand.favicon.png, setup.siteConfig.apiBaseUrl),
        }
      : null,
    preconnect: setup.preconnectOrigins ?? [],
    styles,
    markup,
    state: { ...state, queries: dehydrate(queryClient) },
  });
  return { kind: 'page', status, html };
};
