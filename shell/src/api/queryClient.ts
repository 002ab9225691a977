import { QueryClient } from '@tanstack/react-query';
import { retryDelayOf, shouldRetryRead } from 'shared-contracts';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The shell's query client: brand data changes rarely, so it stays fresh for minutes. A read
 * refused with 429 or left without an answer is tried again after the answer's Retry-After (or
 * a backoff); a refusal or a broken answer will not fix itself (shared-contracts' failures).
 */
export const createShellQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: shouldRetryRead,
        retryDelay: (attempt, error) => retryDelayOf(attempt, error),
        refetchOnWindowFocus: false,
      },
    },
  });
