import { useEffect, useState } from 'react';
import { GUEST_SESSION, memberInfoEndpoint, PlatformError } from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { useSession } from '../state/session';
import { openBalanceSocket } from './balanceSocket';
import { realtimeUrl } from './realtimeUrl';

/**
 * Keeps the page's session alive across reloads: restores a stored token (member info on the
 * bus), drops a token the platform no longer accepts, and keeps the balance push channel open
 * while a member is logged in. Interactive login and logout belong to the auth area. Answers
 * how many times the platform has ended the session (a stored token it refuses, or the push
 * channel closed because the session ended), for {@link SessionEndedPrompt}.
 */
export const useSessionLifecycle = (): number => {
  const host = useHost();
  const client = usePlatformClient();
  const session = useSession();
  const [endings, setEndings] = useState(0);

  useEffect(() => {
    if (!host.getToken() || host.bus.session.get().status === 'member') return;
    const controller = new AbortController();
    client
      .call(memberInfoEndpoint, {}, { signal: controller.signal })
      .then((member) => host.bus.session.set({ status: 'member', member }))
      .catch((error: unknown) => {
        if (!(error instanceof PlatformError) || error.status !== 401) return;
        // The stored session ended (expired, logged out elsewhere).
        host.setToken(null);
        setEndings((count) => count + 1);
      });
    return () => controller.abort();
  }, [client, host]);

  const memberId = session.status === 'member' ? session.member.id : null;
  useEffect(() => {
    const token = host.getToken();
    if (!memberId || !token || typeof WebSocket === 'undefined') return;
    return openBalanceSocket({
      url: realtimeUrl(host.config.apiBaseUrl, host.config.wsPath, window.location.origin),
      token,
      onBalance: (balance) => host.bus.balance.set(balance),
      onPush: (push) => host.bus.push(push),
      onRefused: () => {
        host.setToken(null);
        host.bus.session.set(GUEST_SESSION);
        host.bus.balance.set(null);
        setEndings((count) => count + 1);
      },
    });
  }, [memberId, host]);
  return endings;
};
