import { QueryClient } from '@tanstack/react-query';
import { PlatformError } from 'shared-contracts';

/** Retries once for a network or server hiccup; a platform "no" (4xx) will not change. */
const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  !(error instanceof PlatformError && error.status >= 400 && error.status < 500);

/** Query defaults of this remote: promotions change rarely, so a minute of freshness is fine. */
export const createPromoQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false },
    },
  });

/**
 * The remote's own cache, shared by both exposed pages (one module instance per remote
 * container), so opening a detail after the list reuses what is already loaded.
 */
export const promoQueryClient = createPromoQueryClient();
