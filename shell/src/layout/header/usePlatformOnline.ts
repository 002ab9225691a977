import { useEffect, useRef } from 'react';

import { usePlatformReachable } from '../../api/platformReachable';
import { useHost } from '../../host/hostContext';

/** How often a logged-in page checks the platform is there, and how often it retries when not. */
export const ONLINE_CHECK_MS = 30_000;
export const OFFLINE_RETRY_MS = 5_000;

/**
 * Whether the platform answers. While a member is logged in the status call is
 * repeated every 30 s, and every 5 s once it fails; while it is down the balance is cleared, so
 * the header never shows a stale figure, and once it answers again the balance is refreshed.
 */
export const usePlatformOnline = (enabled: boolean): boolean => {
  const { bus } = useHost();
  const online = usePlatformReachable({
    enabled,
    every: { up: ONLINE_CHECK_MS, down: OFFLINE_RETRY_MS },
  });
  const wasOnline = useRef(true);
  useEffect(() => {
    if (!online) bus.balance.set(null);
    else if (!wasOnline.current) bus.publish({ type: 'RefreshBalance' });
    wasOnline.current = online;
  }, [online, bus]);
  return online;
};
