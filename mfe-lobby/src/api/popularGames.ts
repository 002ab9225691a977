import { POPULAR_GAMES_COUNT, popularGamesEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of popular games. */
const popularGames = resourceKeys('lobby', 'popularGames');

/** The most played games (count 20). */
export const usePopularGames = ({ enabled = true } = {}) => {
  const language = useLanguage();
  return useEndpointQuery(
    popularGamesEndpoint,
    { count: POPULAR_GAMES_COUNT, language },
    { key: popularGames, enabled, select: (value) => value.list },
  );
};
