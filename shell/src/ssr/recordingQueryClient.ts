import type { QueryClient } from '@tanstack/react-query';
import { type QueryKey, skipToken } from '@tanstack/react-query';

import { createShellQueryClient } from '../api/queryClient';

/** A query a server render asked for: what to fetch before the next pass. */
export interface WantedQuery {
  queryKey: QueryKey;
  queryHash: string;
  queryFn: unknown;
  /** The options of a paged list: its first page is fetched. */
  infinite?: { initialPageParam: unknown; getNextPageParam: unknown };
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
export const createRecordingQueryClient = (
  client: QueryClient = createShellQueryClient(),
): RecordingQueryClient => {
  const wanted = new Map<string, WantedQuery>();
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const { enabled, queryFn, queryKey, queryHash } = defaulted;
    const wantedNow = enabled !== false && typeof enabled !== 'function';
    if (wantedNow && queryFn && queryFn !== skipToken && queryHash && queryKey) {
      // A paged list (a lobby's games) renders with its first page, as the browser starts.
      const paged = defaulted as { initialPageParam?: unknown; getNextPageParam?: unknown };
      const infinite =
        'initialPageParam' in defaulted
          ? { initialPageParam: paged.initialPageParam, getNextPageParam: paged.getNextPageParam }
          : undefined;
      wanted.set(queryHash, { queryKey, queryHash, queryFn, ...(infinite ? { infinite } : {}) });
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
