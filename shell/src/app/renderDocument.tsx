import {
  dehydrate,
  type DehydratedState,
  hashKey,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import axios from 'axios';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom/server';
import {
  type AuthSetting,
  createPlatformClient,
  DEFAULT_LANGUAGE,
  EventBus,
  type HostContext,
  type Language,
  LANGUAGES,
  type PlatformClient,
  type RegistryDocument,
  type SiteConfig,
  type SiteStatus,
  statusEndpoint,
  type Whitelabel,
} from 'shared-contracts';
import { assetUrl, type RemoteRenderSupport, type RemoteServerRender } from 'shared-ui/kit';

import { authSettingKeys } from '../api/authSetting';
import { siteStatusKeys, siteStatusQuery } from '../api/siteStatus';
import { SiteHostContext, whitelabelKeys, whitelabelQuery } from '../api/whitelabel';
import { HTML_LANG } from '../i18n/i18n';
import { resolveLanguage } from '../i18n/languageStorage';
import { type ServerRenderedArea, ServerRenderedAreaContext } from '../remotes/serverRenderedArea';
import { HOME_PATH, NOT_FOUND_ROUTE, routeFor } from '../routing/routes';
import { composeDocumentParts } from '../ssr/composeDocument';
import { earlyLoginTemplate, REQUIRED_MARK_FONT_HINT } from '../ssr/earlyLogin/earlyLoginMarkup';
import { spliceArea, splitFrame } from '../ssr/frameSplice';
import { REGISTRY_ID, SITE_CONFIG_ID } from '../ssr/inlineDocuments';
import { pageHints, type RemoteFiles, type RemoteModule } from '../ssr/pageHints';
import { parseCookies, PREFERENCE_COOKIES, SESSION_HINT_COOKIE } from '../ssr/preferenceCookies';
import { createRecordingQueryClient, type WantedQuery } from '../ssr/recordingQueryClient';
import { loadRemoteServerRender } from '../ssr/remoteServerRender';
import { AreaSlot, type RenderPart, RenderPartContext } from '../ssr/renderPart';
import type { RenderState } from '../ssr/renderState';
import { serverI18n, serverI18nView } from '../ssr/serverI18n';
import type { KeptArea, KeptFrame, SharedAnswers } from '../ssr/sharedAnswers';
import { parseTheme } from '../state/theme';
import { AppFrame, ROUTER_FUTURE } from './App';
import { loginRedirectTarget } from './loginRedirect';
import { SHELL_PAGE_CHUNKS } from './RouteContent';
import { FRAME_QUERY_PARAMS, SiteRoot } from './SiteRoot';
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
  /**
   * The site status's answer as the front already has it, for a page rendered for every guest
   * (no visitor address; the front's page cache keys the page by it): used as the platform's
   * answer, so the page shows the status its key names and the platform is not asked again.
   * Checked like any answer; one that does not parse is asked for.
   */
  siteStatus?: unknown;
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
  /**
   * The registry document now (/registry.json's answer): put in the page, so the browser does
   * not ask for it (ADR 0026). Read per page, so a rollback is live on the next load.
   */
  registry?: RegistryDocument | null;
  /** A module's files in its live release: the page hints them (ADR 0026). */
  remoteFiles?: (remote: string, module: string) => RemoteFiles | null;
  /** Another way to the platform than HTTP at `apiOrigin` (tests). */
  client?: PlatformClient;
  /** A platform call slower than this is left to the browser (default 1,500 ms). */
  callTimeoutMs?: number;
  /**
   * Headers sent with every platform call besides the visitor's address: the reference
   * platform's render key, by which it believes the forwarded address (never a secret of a page).
   */
  forwardHeaders?: Readonly<Record<string, string>>;
  /**
   * The live release of a remote's server render and its module's stylesheets: the route's
   * remote area is rendered with the page when there is one (ADR 0017).
   */
  remoteRelease?: (remote: string, module: string) => RemoteAreaRelease | null;
  /** A remote's server render failed to load or render: its area renders in the browser. */
  onRemoteFailure?: (remote: string, error: unknown) => void;
  /**
   * The build's boot script (`/boot.js`): the page runs it instead of the application's script,
   * which it requests after the first paint. Without it the page requests that script.
   */
  bootScript?: string;
  /**
   * The answers guests share, kept between renders (ssr/sharedAnswers.ts): a render that finds
   * them settles in one pass, and a guest's frame kept there is reused: only the route's area
   * is rendered into it. Without it every render asks the platform for everything.
   */
  sharedAnswers?: SharedAnswers;
  /**
   * Renders every page built on a kept frame whole as well and throws when the two differ
   * (tests: the browser would hydrate markup React did not render).
   */
  checkFrames?: boolean;
}

