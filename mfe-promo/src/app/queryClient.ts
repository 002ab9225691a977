import { QueryClient } from '@tanstack/react-query';

/** Query defaults of this remote: promotions change rarely, so a minute of freshness is fine. */
export const createPromoQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

/**
 * The remote's own cache, shared by both exposed pages (one module instance per remote
 * container), so opening a detail after the list reuses what is already loaded.
 */
export const promoQueryClient = createPromoQueryClient();
