import { inHouseGamesEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Query keys of the in-house games. */
const inHouseGames = resourceKeys('lobby', 'inHouseGames');

/** The platform's own games. */
export const useInHouseGames = () => {
  const language = useLanguage();
  return useEndpointQuery(
    inHouseGamesEndpoint,
    { language },
    { key: inHouseGames, select: (value) => value.list },
  );
};