/** Where a remote's released server render is, and its module's stylesheets (URLs). */
export interface RemoteAreaRelease {
  renderFile: string;
  styles: readonly string[];
}

/** The route's remote area, ready to render on the server. */
interface ServerArea extends ServerRenderedArea {
  /** The release's server render file: its answers are kept apart from other releases'. */
  renderFile: string;
  render: RemoteServerRender;
  styles: readonly string[];
}

/** The route's remote area from its remote's released server render, or null (placeholder). */
const serverAreaOf = (pathname: string, setup: RenderSetup): ServerArea | null => {
  const { content } = routeFor(pathname);
  if (content.kind !== 'remote' || !setup.remoteRelease) return null;
  const release = setup.remoteRelease(content.remote, content.module);
  if (!release) return null;
  try {
    const render = loadRemoteServerRender(release.renderFile);
    const Component = render.modules[content.module];
    if (!Component) return null;
    return {
      remote: content.remote,
      module: content.module,
      Component,
      renderFile: release.renderFile,
      render,
      styles: release.styles,
    };
  } catch (error) {
    setup.onRemoteFailure?.(content.remote, error);
    return null;
  }
};

/** Stylesheets and start-up scripts of the shell's build (tooling/webpack/FirstPaintStylesPlugin.cjs). */
export interface FirstPaintStyles {
  styles: readonly string[];
  chunks: Readonly<Record<string, readonly string[]>>;
  /** The entry's script, then the chunks its bootstrap loads (ADR 0026). */
  scripts?: readonly string[];
}

/** The header's login dialogs: a guest's first tap opens them. */
const LOGIN_MODULE: RemoteModule = { remote: 'mfe-auth', module: 'AuthModals' };

/** The answer: a page to send, a redirect, or "send the client-only page" with the reason. */
export type RenderedDocument =
  | {
      kind: 'page';
      status: number;
      /** The page (joined when read). */
      readonly html: string;
      /** The page in parts, to be encoded one by one (see `composeDocumentParts`). */
      parts: readonly string[];
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'clientOnly'; reason: string };

/** What the render passes end with: the markup and state, or why the page goes client-only. */
type Passes = { markup: string; state: RenderState } | { clientOnly: string };

/** Render passes at most: each pass may ask for answers the previous one could not know. */
const MAX_PASSES = 6;

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value);

/**
 * Every Suspense boundary inline, whatever its size: an outlined one would need React's inline
 * script to reveal it, which the site's Content-Security-Policy (rightly) refuses.
 */
const ALL_INLINE = Number.MAX_SAFE_INTEGER;

/** Waits for every suspended part; a part that threw fails the render. */
const renderWaiting = async (element: ReactElement): Promise<string> => {
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

/** How React marks a Suspense boundary it left to the browser (suspended, or a part threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * One pass's markup. Most passes have nothing to wait for: `renderToString` writes the markup as
 * one string, without the stream's encoded chunks (a sixth less processor a render of /index).
 * A pass in which a part suspended (a lazy module's first render in this process) or threw left
 * a boundary to the browser: it is rendered again by {@link renderWaiting}, which waits for the
 * module and reports the throw. The two write the same markup.
 */
const renderToHtml = async (element: ReactElement): Promise<string> => {
  const markup = renderToString(element);
  return markup.includes(CLIENT_RENDERED_BOUNDARY) ? renderWaiting(element) : markup;
};

/** Fetches what a pass asked for; a failed answer is dropped, so the page shows it loading. */
const fetchWanted = async (client: QueryClient, wanted: WantedQuery[]): Promise<void> => {
  await Promise.all(
    wanted.map(async ({ queryKey, queryFn, infinite }) => {
      try {
        if (infinite) {
          await client.fetchInfiniteQuery({
            queryKey,
            queryFn: queryFn as never,
            initialPageParam: infinite.initialPageParam,
            getNextPageParam: infinite.getNextPageParam as never,
            retry: false,
          });
        } else {
          await client.fetchQuery({ queryKey, queryFn: queryFn as never, retry: false });
        }
      } catch {
        // Left to the browser, which renders it loading like the server did.
        client.removeQueries({ queryKey, exact: true });
      }
    }),
  );
};

/** Whether a value arrives in the browser as it is: JSON carries no Map, Set, Date or class. */
const isPlainData = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    Object.values(value).every(isPlainData)
  );
};

