import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, lotteryIssueEndpoint } from 'shared-contracts';
import { useHydrated } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** The issue call's answer plus how far the server clock is ahead of this browser's. */
export type IssueState = EndpointValue<typeof lotteryIssueEndpoint> & {
  /** `serverTime - Date.now()` when the answer arrived: add it to `Date.now()` for server time. */
  offsetMs: number;
};

/**
 * The issue on sale and the last drawn issue of a game. `pollMs` refetches while a draw is
 * awaited (false otherwise).
 */
export const useIssue = (gameCode: string, pollMs: number | false) => {
  const { client } = useRemote();
  // Asked by the browser only: the offset is this browser's clock against the server's (an
  // answer the server rendered with would carry the server's own clock).
  const hydrated = useHydrated();
  return useQuery({
    queryKey: lotteryKeys.issue(gameCode),
    queryFn: async ({ signal }): Promise<IssueState> => {
      const value = await client.call(lotteryIssueEndpoint, { gameCode }, { signal });
      return { ...value, offsetMs: value.serverTime - Date.now() };
    },
    refetchInterval: pollMs,
    enabled: hydrated,
  });
};
