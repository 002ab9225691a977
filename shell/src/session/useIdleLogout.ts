import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GAME_ACTIVITY_MESSAGE,
  GUEST_SESSION,
  logoutEndpoint,
  memberInfoEndpoint,
} from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { useHost } from '../host/hostContext';
import { type IdleClock, systemClock } from './idleClock';

/** The warning shows this long before the idle logout. */
export const IDLE_WARNING_MS = 60_000;
/** Activity is shared between tabs through this localStorage key (the storage event). */
export const LAST_ACTIVITY_KEY = 'session:lastActivity';
/** The BroadcastChannel (and storage key) that tells every tab an idle logout happened. */
export const IDLE_LOGOUT_CHANNEL = 'session:idleLogout';
/** The platform is told the player is active at most this often (its own idle clock). */
export const KEEP_ALIVE_MS = 60_000;
// Writing the activity time on every mouse move would be wasteful; every few seconds is enough.
const ACTIVITY_WRITE_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Whether a message is a game frame of this page saying its player is active. */
const isGameActivity = (event: MessageEvent): boolean =>
  (event.data as { type?: unknown } | null)?.type === GAME_ACTIVITY_MESSAGE &&
  [...document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === event.source);

const readShared = (key: string): number => {
  try {
    return Number(window.localStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
};
const writeShared = (key: string, value: number) => {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Storage blocked: this tab still keeps its own time.
  }
};

/** What {@link useIdleLogout} answers: the countdown while warning, and the way to stay. */
export interface IdleState {
  /** Whole seconds before the logout while the warning shows, else null. */
  secondsLeft: number | null;
  stayLoggedIn: () => void;
}

/**
 * Inactivity logout (AGCO 4.30). While a member is logged in, user input anywhere on
 * the page (and in a game frame, which posts GAME_ACTIVITY_MESSAGE) counts as activity, shared by every tab through localStorage, and keeps the
 * platform's session alive once a minute. A minute before the brand's idle limit the warning
 * counts down; only "stay logged in" extends it then. At zero the session is ended on the
 * platform and in every tab (BroadcastChannel, with the storage event as fallback).
 */
export const useIdleLogout = (idleMinutes: number, clock: IdleClock = systemClock): IdleState => {
  const host = useHost();
  const client = usePlatformClient();
  const session = useChannelValue(host.bus.session);
  const member = session.status === 'member';
  const idleMs = idleMinutes * 60_000;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef({ activity: 0, written: 0, ping: 0 });
  const warning = useRef(false);

  const endLocally = useCallback(() => {
    warning.current = false;
    setSecondsLeft(null);
    if (host.bus.session.get().status !== 'member') return;
    host.setToken(null);
    host.bus.session.set(GUEST_SESSION);
    host.bus.balance.set(null);
    host.bus.publish({ type: 'OpenLogin', reason: 'sessionEnded' });
  }, [host]);

  const markActive = useCallback(
    (force = false) => {
      const now = clock.now();
      last.current.activity = now;
      if (force || now - last.current.written >= ACTIVITY_WRITE_MS) {
        last.current.written = now;
        writeShared(LAST_ACTIVITY_KEY, now);
      }
      if (force || now - last.current.ping >= KEEP_ALIVE_MS) {
        last.current.ping = now;
        client.call(memberInfoEndpoint, {}).catch(() => undefined);
      }
    },
    [client, clock],
  );

  useEffect(() => {
    if (!member) return;
    const now = clock.now();
    last.current = { activity: now, written: now, ping: now };
    writeShared(LAST_ACTIVITY_KEY, now);

    const onActivity = () => {
      if (!warning.current) markActive();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    // Input inside a (sandboxed, cross-origin) game frame reaches the site only as a message.
    const onMessage = (event: MessageEvent) => {
      if (isGameActivity(event)) onActivity();
    };
    window.addEventListener('message', onMessage);

    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(IDLE_LOGOUT_CHANNEL);
    const onRemoteLogout = () => {
      // Another tab's session may be its own: end this tab's on the platform too.
      if (host.getToken()) client.call(logoutEndpoint, {}).catch(() => undefined);
      endLocally();
    };
    if (channel) channel.onmessage = onRemoteLogout;
    const onStorage = (event: StorageEvent) => {
      if (event.key === IDLE_LOGOUT_CHANNEL) onRemoteLogout();
    };
    window.addEventListener('storage', onStorage);

    const stop = clock.every(1_000, () => {
      const at = clock.now();
      const lastActivity = Math.max(last.current.activity, readShared(LAST_ACTIVITY_KEY));
      const remaining = lastActivity + idleMs - at;
      if (remaining <= 0) {
        client.call(logoutEndpoint, {}).catch(() => undefined);
        channel?.postMessage({ at });
        writeShared(IDLE_LOGOUT_CHANNEL, at);
        endLocally();
        return;
      }
      warning.current = remaining <= IDLE_WARNING_MS;
      setSecondsLeft(warning.current ? Math.ceil(remaining / 1_000) : null);
    });

    return () => {
      stop();
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('message', onMessage);
      channel?.close();
      warning.current = false;
      setSecondsLeft(null);
    };
  }, [member, idleMs, clock, client, host, endLocally, markActive]);

  const stayLoggedIn = useCallback(() => {
    warning.current = false;
    setSecondsLeft(null);
    markActive(true);
  }, [markActive]);

  return { secondsLeft, stayLoggedIn };
};
