import { QueryClient } from '@tanstack/react-query';
import { PlatformError } from 'shared-contracts';

/** Retries once for a network or server hiccup; a platform "no" (4xx) will not change. */
const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  !(error instanceof PlatformError && error.status >= 400 && error.status < 500);

/** Query defaults of this remote: catalogues change rarely, so half a minute of freshness. */
export const createLobbyQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
    },
  });

/**
 * The remote's own cache, shared by every exposed page (one module instance per remote
 * container): going from the home page to a lobby reuses the vendor lanes already loaded.
 */
export const lobbyQueryClient = createLobbyQueryClient();
