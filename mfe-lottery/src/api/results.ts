import { useInfiniteQuery } from '@tanstack/react-query';
import { lotteryResultsEndpoint } from 'shared-contracts/lottery';
import { useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** Results per page of the history (and so the first window of the trend). */
export const RESULTS_PAGE_SIZE = 30;

/**
 * The drawn issues of a game, newest first, a page at a time ("load more"). Written by hand:
 * the kit's query reads one call, not a list of pages.
 */
export const useResults = (gameCode: string) => {
  const { client } = useRemote();
  return useInfiniteQuery({
    queryKey: lotteryKeys.results.of(gameCode),
    queryFn: ({ pageParam, signal }) =>
      client.call(
        lotteryResultsEndpoint,
        { gameCode, pageNo: pageParam, pageSize: RESULTS_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (page) => (page.pageNo < page.totalPages ? page.pageNo + 1 : undefined),
    select: (data) => ({
      list: data.pages.flatMap((page) => page.list),
      total: data.pages[0]?.total ?? 0,
    }),
  });
};
