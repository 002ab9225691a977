import { useQuery } from '@tanstack/react-query';
import { PlatformError, statusEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the reachability check (not the status gate's: its errors are its own). */
export const platformReachableKeys = { all: ['platformReachable'] as const };

/** No answer at all, or the platform itself failing: the site is offline for the player. */
export const isPlatformDown = (error: unknown) =>
  !(error instanceof PlatformError) || error.kind === 'network' || error.status >= 500;

/** Options of {@link usePlatformReachable}. */
export interface PlatformReachableOptions {
  /** Check at all (a logged-in page, a slot that failed). */
  enabled: boolean;
  /** Check again this often while it answers, and while it does not (ms); once when absent. */
  every?: { up: number; down: number };
}

/**
 * Whether the platform answers its status call: false only once a check has
 * failed with no answer or a server error. One cached check serves every caller.
 */
export const usePlatformReachable = ({ enabled, every }: PlatformReachableOptions): boolean => {
  const client = usePlatformClient();
  const { error } = useQuery({
    queryKey: platformReachableKeys.all,
    queryFn: ({ signal }) => client.call(statusEndpoint, {}, { signal }),
    enabled,
    retry: false,
    staleTime: 5_000,
    refetchInterval: every ? (query) => (query.state.error ? every.down : every.up) : false,
    refetchIntervalInBackground: false,
  });
  return !(enabled && error && isPlatformDown(error));
};
