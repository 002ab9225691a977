import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavouriteEndpoint,
  favouriteGamesEndpoint,
  type FavouriteIds,
  favouriteIdsEndpoint,
  type Game,
  type Language,
  removeFavouriteEndpoint,
} from 'shared-contracts';
import { useLanguage, useMember, useRemote } from 'shared-ui/kit';

import { MEMBER_GAMES_PAGE_SIZE } from './recentGames';

/** Query keys of favourites: per member, ids apart from the pages of games. */
export const favouriteKeys = {
  all: ['lobby', 'favourites'] as const,
  member: (memberId: string) => [...favouriteKeys.all, memberId] as const,
  ids: (memberId: string) => [...favouriteKeys.member(memberId), 'ids'] as const,
  pages: (memberId: string) => [...favouriteKeys.member(memberId), 'page'] as const,
  page: (memberId: string, pageNo: number, language: Language) =>
    [...favouriteKeys.pages(memberId), { pageNo, language }] as const,
};

/** Adds or removes one node id (ids are strings of nodeId, SPEC section 3). */
export const toggleFavouriteId = (ids: readonly string[], nodeId: string): string[] =>
  ids.includes(nodeId) ? ids.filter((id) => id !== nodeId) : [...ids, nodeId];

/** The member's favourite node ids; an empty set for guests. */
export const useFavouriteIds = () => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: favouriteKeys.ids(member?.id ?? ''),
    queryFn: async ({ signal }) => client.call(favouriteIdsEndpoint, {}, { signal }),
    enabled: member !== null,
    select: (value: FavouriteIds) => new Set(value.ids),
  });
};

/** A page of the member's favourite games; idle for guests. */
export const useFavouriteGames = (pageNo: number) => {
  const { client } = useRemote();
  const language = useLanguage();
  const member = useMember();
  return useQuery({
    queryKey: favouriteKeys.page(member?.id ?? '', pageNo, language),
    queryFn: ({ signal }) =>
      client.call(
        favouriteGamesEndpoint,
        { pageNo, pageSize: MEMBER_GAMES_PAGE_SIZE, language },
        { signal },
      ),
    enabled: member !== null,
    placeholderData: keepPreviousData,
  });
};

/**
 * Adds or removes a favourite. The heart flips at once (optimistic); the platform's id list
 * replaces the guess when it answers, and a failure puts the old list back. The member is read
 * when the toggle runs, not when the card rendered: a guest's toggle runs right after login.
 */
export const useFavouriteToggle = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  const memberId = () => {
    const session = host.bus.session.get();
    return session.status === 'member' ? session.member.id : '';
  };
  return useMutation({
    mutationFn: ({ game, favourite }: { game: Game; favourite: boolean }) =>
      client.call(favourite ? removeFavouriteEndpoint : addFavouriteEndpoint, {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
      }),
    onMutate: async ({ game }) => {
      const key = favouriteKeys.ids(memberId());
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavouriteIds>(key);
      queryClient.setQueryData<FavouriteIds>(key, {
        ids: toggleFavouriteId(previous?.ids ?? [], game.nodeId),
      });
      return { previous, key };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSuccess: (ids, _variables, context) => queryClient.setQueryData(context.key, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.pages(memberId()) }),
  });
};
