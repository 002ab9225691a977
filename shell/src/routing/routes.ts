import type { BannerGroup, ExposedModule, RemoteId, RemoteSpec } from 'shared-contracts';

// By path, not by package name: the first chunk (shell/src/index.ts, the early banner request)
// reads the routes before the shared libraries load. The catalogue has no imports.
import {
  LOBBY_PATHS,
  REMOTE_CATALOGUE,
  REMOTE_IDS,
} from '../../../shared-contracts/src/site/remoteCatalogue';

/** The parts of the page layout a route shows around its content (SPEC section 2). */
export type LayoutPart = 'header' | 'banner' | 'footer' | 'sideMenu';

/** Pages the shell renders itself. */
export type ShellPage = 'help' | 'helpMobile' | 'download' | 'saferGambling' | 'notFound';

/** An exposed module of a remote (names checked against the remote catalogue). */
export type RemoteContent = {
  [R in RemoteId]: {
    readonly kind: 'remote';
    readonly remote: R;
    readonly module: ExposedModule<R>;
  };
}[RemoteId];

/** What fills the main area: an exposed module of a remote, or a shell page. */
export type RouteContent = RemoteContent | { readonly kind: 'shell'; readonly page: ShellPage };

/** One route of the site, as plain data so it can be tested without rendering. */
export interface SiteRoute {
  readonly path: string;
  readonly parts: readonly LayoutPart[];
  /** The banner group shown when `parts` has `banner`. */
  readonly bannerGroup?: BannerGroup;
  readonly content: RouteContent;
  /**
   * /seamless and /vnlottery: the header and side menu show only when the chrome state allows
   * them, and then the side menu is forced into mini mode.
   */
  readonly immersive?: boolean;
}

const ALL: readonly LayoutPart[] = ['header', 'banner', 'footer', 'sideMenu'];
const NO_BANNER: readonly LayoutPart[] = ['header', 'footer', 'sideMenu'];

const remoteOf =
  <R extends RemoteId>(remote: R) =>
  (module: ExposedModule<R>): RouteContent =>
    ({ kind: 'remote', remote, module }) as RemoteContent;
const lobby = remoteOf('mfe-lobby');
const lottery = remoteOf('mfe-lottery');
const auth = remoteOf('mfe-auth');
const promo = remoteOf('mfe-promo');
const shell = (page: ShellPage): RouteContent => ({ kind: 'shell', page });

/** Where `/` goes (keeping query and hash). */
export const HOME_PATH = '/index';

/**
 * Every route of SPEC section 2 with exactly its layout parts. Where SPEC names a banner group
 * but gives no layout (/help, /down, /inhouse), the page gets the full layout; see
 * docs/adr/0002-shell-layout-choices.md.
 */
const SHELL_ROUTES: readonly SiteRoute[] = [
  { path: '/index', parts: ALL, bannerGroup: 'home', content: lobby('HomePage') },
  {
    path: '/register',
    parts: ['header', 'banner'],
    bannerGroup: 'w_reg',
    content: auth('RegisterPage'),
  },
  {
    path: '/register.html',
    parts: ['header', 'banner'],
    bannerGroup: 'w_reg',
    content: auth('RegisterPage'),
  },
  // SPEC's login route is only named as exempt from the redirect; the header keeps the
  // visitor oriented around the login form.
  { path: '/login', parts: ['header'], content: auth('LoginPage') },
  {
    path: '/pointMall',
    parts: ['header', 'banner', 'footer'],
    bannerGroup: 'shop',
    content: promo('PointsMallPage'),
  },
  { path: '/lottery', parts: ['header'], content: lottery('LotteryPage') },
  {
    path: '/vnlottery',
    parts: ['header', 'sideMenu'],
    content: lottery('VnLotteryPage'),
    immersive: true,
  },
  { path: '/elott', parts: ALL, bannerGroup: 'lottery', content: lottery('ElottPage') },
  ...LOBBY_PATHS.map((path): SiteRoute => ({
    path,
    parts: ALL,
    bannerGroup: path.slice(1) as BannerGroup,
    content: lobby('LobbyPage'),
  })),
  // SPEC's banner-group list names /promotions (its layout table does not): the page shows its
  // banner group (ADR 0002); a promotion's detail page has none.
  {
    path: '/promotions',
    parts: ALL,
    bannerGroup: 'promotions',
    content: promo('PromotionsPage'),
  },
  { path: '/promoDetail', parts: NO_BANNER, content: promo('PromotionDetailPage') },
  {
    path: '/seamless',
    parts: ['header', 'sideMenu'],
    content: lobby('SeamlessPage'),
    immersive: true,
  },
  { path: '/helpmc', parts: [], content: shell('helpMobile') },
  { path: '/game', parts: ['header'], content: lobby('GameFramePage') },
  { path: '/help', parts: ALL, bannerGroup: 'help', content: shell('help') },
  { path: '/down', parts: ALL, bannerGroup: 'down', content: shell('download') },
  // /download is the same page without a banner: SPEC gives it no banner group.
  { path: '/download', parts: NO_BANNER, content: shell('download') },
  { path: '/inhouse', parts: ALL, bannerGroup: 'inhouse', content: lobby('InHousePage') },
  // Not in SPEC: the safer-gambling page regulators ask for, linked from the footer (ADR 0010).
  { path: '/responsible-gaming', parts: NO_BANNER, content: shell('saferGambling') },
];

/**
 * Pages a remote brings in its catalogue entry (`routes`) that the table above does not list:
 * header, footer and side menu around them. A new remote gets a page without a shell change.
 */
const catalogueRoutes = (): SiteRoute[] =>
  REMOTE_IDS.flatMap((remote) => {
    const spec: RemoteSpec = REMOTE_CATALOGUE[remote];
    return (spec.routes ?? [])
      .filter((route) => !SHELL_ROUTES.some((known) => known.path === route.path))
      .map((route) => ({
        path: route.path,
        parts: NO_BANNER,
        content: { kind: 'remote', remote, module: route.module } as RemoteContent,
      }));
  });

/** Every route of the site: the shell's table, then the remotes' own pages. */
export const SITE_ROUTES: readonly SiteRoute[] = [...SHELL_ROUTES, ...catalogueRoutes()];

/** Unknown paths: a not-found page inside the usual frame. */
export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '*',
  parts: NO_BANNER,
  content: shell('notFound'),
};

/** The route for a pathname (exact match), or the not-found route. */
export const routeFor = (pathname: string): SiteRoute =>
  SITE_ROUTES.find((route) => route.path === pathname) ?? NOT_FOUND_ROUTE;

/**
 * The banner group shown on a pathname, or undefined when that route has no banner part.
 * `/` shows the home group: it redirects to /index, which shows it.
 */
export const bannerGroupFor = (pathname: string): BannerGroup | undefined => {
  const route = routeFor(pathname === '/' ? HOME_PATH : pathname);
  return route.parts.includes('banner') ? route.bannerGroup : undefined;
};
