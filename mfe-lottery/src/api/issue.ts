import { useQuery } from '@tanstack/react-query';
import { type EndpointValue } from 'shared-contracts';
import { lotteryIssueEndpoint } from 'shared-contracts/lottery';
import { useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** The issue call's answer plus how far the server clock is ahead of this browser's. */
export type IssueState = EndpointValue<typeof lotteryIssueEndpoint> & {
  /** `serverTime - Date.now()` when the answer arrived: add it to `Date.now()` for server time. */
  offsetMs: number;
};

/**
 * The issue on sale and the last drawn issue of a game. `pollMs` refetches while a draw is
 * awaited (false otherwise). The offset is taken when the answer arrives and cached with it (a
 * `select` would take it again on later renders), so this query fetches by itself.
 */
export const useIssue = (gameCode: string, pollMs: number | false) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: lotteryKeys.issue.of(gameCode),
    queryFn: async ({ signal }): Promise<IssueState> => {
      const value = await client.call(lotteryIssueEndpoint, { gameCode }, { signal });
      return { ...value, offsetMs: value.serverTime - Date.now() };
    },
    refetchInterval: pollMs,
    // Asked again whenever a page shows it: an answer the server rendered the page with carries
    // the server's clock, and the countdown must run on this browser's offset.
    staleTime: 0,
  });
};
