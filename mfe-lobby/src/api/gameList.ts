import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CLIENT_TYPE,
  type GameClassification,
  gameListEndpoint,
  type GameType,
  LAUNCH_PLATFORM,
  LOBBY_FIRST_PAGE,
  LOBBY_PAGE_SIZE,
} from 'shared-contracts';
import { resourceKeys, useLanguage, useRemote } from 'shared-ui/kit';

/** What a lobby filters its games by (SPEC section 3's lobby filter). */
export interface GameListFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassification;
  minBet?: number;
  gameName?: string;
}

/** Query keys of game lists: `of({ ...filter, language })`. */
const gameListKeys = resourceKeys('lobby', 'gameList');

/**
 * The game list of a lobby, page by page (pageNo 1, pageSize 42) for infinite scroll. Written
 * by hand: the kit's query reads one call, not a list of pages.
 */
export const useGameList = (filter: GameListFilter, enabled = true) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: gameListKeys.of({ ...filter, language }),
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
