import { useEffect, useState } from 'react';
import { useChannelValue } from 'shared-ui';

import { useHost } from '../host/hostContext';
import { RemoteSlot } from '../remotes/RemoteSlot';

/** A trial (free play) account sets no limits, so it has no reality check. */
const TRIAL_ACCOUNT = 4;
/** Where the browser has no idle callback, wait this long after sign-in instead. */
const IDLE_FALLBACK_MS = 2_000;

/** True once the browser is idle after `enabled` turned true, so the first paint goes first. */
const useWhenIdle = (enabled: boolean): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [enabled, idle]);
  return enabled && idle;
};

/**
 * The member remote's reality-check reminder, on every page while a member is signed in: it
 * loads once the page is idle and shows nothing until a check the player set is due; if the
 * member remote is down it stays silent (the reminder is not worth a failure notice).
 */
export const RealityCheckSlot = () => {
  const session = useChannelValue(useHost().bus.session);
  const member = session.status === 'member' && session.member.isAgent !== TRIAL_ACCOUNT;
  return useWhenIdle(member) ? (
    <RemoteSlot remote="mfe-member" module="RealityCheck" variant="silent" />
  ) : null;
};
