import { useQuery } from '@tanstack/react-query';
import {
  lotteryGameEndpoint,
  lotteryMenusEndpoint,
  type LotteryPrizeMode,
} from 'shared-contracts/lottery';
import { useLanguage, useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** The catalogue changes with a deployment, not during a visit. */
const CATALOGUE_STALE_MS = 10 * 60_000;

/** A lottery menu of the site (web), games by menu group: /lottery's Lott, /elott's Elott. */
export const useLotteryMenus = (prizeMode: LotteryPrizeMode = 'Lott') => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: lotteryKeys.menus(prizeMode, language),
    queryFn: ({ signal }) =>
      client.call(lotteryMenusEndpoint, { prizeMode, device: 'WEB' }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
};

/** A game with the brand's odds of its play types. */
export const useLotteryGame = (gameCode: string | undefined) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: lotteryKeys.game(gameCode ?? '', language),
    queryFn: ({ signal }) =>
      client.call(lotteryGameEndpoint, { gameCode: gameCode ?? '' }, { signal }),
    enabled: Boolean(gameCode),
    staleTime: CATALOGUE_STALE_MS,
  });
};
