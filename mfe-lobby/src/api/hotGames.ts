import { useQuery } from '@tanstack/react-query';
import {
  type GameType,
  HOT_GAMES_IS_PLATFORM,
  HOT_GAMES_PLATFORM,
  hotGamesEndpoint,
  type Language,
} from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Query keys of hot games. */
export const hotGameKeys = {
  all: ['lobby', 'hotGames'] as const,
  category: (gameType: GameType, language: Language) =>
    [...hotGameKeys.all, { gameType, language }] as const,
};

/** The hot games of a category (value.list). */
export const useHotGames = (gameType: GameType) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: hotGameKeys.category(gameType, language),
    queryFn: async ({ signal }) =>
      (
        await client.call(
          hotGamesEndpoint,
          { gameType, isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM, language },
          { signal },
        )
      ).list,
  });
};
