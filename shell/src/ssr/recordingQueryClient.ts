import type { QueryClient } from '@tanstack/react-query';
import { type QueryKey, skipToken } from '@tanstack/react-query';

import { createShellQueryClient } from '../api/queryClient';

/** A query a server render asked for: what to fetch before the next pass. */
export interface WantedQuery {
  queryKey: QueryKey;
  queryHash: string;
  queryFn: unknown;
}

/** A query client that notes every enabled query the components ask for while rendering. */
export interface RecordingQueryClient {
  client: QueryClient;
  /** Enabled queries asked for since the last call, by hash. */
  takeWanted: () => WantedQuery[];
}

/**
 * The server renders without fetching (TanStack Query fetches in effects), so each render pass
 * records the queries its components would start; the renderer fetches them and renders again.
 * The same defaults as the browser's client: what the server fetched stays fresh there too.
 */
export const createRecordingQueryClient = (): RecordingQueryClient => {
  const client: QueryClient = createShellQueryClient();
  const wanted = new Map<string, WantedQuery>();
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const { enabled, queryFn, queryKey, queryHash } = defaulted;
    // Paged (infinite) lists are left to the browser: the frame has none.
    const infinite = 'initialPageParam' in defaulted;
    const wantedNow = enabled !== false && typeof enabled !== 'function' && !infinite;
    if (wantedNow && queryFn && queryFn !== skipToken && queryHash && queryKey) {
      wanted.set(queryHash, { queryKey, queryHash, queryFn });
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return {
    client,
    takeWanted: () => {
      const list = [...wanted.values()];
      wanted.clear();
      return list;
    },
  };
};
