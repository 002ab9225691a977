import { winnerRankingsEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** How many winners the home board shows. */
export const WINNER_BOARD_SIZE = 10;

/** Query keys of the winner rankings. */
const winners = resourceKeys('lobby', 'winners');

/** The winner board: biggest payouts first, with the currency they are in. */
export const useWinners = ({ enabled = true } = {}) => {
  const language = useLanguage();
  return useEndpointQuery(
    winnerRankingsEndpoint,
    { count: WINNER_BOARD_SIZE, language },
    { key: winners, enabled },
  );
};
