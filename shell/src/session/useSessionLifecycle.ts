import { useEffect, useState } from 'react';
import { endsSession, GUEST_SESSION, memberInfoEndpoint, retryDelayOf } from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { useSession } from '../state/session';
import { openBalanceSocket } from './balanceSocket';
import { realtimeUrl } from './realtimeUrl';

/** What {@link useSessionLifecycle} reports. */
export interface SessionLifecycle {
  /** How many times the platform has ended the session, for {@link SessionEndedPrompt}. */
  endings: number;
  /** A stored session is being restored (the platform has not answered for it yet). */
  restoring: boolean;
}

/**
 * Keeps the page's session alive across reloads: restores a stored token (member info on the
 * bus), drops a token only when the platform says the session ended (its own 401: a 429, a
 * dropped connection or a server fault is asked again after Retry-After or a backoff, and the
 * token stays), and keeps the balance push channel open while a member is logged in.
 * Interactive login and logout belong to the auth area.
 */
export const useSessionLifecycle = (): SessionLifecycle => {
  const host = useHost();
  const client = usePlatformClient();
  const session = useSession();
  const [endings, setEndings] = useState(0);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    if (!host.getToken() || host.bus.session.get().status === 'member') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    setRestoring(true);
    const restore = () => {
      client
        .call(memberInfoEndpoint, {}, { signal: controller.signal })
        .then((member) => {
          setRestoring(false);
          // Someone logged in meanwhile: their session wins.
          if (host.bus.session.get().status !== 'member')
            host.bus.session.set({ status: 'member', member });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (!host.getToken() || host.bus.session.get().status === 'member') {
            setRestoring(false);
          } else if (endsSession(error)) {
            // The stored session ended (expired, logged out elsewhere).
            host.setToken(null);
            setRestoring(false);
            setEndings((count) => count + 1);
          } else {
            timer = setTimeout(restore, retryDelayOf(attempt++, error));
          }
        });
    };
    restore();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
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
  return { endings, restoring };
};
