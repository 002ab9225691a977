import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, type Language } from 'shared-contracts';
import {
  VN_NUMBERS_COUNT,
  vnLotteryMenusEndpoint,
  vnNumbersEndpoint,
} from 'shared-contracts/lottery';
import { useLanguage, useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** Query keys of the VN calls, under the lottery's keys so a lottery-wide invalidation reaches them. */
export const vnKeys = {
  all: [...lotteryKeys.all, 'vn'] as const,
  menus: (language: Language) => [...lotteryKeys.all, 'vn', 'menus', language] as const,
  // Under the game's results: the issue clock invalidates those after each draw.
  numbers: (gameCode: string) => [...lotteryKeys.results(gameCode), 'vn-numbers'] as const,
};

/** The VN menus answer plus how far the server clock is ahead of this browser's. */
export type VnMenusState = EndpointValue<typeof vnLotteryMenusEndpoint> & {
  /** `serverTime - Date.now()` when the answer arrived. */
  offsetMs: number;
};

/** The VN regions with their games and the issue each one has on sale. */
export const useVnMenus = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: vnKeys.menus(language),
    queryFn: async ({ signal }): Promise<VnMenusState> => {
      const value = await client.call(vnLotteryMenusEndpoint, { language }, { signal });
      return { ...value, offsetMs: value.serverTime - Date.now() };
    },
  });
};

/** The 00-99 grid figures of a VN game (hits in the last 30 draws, missing count). */
export const useVnNumbers = (gameCode: string) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: vnKeys.numbers(gameCode),
    queryFn: ({ signal }) =>
      client.call(vnNumbersEndpoint, { gameCode, count: VN_NUMBERS_COUNT }, { signal }),
  });
};
