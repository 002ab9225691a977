import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PlatformError, statusEndpoint } from 'shared-contracts';

import { usePlatformClient } from '../../api/PlatformClientProvider';
import { useHost } from '../../app/hostContext';

/** How often a logged-in page checks the platform is there, and how often it retries when not. */
export const ONLINE_CHECK_MS = 30_000;
export const OFFLINE_RETRY_MS = 5_000;

/** Query keys of the reachability check (not the status gate's: its errors are its own). */
export const platformOnlineKeys = { all: ['platformOnline'] as const };

/** No answer at all, or the platform itself failing: the site is offline for the player. */
const isDown = (error: unknown) =>
  !(error instanceof PlatformError) || error.kind === 'network' || error.status >= 500;

/**
 * Whether the platform answers (issue #20). While a member is logged in the status call is
 * repeated every 30 s, and every 5 s once it fails; while it is down the balance is cleared, so
 * the header never shows a stale figure, and once it answers again the balance is refreshed.
 */
export const usePlatformOnline = (enabled: boolean): boolean => {
  const client = usePlatformClient();
  const { bus } = useHost();
  const { error } = useQuery({
    queryKey: platformOnlineKeys.all,
    queryFn: ({ signal }) => client.call(statusEndpoint, {}, { signal }),
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.error ? OFFLINE_RETRY_MS : ONLINE_CHECK_MS),
    refetchIntervalInBackground: false,
  });
  const online = !(enabled && error && isDown(error));
  const wasOnline = useRef(true);
  useEffect(() => {
    if (!online) bus.balance.set(null);
    else if (!wasOnline.current) bus.publish({ type: 'RefreshBalance' });
    wasOnline.current = online;
  }, [online, bus]);
  return online;
};
