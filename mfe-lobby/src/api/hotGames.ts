import {
  type GameType,
  HOT_GAMES_IS_PLATFORM,
  HOT_GAMES_PLATFORM,
  hotGamesEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of hot games. */
const hotGames = resourceKeys('lobby', 'hotGames');

/** The hot games of a category (the value's list). */
export const useHotGames = (gameType: GameType) => {
  const language = useLanguage();
  return useEndpointQuery(
    hotGamesEndpoint,
    { gameType, isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM, language },
    { key: hotGames, select: (value) => value.list },
  );
};
