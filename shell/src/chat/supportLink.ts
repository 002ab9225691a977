import { CHAT_OPEN_PARAM } from 'shared-contracts';

/**
 * Takes `?chat=support` (where the platform's customer-service path sends a link opened outside
 * the site) from the address and removes it, so a reload or a shared address does not reopen
 * the conversation. Returns whether the support conversation was asked for.
 */
export const takeSupportLink = (
  location: Location = window.location,
  history: History = window.history,
): boolean => {
  const url = new URL(location.href);
  if (url.searchParams.get(CHAT_OPEN_PARAM) !== 'support') return false;
  url.searchParams.delete(CHAT_OPEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
};
