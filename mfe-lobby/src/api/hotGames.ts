import {
  type GameType,
  HOT_GAMES_IS_PLATFORM,
  HOT_GAMES_PLATFORM,
  hotGamesEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of hot games: `of({ gameType, language })`. */
export const hotGameKeys = resourceKeys('lobby', 'hotGames');

/** The hot games of a category (the value's list). */
export const useHotGames = (gameType: GameType) => {
  const language = useLanguage();
  return useEndpointQuery(
    hotGamesEndpoint,
    { gameType, isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM, language },
    { key: hotGameKeys.of({ gameType, language }), select: (value) => value.list },
  );
};
