import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type LoginResult, memberInfoEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { type AuthModal, authUi } from '../../state/authUi';
import { continuation } from '../../state/continuation';

export interface CompleteLoginOptions {
  /** Free play: the trial account never has to change a password. */
  clearCpw?: boolean;
  /** A modal to show once home (registerSuccess after registration). */
  then?: AuthModal;
}

/**
 * What every successful sign-in does (SPEC section 4): store the token, load member info and
 * publish the session on the bus, close the modals, go to '/', and run the first-login action
 * (a welcome) when the platform says it is the first login. A sign-in asked for on the way to a
 * page (a `?mc=` or `?ac=` link, a game: state/continuation) goes to that page instead, before
 * the session is published so that a waiting game launch runs there, and without the greeting
 * over it.
 */
export const useCompleteLogin = () => {
  const { client, host } = useRemote();
  const navigate = useNavigate();
  return useCallback(
    async (result: LoginResult, options: CompleteLoginOptions = {}) => {
      host.setToken(result.token);
      let member;
      try {
        member = await client.call(memberInfoEndpoint, {});
      } catch (error) {
        // A token the platform refuses at once is no session at all.
        host.setToken(null);
        throw error;
      }
      const resume = continuation.take();
      authUi.close();
      const here = `${window.location.pathname}${window.location.search}`;
      void navigate(resume ?? '/', { replace: resume === here });
      host.bus.session.set({
        status: 'member',
        member: options.clearCpw ? { ...member, cpw: false } : member,
      });
      host.bus.publish({ type: 'RefreshBalance' });
      const next = resume ? null : (options.then ?? (result.firstTimeLogin ? 'welcome' : null));
      if (next) authUi.open(next);
    },
    [client, host, navigate],
  );
};
