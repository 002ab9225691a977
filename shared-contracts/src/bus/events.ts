import type { MemberInfo } from '../api/session';

/** Who is using the site. A trial (free play) member has isAgent 4. */
export type SessionState =
  { readonly status: 'guest' } | { readonly status: 'member'; readonly member: MemberInfo };

/** The guest session. */
export const GUEST_SESSION: SessionState = { status: 'guest' };

/**
 * The member centre's pages, in its menu's order (SPEC section 2): THE list. The member remote
 * finds each page's screen by its file's name (`<id>.page.ts`, checked by its tests), the bus
 * names them.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  // Money credited and debited by kind over a period (SPEC's "credit report", ADR 0025).
  'creditReport',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Support feedback and complaints (SPEC section 2 names "feedback" and "complaints").
  'feedback',
  // Deposit, loss and session limits, time-out and self-exclusion (not in SPEC; regulators).
  'responsibleGaming',
] as const;

/** A member-centre page. */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/**
 * Commands on the bus: imperative, answered by the area that owns them. Names and payloads
 * are wire contracts (ARCHITECTURE rule 5): add optional fields, never change existing ones.
 */
export type BusCommand =
  /**
   * Open the login popup (auth). `sessionEnded`: the platform ended the session (signed in
   * elsewhere, password changed), so the popup says why the player has to log in again.
   * `customerService`: a guest followed a link to customer service, which opens once logged in.
   * `resume`: the site path (with its query) the guest asked for, opened after the login or a
   * registration from the same popup instead of '/' (e.g. `/index?mc=depositv2`).
   */
  | {
      readonly type: 'OpenLogin';
      readonly reason?: 'sessionEnded' | 'customerService' | 'memberPage';
      readonly resume?: string;
    }
  /** Open the registration modal (auth); `resume` as for OpenLogin. */
  | { readonly type: 'OpenRegister'; readonly resume?: string }
  /** Start a free demo session (auth). */
  | { readonly type: 'StartFreePlay' }
  /** Ask to log out; the auth area confirms with the user first. */
  | { readonly type: 'RequestLogout' }
  /** Open the member centre at a page (member). */
  | { readonly type: 'OpenMemberCentre'; readonly page?: MemberCentrePage }
  /** Open the agent centre (agent). */
  | { readonly type: 'OpenAgentCentre' }
  /** Open the brand's customer service for whoever asks, guests included (shell). */
  | { readonly type: 'OpenCustomerService' }
  /** Open the announcements modal (shell). */
  | { readonly type: 'OpenAnnouncements' }
  /** Open the app download modal (shell). */
  | { readonly type: 'OpenDownload' }
  /** Ask the shell to reload the balance from the platform. */
  | { readonly type: 'RefreshBalance' };

/** The type names of bus commands. */
export type BusCommandType = BusCommand['type'];
