import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { member } from '../remote';

/**
 * Gives the cache the remote's own freshness (the shell's cache keeps data fresh for `member`'s
 * staleTime; a test's is stale at once, so any list or page shown again would be read anew and
 * hide a missing invalidation), and hands the test that cache.
 */
export const WithRemoteFreshness = ({
  children,
  onCache,
}: {
  children: ReactNode;
  onCache: (cache: QueryClient) => void;
}) => {
  const cache = useQueryClient();
  useState(() => {
    const defaults = cache.getDefaultOptions();
    const { staleTime } = member.createQueryClient().getDefaultOptions().queries ?? {};
    cache.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime } });
    onCache(cache);
  });
  return children;
};
