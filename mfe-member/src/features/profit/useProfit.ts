import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberProfitEndpoint } from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

import type { ProfitFilters } from './profitFilters';

/** Query keys of the profit page. */
export const profitKeys = {
  all: ['member', 'records', 'profit'] as const,
  report: (filters: ProfitFilters) =>
    [...profitKeys.all, filters.periodKind, filters.from, filters.to] as const,
};

/** The player's settled bets by period and category over the filters' range. */
export const useProfit = (filters: ProfitFilters) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: profitKeys.report(filters),
    queryFn: ({ signal }) =>
      client.call(
        memberProfitEndpoint,
        { periodKind: filters.periodKind, from: filters.from, to: filters.to },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};
