import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUEST_SESSION, logoutEndpoint } from 'shared-contracts';
import { useEndpointMutation, useRemote } from 'shared-ui/kit';

import { authUi } from '../../state/authUi';

/** sessionStorage keys that describe the site rather than the player, kept across a logout. */
export const MERCHANT_KEYS = ['merchantCode', 'merchant'] as const;

/** Clears session storage but puts the merchant codes back (SPEC section 4). */
export const clearSessionStorage = (storage: Storage = window.sessionStorage): void => {
  const kept = MERCHANT_KEYS.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
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
