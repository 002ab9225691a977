import { useCallback, useRef } from 'react';
import { useRemote } from 'shared-ui/kit';

import { useAuthCalls } from '../../api/useAuthCalls';
import { type Message, messageOf } from '../../lib/errors';
import { authUi } from '../../state/authUi';
import { useCompleteLogin } from './useCompleteLogin';

/**
 * Starts a free demo session (SPEC section 4): demo session, member info, cpw cleared, modals
 * closed, '/'. A trial account asking again is told to register first. Returns the failure
 * message, if any, for the caller to show.
 */
export const useFreePlay = () => {
  const { host } = useRemote();
  const calls = useAuthCalls();
  const completeLogin = useCompleteLogin();
  const busy = useRef(false);
  return useCallback(async (): Promise<Message | null> => {
    const session = host.bus.session.get();
    if (session.status === 'member') {
      if (session.member.isAgent === 4) authUi.open('trialRegisterFirst');
      return null;
    }
    if (busy.current) return null;
    busy.current = true;
    try {
      await completeLogin(await calls.freePlay(), { clearCpw: true });
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      busy.current = false;
    }
  }, [calls, completeLogin, host]);
};
