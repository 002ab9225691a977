/** Paths a visitor without a session may open when the brand sends guests to login. */
export const LOGIN_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** Where guests are sent. */
export const LOGIN_PATH = '/login';

/** What the redirect rule needs to know. */
export interface LoginRedirectInput {
  pathname: string;
  /** The brand setting loginedToHomePage. */
  loginedToHomePage: boolean;
  /** Whether a session token is stored. */
  hasToken: boolean;
}

/**
 * SPEC section 2: with loginedToHomePage on, every navigation without a session token to a
 * path other than the exempt ones goes to /login. Returns the target, or null to stay.
 */
export const loginRedirectTarget = ({
  pathname,
  loginedToHomePage,
  hasToken,
}: LoginRedirectInput): string | null => {
  if (!loginedToHomePage || hasToken) return null;
  return LOGIN_EXEMPT_PATHS.includes(pathname) ? null : LOGIN_PATH;
};
