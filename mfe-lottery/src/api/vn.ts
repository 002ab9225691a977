import { useQuery } from '@tanstack/react-query';
import { type EndpointValue } from 'shared-contracts';
import {
  VN_NUMBERS_COUNT,
  vnLotteryMenusEndpoint,
  vnNumbersEndpoint,
} from 'shared-contracts/lottery';
import { useEndpointQuery, useLanguage, useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** The VN menus answer plus how far the server clock is ahead of this browser's. */
export type VnMenusState = EndpointValue<typeof vnLotteryMenusEndpoint> & {
  /** `serverTime - Date.now()` when the answer arrived. */
  offsetMs: number;
};

/**
 * The VN regions with their games and the issue each one has on sale. Like the issue, the
 * offset is taken when the answer arrives, so this query fetches by itself.
 */
export const useVnMenus = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: lotteryKeys.vnMenus.of(language),
    queryFn: async ({ signal }): Promise<VnMenusState> => {
      const value = await client.call(vnLotteryMenusEndpoint, { language }, { signal });
      return { ...value, offsetMs: value.serverTime - Date.now() };
    },
  });
};

/** The 00-99 grid figures of a VN game (hits in the last 30 draws, missing count). */
export const useVnNumbers = (gameCode: string) =>
  useEndpointQuery(
    vnNumbersEndpoint,
    { gameCode, count: VN_NUMBERS_COUNT },
    // A hand key under the game's results: the issue clock makes those stale after each draw.
    { key: lotteryKeys.results.of(gameCode, 'vn-numbers') },
  );
