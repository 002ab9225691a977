import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Language, recentGamesEndpoint } from 'shared-contracts';
import { useLanguage, useMember, useRemote } from 'shared-ui/kit';

/** Games per page of the recent and favourite blocks. */
export const MEMBER_GAMES_PAGE_SIZE = 12;

/** Query keys of recent games: per member, so a new login never sees the last one's list. */
export const recentGameKeys = {
  all: ['lobby', 'recentGames'] as const,
  page: (memberId: string, pageNo: number, language: Language) =>
    [...recentGameKeys.all, { memberId, pageNo, language }] as const,
};

/** A page of the member's recent games; idle for guests. */
export const useRecentGames = (pageNo: number) => {
  const { client } = useRemote();
  const language = useLanguage();
  const member = useMember();
  return useQuery({
    queryKey: recentGameKeys.page(member?.id ?? '', pageNo, language),
    queryFn: ({ signal }) =>
      client.call(
        recentGamesEndpoint,
        { pageNo, pageSize: MEMBER_GAMES_PAGE_SIZE, language },
        { signal },
      ),
    enabled: member !== null,
    placeholderData: keepPreviousData,
  });
};
