import { QueryClient } from '@tanstack/react-query';
import { PlatformError } from 'shared-contracts';

/** Retries once for a network or server hiccup; a platform "no" (4xx) will not change. */
const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  !(error instanceof PlatformError && error.status >= 400 && error.status < 500);

/** Query defaults of this remote: brand settings change rarely. */
export const createAuthQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The remote's own cache, shared by its three exposed modules (one container instance). */
export const authQueryClient = createAuthQueryClient();
