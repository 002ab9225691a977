/** Query parameter that carries a login ticket into the site (SPEC section 4: `?token=`). */
export const URL_TOKEN_PARAM = 'token';

let pending: string | null = null;

/**
 * Takes a `?token=` from the address bar and removes it from the URL at once, before anything
 * renders or is logged (ARCHITECTURE rule 9). The value is a short-lived,
 * single-use login ticket, never a session token: it is kept in memory only, until
 * {@link useLoginTicket} exchanges it with the platform. Returns whether one came.
 */
export const takeLoginTicket = (
  location: Location = window.location,
  history: History = window.history,
): boolean => {
  const url = new URL(location.href);
  const ticket = url.searchParams.get(URL_TOKEN_PARAM);
  if (ticket === null) return false;
  url.searchParams.delete(URL_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (ticket.trim() === '') return false;
  pending = ticket.trim();
  return true;
};

/** The ticket taken from the URL, once: a second call answers null. */
export const claimLoginTicket = (): string | null => {
  const ticket = pending;
  pending = null;
  return ticket;
};
