// THE list of remotes (ARCHITECTURE rule 11). Plain data with no imports, so the Node tooling
// (jest, eslint, webpack, dev/start scripts, release) can load it too; everything that names
// remotes derives from it or is checked against it (tooling/catalogue/checkCatalogue.cjs).
// `pnpm new:remote` appends entries here.

/** Where the e2e failure matrix looks for a remote's area: a page that shows one module. */
export interface RemoteProbe {
  /** Path (and query) that shows the module. */
  readonly path: string;
  /** The exposed module the page shows. */
  readonly module: string;
  /** Whether the page keeps the side menu (a failing slot must not take it down). */
  readonly sideMenu: boolean;
  /**
   * The module shows only to a signed-in member: log in first, as a player (`true`, the member
   * centre) or as an agent (`'agent'`, the agent centre).
   */
  readonly signedIn?: boolean | 'agent';
  /** An overlay: the name of the dialog it opens once it works (rendered outside the slot). */
  readonly dialog?: string;
}

/** A page route a remote brings that the shell's own route table does not list. */
export interface RemoteRoute {
  readonly path: string;
  readonly module: string;
}

/** One remote of the site. */
export interface RemoteSpec {
  /** Name of the federation container (the package name with underscores). */
  readonly federationName: string;
  /** Port of the remote's webpack dev server (and harness). */
  readonly devPort: number;
  /** Exposed modules, each `src/exposes/<Name>.tsx` in the package. */
  readonly exposes: readonly string[];
  /**
   * Modules the shell already routes to that the remote does not expose yet: the shell shows
   * "coming soon" for them without loading anything.
   */
  readonly planned?: readonly string[];
  /** Where the failure matrix checks the remote; absent while the remote is not built. */
  readonly probes?: readonly RemoteProbe[];
  /** Pages the shell adds to its routes (with header, footer and side menu). */
  readonly routes?: readonly RemoteRoute[];
}

/**
 * The game lobbies' paths: one module of mfe-lobby (`LobbyPage`) shows them all and reads its
 * category from the path. The shell routes them; the lobby maps each to its category.
 */
export const LOBBY_PATHS = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'] as const;

/** A game lobby's path. */
export type LobbyPath = (typeof LOBBY_PATHS)[number];

/**
 * Every remote of the site. A remote listed here but not yet in the workspace (or not yet in
 * the registry) shows "coming soon" where the shell would render it.
 */
export const REMOTE_CATALOGUE = {
  'mfe-auth': {
    federationName: 'mfe_auth',
    devPort: 3101,
    exposes: ['AuthModals', 'LoginPage', 'RegisterPage'],
    // SPEC section 2: the registration page has the header and banner, no side menu.
    probes: [{ path: '/register', module: 'RegisterPage', sideMenu: false }],
  },
  'mfe-lobby': {
    federationName: 'mfe_lobby',
    devPort: 3102,
    exposes: ['HomePage', 'LobbyPage', 'InHousePage', 'SeamlessPage', 'GameFramePage'],
    probes: [
      { path: '/rng', module: 'LobbyPage', sideMenu: true },
      { path: '/index', module: 'HomePage', sideMenu: true },
    ],
  },
  'mfe-lottery': {
    federationName: 'mfe_lottery',
    devPort: 3103,
    exposes: ['LotteryPage', 'VnLotteryPage', 'ElottPage'],
    // The shell routes /lottery with the header only (no side menu), /elott with the full layout.
    probes: [
      { path: '/lottery?gameCode=SSC1', module: 'LotteryPage', sideMenu: false },
      { path: '/elott', module: 'ElottPage', sideMenu: true },
    ],
  },
  'mfe-member': {
    federationName: 'mfe_member',
    devPort: 3104,
    exposes: ['MemberCentre', 'RealityCheck', 'ContactUsPage'],
    // SPEC's "contact us" (ADR 0025): public, guests included.
    routes: [{ path: '/contactUs', module: 'ContactUsPage' }],
    probes: [
      {
        path: '/index?mc=securityCenter',
        module: 'MemberCentre',
        sideMenu: true,
        signedIn: true,
        dialog: 'Member centre',
      },
    ],
  },
  'mfe-agent': {
    federationName: 'mfe_agent',
    devPort: 3105,
    exposes: ['AgentCentre'],
    // The agent centre opens over the home page for an agent.
    probes: [
      {
        path: '/index?ac=teamOverview',
        module: 'AgentCentre',
        sideMenu: true,
        signedIn: 'agent',
        dialog: 'Agent centre',
      },
    ],
  },
  'mfe-promo': {
    federationName: 'mfe_promo',
    devPort: 3106,
    exposes: ['PromotionsPage', 'PromotionDetailPage', 'PointsMallPage'],
    probes: [{ path: '/promotions', module: 'PromotionsPage', sideMenu: true }],
  },
} as const satisfies Record<`mfe-${string}`, RemoteSpec>;

/** Id of a remote: its package and folder name. */
export type RemoteId = keyof typeof REMOTE_CATALOGUE;

type Entry<R extends RemoteId> = (typeof REMOTE_CATALOGUE)[R];
type PlannedOf<E> = E extends { readonly planned: readonly (infer M)[] } ? M : never;

/** The modules the shell may ask a remote for, by name (`'PromotionsPage'`). */
// Extract<..., string>: with no planned module left anywhere, a generic R would read as unknown.
export type ExposedModule<R extends RemoteId> = Extract<
  Entry<R>['exposes'][number] | PlannedOf<Entry<R>>,
  string
>;

/** Whether the remote exposes `module` today (false: planned, "coming soon"). */
export const isExposed = (remote: RemoteId, module: string): boolean =>
  (REMOTE_CATALOGUE[remote].exposes as readonly string[]).includes(module);

/** Every remote id, in catalogue order. */
export const REMOTE_IDS = Object.keys(REMOTE_CATALOGUE) as RemoteId[];

/** Whether `id` names a remote of the catalogue. */
export const isRemoteId = (id: string): id is RemoteId => Object.hasOwn(REMOTE_CATALOGUE, id);
