import { useQuery } from '@tanstack/react-query';
import { inHouseGamesEndpoint, type Language } from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Query keys of the in-house games. */
export const inHouseGameKeys = {
  all: ['lobby', 'inHouseGames'] as const,
  list: (language: Language) => [...inHouseGameKeys.all, { language }] as const,
};

/** The platform's own games. */
export const useInHouseGames = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: inHouseGameKeys.list(language),
    queryFn: async ({ signal }) =>
      (await client.call(inHouseGamesEndpoint, { language }, { signal })).list,
  });
};
