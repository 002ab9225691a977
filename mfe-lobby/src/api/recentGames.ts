import { recentGamesEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage, useMember } from 'shared-ui/kit';

/** Games per page of the recent and favourite blocks. */
export const MEMBER_GAMES_PAGE_SIZE = 12;

/**
 * Query keys of recent games: `of({ memberId, pageNo, language })`. Written by hand: per member
 * (the id is not in the call's input), so a new login never sees the last one's list.
 */
export const recentGameKeys = resourceKeys('lobby', 'recentGames');

/** A page of the member's recent games; idle for guests. */
export const useRecentGames = (pageNo: number) => {
  const language = useLanguage();
  const member = useMember();
  return useEndpointQuery(
    recentGamesEndpoint,
    { pageNo, pageSize: MEMBER_GAMES_PAGE_SIZE, language },
    {
      key: recentGameKeys.of({ memberId: member?.id ?? '', pageNo, language }),
      member: true,
      paged: true,
    },
  );
};
