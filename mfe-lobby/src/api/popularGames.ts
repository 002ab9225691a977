import { useQuery } from '@tanstack/react-query';
import { type Language, POPULAR_GAMES_COUNT, popularGamesEndpoint } from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Query keys of popular games. */
export const popularGameKeys = {
  all: ['lobby', 'popularGames'] as const,
  list: (language: Language) => [...popularGameKeys.all, { language }] as const,
};

/** The most played games (count 20). */
export const usePopularGames = ({ enabled = true } = {}) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    enabled,
    queryKey: popularGameKeys.list(language),
    queryFn: async ({ signal }) =>
      (
        await client.call(
          popularGamesEndpoint,
          { count: POPULAR_GAMES_COUNT, language },
          { signal },
        )
      ).list,
  });
};
