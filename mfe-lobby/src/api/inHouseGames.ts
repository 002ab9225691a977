import { inHouseGamesEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of the in-house games: `of({ language })`. */
export const inHouseGameKeys = resourceKeys('lobby', 'inHouseGames');

/** The platform's own games. */
export const useInHouseGames = () => {
  const language = useLanguage();
  return useEndpointQuery(
    inHouseGamesEndpoint,
    { language },
    { key: inHouseGameKeys.of({ language }), select: (value) => value.list },
  );
};
