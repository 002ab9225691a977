import { useCallback, useRef } from 'react';
import { freePlayEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { freePlayHeaders } from '../../api/freePlay';
import { type Message, messageOf } from '../../lib/errors';
import { authUi } from '../../state/authUi';
import { useCompleteLogin } from './useCompleteLogin';

/**
 * Starts a free demo session (SPEC section 4): demo session, member info, cpw cleared, modals
 * closed, '/'. A trial account asking again is told to register first. Returns the failure
 * message, if any, for the caller to show.
 */
export const useFreePlay = () => {
  const { client, host } = useRemote();
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
      const headers = freePlayHeaders(host.config.payloadSecret);
      await completeLogin(await client.call(freePlayEndpoint, {}, { headers }), { clearCpw: true });
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      busy.current = false;
    }
  }, [client, completeLogin, host]);
};
