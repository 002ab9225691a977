import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { useAuthCalls } from '../../api/useAuthCalls';
import { type AuthModal, authUi } from '../../state/authUi';

export interface CompleteLoginOptions {
  /** Free play: the trial account never has to change a password. */
  clearCpw?: boolean;
  /** A modal to show once home (registerSuccess after registration). */
  then?: AuthModal;
}

/**
 * What every successful sign-in does (SPEC section 4): store the token, load member info and
 * publish the session on the bus, close the modals, go to '/', and run the first-login action
 * (a welcome) when the platform says it is the first login.
 */
export const useCompleteLogin = () => {
  const { host } = useRemote();
  const calls = useAuthCalls();
  const navigate = useNavigate();
  return useCallback(
    async (result: LoginResult, options: CompleteLoginOptions = {}) => {
      host.setToken(result.token);
      try {
        const member = await calls.memberInfo();
        host.bus.session.set({
          status: 'member',
          member: options.clearCpw ? { ...member, cpw: false } : member,
        });
      } catch (error) {
        // A token the platform refuses at once is no session at all.
        host.setToken(null);
        throw error;
      }
      host.bus.publish({ type: 'RefreshBalance' });
      authUi.close();
      void navigate('/');
      const next = options.then ?? (result.firstTimeLogin ? 'welcome' : null);
      if (next) authUi.open(next);
    },
    [calls, host, navigate],
  );
};
