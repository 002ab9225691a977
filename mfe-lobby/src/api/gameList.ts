import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CLIENT_TYPE,
  type GameClassification,
  gameListEndpoint,
  type GameType,
  type Language,
  LAUNCH_PLATFORM,
  LOBBY_FIRST_PAGE,
  LOBBY_PAGE_SIZE,
} from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** What a lobby filters its games by (SPEC section 3's lobby filter). */
export interface GameListFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassification;
  minBet?: number;
  gameName?: string;
}

/** Query keys of game lists; the filter and language are part of the key. */
export const gameListKeys = {
  all: ['lobby', 'gameList'] as const,
  list: (filter: GameListFilter, language: Language) =>
    [...gameListKeys.all, { ...filter, language }] as const,
};

/** The game list of a lobby, page by page (pageNo 1, pageSize 42) for infinite scroll. */
export const useGameList = (filter: GameListFilter, enabled = true) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: gameListKeys.list(filter, language),
    queryFn: ({ pageParam, signal }) =>
      client.call(
        gameListEndpoint,
        {
          clientType: CLIENT_TYPE,
          platform: LAUNCH_PLATFORM,
          ...filter,
          language,
          pageNo: pageParam,
          pageSize: LOBBY_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: LOBBY_FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled,
  });
};