/**
 * The answers a render used, for the browser's cache. An answer JSON would change (a Map) throws:
 * the browser would hydrate different markup, so the page or area is left to the browser.
 */
const dehydrateAnswers = (client: QueryClient) =>
  dehydrate(client, {
    shouldDehydrateQuery: (query) => {
      if (query.state.status !== 'success') return false;
      if (!isPlainData(query.state.data)) {
        throw new Error(`the answer of ${query.queryHash} does not survive JSON`);
      }
      return true;
    },
  });

const hasData = (client: QueryClient, queryKey: QueryKey) =>
  client.getQueryState(queryKey)?.status === 'success';

/** The site status depends on the visitor's address: never shared between renders. */
const SITE_STATUS_HASH = hashKey(siteStatusKeys.all);

/**
 * What a page composed from a kept area was made of, by the kept area: the kept frame, the
 * shared answers and the site status it was put together with, and the markup and state that
 * came of them. A kept area lives as long as its answers (ADR 0017), and so does this.
 */
const composedOnFrame = new WeakMap<
  KeptArea,
  { inputs: readonly [KeptFrame, DehydratedState | null | undefined, unknown]; passes: Passes }
>();

/** A render's answers that another visitor's render may reuse. */
const shareable = (answers: DehydratedState): DehydratedState => ({
  mutations: [],
  queries: answers.queries.filter(({ queryHash }) => queryHash !== SITE_STATUS_HASH),
});

/**
 * Puts a kept frame's answers in the render's cache in place of what it held, keeping the
 * visitor's own site status: the area then renders with the answers its frame was rendered with.
 */
const reseed = (client: QueryClient, answers: DehydratedState) => {
  const own = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.queryHash === SITE_STATUS_HASH && query.state.status === 'success',
  });
  client.clear();
  hydrate(client, answers);
  hydrate(client, own);
};

/** A page on a kept frame that differs from the whole page (`checkFrames`): a defect. */
class FrameMismatch extends Error {}

