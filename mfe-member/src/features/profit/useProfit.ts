import { memberProfitEndpoint } from 'shared-contracts/member';
import { useEndpointQuery } from 'shared-ui/kit';

import { recordKeys } from '../../api/records';
import type { ProfitFilters } from './profitFilters';

/** The player's settled bets by period and category over the filters' range. */
export const useProfit = ({ periodKind, from, to }: ProfitFilters) =>
  useEndpointQuery(
    memberProfitEndpoint,
    { periodKind, from, to },
    { key: recordKeys, paged: true },
  );
