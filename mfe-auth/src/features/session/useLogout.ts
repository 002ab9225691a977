import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUEST_SESSION, logoutEndpoint, SITE_SESSION_KEY_PREFIX } from 'shared-contracts';
import { useEndpointMutation, useRemote } from 'shared-ui/kit';

import { authUi } from '../../state/authUi';

/** sessionStorage keys that describe the site rather than the player, kept across a logout. */
export const MERCHANT_KEYS: readonly string[] = ['merchantCode', 'merchant'];

const keptAtLogout = (key: string) =>
  MERCHANT_KEYS.includes(key) || key.startsWith(SITE_SESSION_KEY_PREFIX);

/**
 * Clears session storage but puts the merchant codes back (SPEC section 4), and the visit's
 * own keys (`SITE_SESSION_KEY_PREFIX`: the popups already closed do not come back).
 */
export const clearSessionStorage = (storage: Storage = window.sessionStorage): void => {
  const kept = Array.from({ length: storage.length }, (_, index) => storage.key(index)).flatMap(
    (key) => {
      const value = key === null || !keptAtLogout(key) ? null : storage.getItem(key);
      return key === null || value === null ? [] : [[key, value] as const];
    },
  );
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
};

/**
 * Logs out (after the user confirmed): ends the session on the platform (a failure there
 * still logs out here), clears session storage, resets the session and balance on the bus
 * (logged-in, agent and VIP state all derive from the session) and goes to '/'.
 */
export const useLogout = () => {
  const { host } = useRemote();
  const { mutateAsync: endSession } = useEndpointMutation(logoutEndpoint);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (host.getToken()) await endSession({});
    } catch {
      // An expired or unknown token is logged out already; the network may be down: the
      // local session ends either way.
    }
    clearSessionStorage();
    host.setToken(null);
    host.bus.session.set(GUEST_SESSION);
    host.bus.balance.set(null);
    authUi.close();
    void navigate('/');
  }, [endSession, host, navigate]);
};
