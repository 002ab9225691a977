import { QueryClient } from '@tanstack/react-query';
import { retryDelayOf, shouldRetryRead } from 'shared-contracts';

/**
 * A remote's query cache with the shared defaults: a read refused with 429 or left without an
 * answer is tried again after the answer's Retry-After (or a backoff), a refusal never; no
 * refetch on window focus; mutations never retried (a money call is not repeated behind the
 * player's back). `staleTime` says how long the remote's data stays fresh.
 */
export const createRemoteQueryClient = (staleTime: number): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        retry: shouldRetryRead,
        retryDelay: (attempt, error) => retryDelayOf(attempt, error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
