import {
  lotteryGameEndpoint,
  lotteryMenusEndpoint,
  type LotteryPrizeMode,
  POPULAR_LOTTERIES_COUNT,
  popularLotteriesEndpoint,
} from 'shared-contracts/lottery';
import { useEndpointQuery, useLanguage } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** The catalogue changes with a deployment, not during a visit. */
const CATALOGUE_STALE_MS = 10 * 60_000;
/** What players play moves slowly: the popular list is asked again after a few minutes. */
const POPULAR_STALE_MS = 5 * 60_000;

/** A lottery menu of the site (web), games by menu group: /lottery's Lott, /elott's Elott. */
export const useLotteryMenus = (prizeMode: LotteryPrizeMode = 'Lott') =>
  useEndpointQuery(
    lotteryMenusEndpoint,
    { prizeMode, device: 'WEB' },
    { key: lotteryKeys.catalogue, worded: true, staleTime: CATALOGUE_STALE_MS },
  );

/** A game with the brand's odds of its play types. */
export const useLotteryGame = (gameCode: string | undefined) =>
  useEndpointQuery(
    lotteryGameEndpoint,
    { gameCode: gameCode ?? '' },
    {
      key: lotteryKeys.catalogue,
      worded: true,
      enabled: Boolean(gameCode),
      staleTime: CATALOGUE_STALE_MS,
    },
  );

/** The most played lotteries of the last days (SPEC: count 20), with their next draw. */
export const usePopularLotteries = () =>
  useEndpointQuery(
    popularLotteriesEndpoint,
    { count: POPULAR_LOTTERIES_COUNT, language: useLanguage() },
    { key: lotteryKeys.catalogue, select: (value) => value.games, staleTime: POPULAR_STALE_MS },
  );