/** The first place two markups differ, for the report of a frame that does not fit. */
const firstDifference = (one: string, other: string): string => {
  let at = 0;
  while (at < one.length && one[at] === other[at]) at += 1;
  return `at ${at}: ${JSON.stringify(one.slice(at - 40, at + 80))} vs ${JSON.stringify(other.slice(at - 40, at + 80))}`;
};

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
  const { pathname, search, searchParams: params } = new URL(request.url, 'http://site.invalid');
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
    headers: {
      ...setup.forwardHeaders,
      ...(request.clientIp ? { 'X-Forwarded-For': request.clientIp } : {}),
    },
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
  const sideMenuMini = cookies[PREFERENCE_COOKIES.sideMenuMini] === '1';
  // What the answers depend on besides the call: the brand (host) and the language asked for.
  const { sharedAnswers } = setup;
  const frameScope = JSON.stringify([request.host.toLowerCase(), storedLanguage ?? '']);
  const areaScope = (area: ServerArea) =>
    JSON.stringify([frameScope, area.remote, area.module, area.renderFile]);
  const seeded = sharedAnswers?.read(frameScope);
  if (seeded) hydrate(queryClient, seeded);
  const knownStatus =
    request.siteStatus === undefined ? null : statusEndpoint.response.safeParse(request.siteStatus);
  if (knownStatus?.success) queryClient.setQueryData(siteStatusKeys.all, knownStatus.data);
  // The brand and the status come first whatever the page: asked before the first pass, which
  // then renders in the brand's language.
  const firstCalls = [whitelabelQuery(client, request.host), siteStatusQuery(client)];
  /** The first calls whose answers the render's cache does not hold yet. */
  const missingFirstCalls = (): WantedQuery[] =>
    firstCalls
      .filter(({ queryKey }) => !hasData(queryClient, queryKey))
      .map(({ queryKey, queryFn }) => ({ queryKey, queryFn, queryHash: hashKey(queryKey) }));

  /**
   * Renders until every answer the components asked for is in: the whole page with or without
   * the area, the frame with the area's slot, or the area alone (`part`).
   */
  const renderPasses = async (
    area: ServerArea | null,
    part: RenderPart,
    areaSeed?: DehydratedState,
    location = request.url,
  ): Promise<Passes> => {
    const rendersArea = area !== null && part !== 'frame';
    const areaRecording = rendersArea
      ? createRecordingQueryClient(area.render.createQueryClient())
      : null;
    const recordings = areaRecording ? [recording, areaRecording] : [recording];
    const remoteRender: RemoteRenderSupport | undefined = areaRecording
      ? { client, queryClientFor: () => areaRecording.client }
      : undefined;
    const seededArea = area && (areaSeed ?? sharedAnswers?.read(areaScope(area)));
    if (areaRecording && seededArea) hydrate(areaRecording.client, seededArea);
    const contextArea = area && part === 'frame' ? { ...area, Component: AreaSlot } : area;
    const first = missingFirstCalls();
    const asked = new Set(first.map(({ queryHash }) => queryHash));
    await fetchWanted(queryClient, first);
    if (sendsGuestsToLogin(queryClient, pathname)) return { clientOnly: 'login redirect' };
    const brandFirst = queryClient.getQueryData<Whitelabel>(whitelabelKeys.all);
    let language: Language = brandFirst
      ? resolveLanguage(storedLanguage, brandFirst.languages, brandFirst.defaultLanguage)
      : (storedLanguage ?? DEFAULT_LANGUAGE);
    for (let pass = 1; ; pass += 1) {
      bus.language.set(language);
      const i18n = serverI18nView(language);
      if (rendersArea) await area.render.addTexts(i18n, language);
      const state: RenderState = {
        theme,
        language,
        sideMenuMini,
        queries: { queries: [], mutations: [] },
      };
      const markup = await renderToHtml(
        <RenderPartContext.Provider value={part}>
          <I18nextProvider i18n={i18n}>
            <SiteHostContext.Provider value={request.host}>
              <AppFrame
                host={host}
                renderState={state}
                client={client}
                queryClient={queryClient}
                remoteRender={remoteRender}
              >
                <ServerRenderedAreaContext.Provider value={contextArea}>
                  <StaticRouter location={location} future={ROUTER_FUTURE}>
                    <SiteRoot />
                  </StaticRouter>
                </ServerRenderedAreaContext.Provider>
              </AppFrame>
            </SiteHostContext.Provider>
          </I18nextProvider>
        </RenderPartContext.Provider>,
      );
      const brand = queryClient.getQueryData<Whitelabel>(whitelabelKeys.all);
      const wantedLanguage = brand
        ? resolveLanguage(storedLanguage, brand.languages, brand.defaultLanguage)
        : language;
      // Asked once per render: a call that failed stays loading, as the browser will show it.
      const wanted = recordings.map(({ client: cache, takeWanted }) => ({
        cache,
        queries: takeWanted().filter(
          ({ queryKey, queryHash }) => !hasData(cache, queryKey) && !asked.has(queryHash),
        ),
      }));
      for (const { queries } of wanted) for (const { queryHash } of queries) asked.add(queryHash);
      if (wantedLanguage === language && wanted.every(({ queries }) => queries.length === 0)) {
        return {
          markup,
          state: {
            ...state,
            queries: dehydrateAnswers(queryClient),
            ...(rendersArea && areaRecording
              ? {
                  remote: {
                    remote: area.remote,
                    module: area.module,
                    namespace: area.render.namespace,
                    queries: dehydrateAnswers(areaRecording.client),
                  },
                }
              : {}),
          },
        };
      }
      if (pass === MAX_PASSES) return { clientOnly: 'render did not settle' };
      language = wantedLanguage;
      await Promise.all(wanted.map(({ cache, queries }) => fetchWanted(cache, queries)));
      if (sendsGuestsToLogin(queryClient, pathname)) return { clientOnly: 'login redirect' };
    }
  };

  /**
   * What a guest's frame depends on besides its answers: one kept frame per key. The frame reads
   * only whether a centre's parameter is there, not its value: a guest's link to any centre page
   * is composed from the same kept frame and area, and invented values render nothing anew.
   */
  const frameKey = (area: ServerArea | null) => {
    return JSON.stringify([
      frameScope,
      theme,
      sideMenuMini,
      pathname,
      FRAME_QUERY_PARAMS.map((name) => params.has(name)),
      area && [area.remote, area.module, area.renderFile],
    ]);
  };

  /** The page's address with only `names` of its query (the frame's own and an area's). */
  const addressReading = (names: readonly string[]) => {
    const read = new URLSearchParams();
    for (const name of [...FRAME_QUERY_PARAMS, ...names])
      for (const value of params.getAll(name)) read.append(name, value);
    const query = read.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  /**
   * The route's area for a kept frame: rendered against the query parameters its module reads
   * (the whole query when it does not say), and kept with their values, so a page whose other
   * parameters differ (a cache buster, a tracking id not known to the site) is composed from the
   * kept frame and area with no render.
   */
  const areaOnFrame = async (
    frameKeyOfPage: string,
    frame: KeptFrame,
    area: ServerArea,
    firstCallsSeeded: boolean,
  ): Promise<Passes> => {
    const reads = area.render.reads?.[area.module];
    const key = JSON.stringify([
      frameKeyOfPage,
      reads ? reads.map((name) => params.getAll(name)) : search,
    ]);
    const kept = sharedAnswers?.readArea(key);
    if (kept) {
      // The same kept frame, area, shared answers and status make the same state: the page
      // before made it (and its data block), this one takes it as it is.
      const inputs = [frame, seeded, request.siteStatus] as const;
      const made = firstCallsSeeded ? composedOnFrame.get(kept) : undefined;
      if (made && made.inputs.every((input, index) => input === inputs[index])) return made.passes;
      hydrate(queryClient, kept.state.queries);
      const passes = {
        markup: kept.markup,
        state: { ...kept.state, queries: dehydrateAnswers(queryClient) },
      };
      if (firstCallsSeeded) composedOnFrame.set(kept, { inputs, passes });
      return passes;
    }
    const location = reads ? addressReading(reads) : request.url;
    const alone = await renderPasses(area, 'area', undefined, location);
    if ('markup' in alone) sharedAnswers?.keepArea(key, alone);
    return alone;
  };

  /**
   * The page on a kept frame (ADR 0017): the frame (header, side menu, banner, footer) is rendered
   * once per key and kept with the answers it used; a page then renders only the route's area, in
   * the same tree with the frame's parts left out (so its `useId`s are the whole page's), and puts
   * it in the frame's slot. A member's page, which has no server area, is the frame itself. Null
   * when the page is rendered whole instead (no kept answers, a site closed to this visitor).
   */
  const renderOnFrame = async (area: ServerArea | null): Promise<Passes | null> => {
    if (!sharedAnswers) return null;
    const missing = missingFirstCalls();
    await fetchWanted(queryClient, missing);
    // Only an open site's frame is kept: not one drawn while the status is unknown (its gate
    // then shows "checking"), nor a closed site's page, which shows the visitor's address.
    if (queryClient.getQueryData<SiteStatus>(siteStatusKeys.all)?.status !== 0) return null;
    const key = frameKey(area);
    let frame: KeptFrame | null = sharedAnswers.readFrame(key);
    if (frame) reseed(queryClient, frame.queries);
    else {
      const rendered = await renderPasses(area, 'frame');
      if ('clientOnly' in rendered) return rendered;
      const markup = area ? splitFrame(rendered.markup) : rendered.markup;
      if (markup === null) return null;
      frame = {
        markup,
        queries: shareable(rendered.state.queries),
        language: rendered.state.language,
      };
      sharedAnswers.keepFrame(key, frame);
      if (!area) return rendered;
    }
    if (typeof frame.markup === 'string') {
      return {
        markup: frame.markup,
        state: {
          theme,
          language: frame.language,
          sideMenuMini,
          queries: dehydrateAnswers(queryClient),
        },
      };
    }
    if (!area) return null;
    const alone = await areaOnFrame(key, frame, area, missing.length === 0);
    if ('clientOnly' in alone) return alone;
    const markup = spliceArea(frame.markup, alone.markup);
    if (markup === null || alone.state.language !== frame.language) return null;
    return { markup, state: alone.state };
  };

  /** {@link renderOnFrame}, checked against the whole page when the setup asks for it. */
  const renderChecked = async (area: ServerArea | null): Promise<Passes> => {
    const framed = await renderOnFrame(area);
    if (!framed) return renderPasses(area, 'whole');
    if (!setup.checkFrames || 'clientOnly' in framed) return framed;
    const whole = await renderPasses(area, 'whole', framed.state.remote?.queries);
    if ('markup' in whole && whole.markup !== framed.markup) {
      throw new FrameMismatch(
        `a page on a kept frame differs from the whole page ${firstDifference(framed.markup, whole.markup)}`,
      );
    }
    return framed;
  };

  // A browser with a session renders the area for its member; a guest gets it in the HTML.
  const guest = cookies[SESSION_HINT_COOKIE] !== '1';
  const area = guest ? serverAreaOf(pathname, setup) : null;
  let passes: Passes;
  try {
    passes = await renderChecked(area);
  } catch (error) {
    // The remote's part threw: the page goes out with the area loading in the browser.
    if (!area || error instanceof FrameMismatch) throw error;
    setup.onRemoteFailure?.(area.remote, error);
    passes = await renderChecked(null);
  }
  if ('clientOnly' in passes) return { kind: 'clientOnly', reason: passes.clientOnly };
  const { markup, state } = passes;
  const { language } = state;
  sharedAnswers?.keep(frameScope, shareable(state.queries));
  if (state.remote && area) sharedAnswers?.keep(areaScope(area), state.remote.queries);

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
  // The remote area's own stylesheets, from its release on the CDN.
  if (state.remote && area) styles.push(...area.styles);
  // What the application will load first: the route's remote, then a guest's login dialogs.
  const remotes: RemoteModule[] = [];
  if (siteStatus === 0 && route.content.kind === 'remote') remotes.push(route.content);
  if (siteStatus === 0 && guest) remotes.push(LOGIN_MODULE);
  const hints = pageHints({
    startup: (setup.firstPaint.scripts ?? []).map(publicPath),
    booted: Boolean(setup.bootScript),
    remotes,
    remoteFiles: setup.remoteFiles,
  });
  const earlyLogin = siteStatus === 0 && guest && Boolean(setup.bootScript);
  const parts = composeDocumentParts(setup.template, {
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
    state,
    hints,
    // A guest's first tap is answered by the early login dialog: the application's files can wait
    // for the first paint (ADR 0032). A member's page asks for them at once.
    hintsAfterPaint: guest && Boolean(setup.bootScript),
    documents: {
      [SITE_CONFIG_ID]: setup.siteConfig,
      ...(setup.registry ? { [REGISTRY_ID]: setup.registry } : {}),
    },
    bootScript: setup.bootScript,
    // A guest's "Log in" answers before the application runs (ADR 0032).
    ...(earlyLogin
      ? {
          templates: earlyLoginTemplate(
            t,
            language,
            brand,
            queryClient.getQueryData<AuthSetting>(authSettingKeys.all),
          ),
          afterPage: REQUIRED_MARK_FONT_HINT,
        }
      : {}),
  });
  let joined: string | undefined;
  return {
    kind: 'page',
    status,
    parts,
    get html() {
      joined ??= parts.join('');
      return joined;
    },
  };
};
