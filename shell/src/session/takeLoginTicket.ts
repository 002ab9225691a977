import { writeToken } from '../app/session';

/** Query parameter that carries a session token into the site (from an operator's app). */
export const URL_TOKEN_PARAM = 'token';

/**
 * Moves a `?token=` from the address bar into sessionStorage and removes it from the URL at
 * once, before anything renders or is logged (ARCHITECTURE rule 9). Returns whether one came.
 */
export const consumeUrlToken = (
  location: Location = window.location,
  history: History = window.history,
): boolean => {
  const url = new URL(location.href);
  const token = url.searchParams.get(URL_TOKEN_PARAM);
  if (token === null) return false;
  url.searchParams.delete(URL_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (token.trim() === '') return false;
  writeToken(token.trim());
  return true;
};
