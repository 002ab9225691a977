import type { EventBus } from '../bus/eventBus';
import type { SiteConfig } from '../site/siteConfig';

/**
 * What the shell gives every exposed module. Remotes read the session, balance, language and
 * theme from the bus and call the platform with the configured base URL and the token.
 */
export interface HostContext {
  /** The one event bus of the page. */
  readonly bus: EventBus;
  /** Runtime configuration of the site (platform URL and the like). */
  readonly config: SiteConfig;
  /** The session token, or null for a guest. Never put it in a URL. */
  getToken(): string | null;
  /** Stores the session token (sessionStorage only), or clears it with null. */
  setToken(token: string | null): void;
}

/**
 * The start of the sessionStorage keys that hold the visit of the site rather than the player
 * (the popup announcements closed this visit): a logout, which clears the player's session
 * storage (SPEC section 4), keeps them, so a sign-out does not show them again.
 */
export const SITE_SESSION_KEY_PREFIX = 'site.';

/** Props every exposed module takes. */
export interface RemoteProps {
  readonly host: HostContext;
}
