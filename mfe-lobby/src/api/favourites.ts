import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFavouriteEndpoint,
  favouriteGamesEndpoint,
  type FavouriteIds,
  favouriteIdsEndpoint,
  type Game,
  removeFavouriteEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointQuery, useLanguage, useMember, useRemote } from 'shared-ui/kit';

import { MEMBER_GAMES_PAGE_SIZE } from './recentGames';

/**
 * Query keys of favourites, per member (written by hand: the id is not in the calls' input):
 * `of(memberId, 'ids')` apart from the pages of games,
 * `of(memberId, 'page', { pageNo, language })`, so a toggle makes the pages stale, not the ids.
 */
const favouriteKeys = resourceKeys('lobby', 'favourites');

/** Adds or removes one node id (ids are strings of nodeId, SPEC section 3). */
export const toggleFavouriteId = (ids: readonly string[], nodeId: string): string[] =>
  ids.includes(nodeId) ? ids.filter((id) => id !== nodeId) : [...ids, nodeId];

/** The member's favourite node ids; an empty set for guests. */
export const useFavouriteIds = () => {
  const member = useMember();
  return useEndpointQuery(
    favouriteIdsEndpoint,
    {},
    {
      key: favouriteKeys.of(member?.id ?? '', 'ids'),
      member: true,
      select: (value) => new Set(value.ids),
    },
  );
};

/** A page of the member's favourite games; idle for guests. */
export const useFavouriteGames = (pageNo: number) => {
  const language = useLanguage();
  const member = useMember();
  return useEndpointQuery(
    favouriteGamesEndpoint,
    { pageNo, pageSize: MEMBER_GAMES_PAGE_SIZE, language },
    {
      key: favouriteKeys.of(member?.id ?? '', 'page', { pageNo, language }),
      member: true,
      paged: true,
    },
  );
};

/**
 * Adds or removes a favourite. The heart flips at once (optimistic); the platform's id list
 * replaces the guess when it answers, and a failure puts the old list back. The member is read
 * when the toggle runs, not when the card rendered: a guest's toggle runs right after login.
 * Written by hand: the call (add or remove) is chosen per toggle, and the guess needs a context.
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
      const key = favouriteKeys.of(memberId(), 'ids');
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
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: favouriteKeys.of(memberId(), 'page') }),
  });
};
