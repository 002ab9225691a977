import { QueryClient } from '@tanstack/react-query';
import { PlatformError } from 'shared-contracts';

/** Retries once for a network or server hiccup; a platform "no" (4xx) will not change. */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  !(error instanceof PlatformError && error.status >= 400 && error.status < 500);

/**
 * A remote's query cache with the shared defaults: one retry for hiccups, none for refusals,
 * no refetch on window focus, mutations never retried (a money call is not repeated behind the
 * player's back). `staleTime` says how long the remote's data stays fresh.
 */
export const createRemoteQueryClient = (staleTime: number): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
