import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  claimPromotionEndpoint,
  claimRaffleTicketEndpoint,
  type EndpointValue,
  joinPromotionEndpoint,
  promotionParticipationListEndpoint,
  promotionsEndpoint,
} from 'shared-contracts';
import {
  isDefiniteRefusal,
  resourceKeys,
  useEndpointQuery,
  useLanguage,
  useMember,
  useRemote,
} from 'shared-ui/kit';

const promotions = resourceKeys('auth', 'promotions');
const participationKeys = resourceKeys('auth', 'participation');

/** The new_player promotions shown beside the registration form, in the active language. */
export const useNewPlayerPromotions = () =>
  useEndpointQuery(
    promotionsEndpoint,
    { category: 'new_player', language: useLanguage() },
    { key: promotions, select: (value) => value.list },
  );

const byPromotion = (value: EndpointValue<typeof promotionParticipationListEndpoint>) =>
  new Map(value.list.map((participation) => [participation.promotionId, participation]));

/**
 * The viewer's standing with each slide's promotion, in one call (promotions without
 * participation are left out of the map), read anew on a login or logout: the viewer (a
 * member's id or `guest`) is in the key, as the platform answers each their own standing.
 */
export const useNewPlayerParticipation = (ids: readonly string[]) => {
  const viewer = useMember()?.id ?? 'guest';
  return useEndpointQuery(
    promotionParticipationListEndpoint,
    { ids: ids.join(',') },
    { key: participationKeys.of({ ids, viewer }), select: byPromotion, enabled: ids.length > 0 },
  );
};

/**
 * Joins, claims a bonus or takes a raffle ticket from a slide (claims keep their key). One
 * button sends one of three calls, so this mutation is written by hand; the standings are read
 * again after any answer, a refusal too, but not after a lost one: nothing is known yet.
 */
export const useSlideAction = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      promotionId,
      idempotencyKey,
    }: {
      action: 'join' | 'claim' | 'raffle';
      promotionId: string;
      idempotencyKey: string;
    }) => {
      if (action === 'join') {
        await client.call(joinPromotionEndpoint, { promotionId });
        return { action, ticketNo: null };
      }
      if (action === 'raffle') {
        const value = await client.call(
          claimRaffleTicketEndpoint,
          { promotionId },
          { idempotencyKey },
        );
        return { action, ticketNo: value.participation.ticketNo };
      }
      await client.call(claimPromotionEndpoint, { promotionId }, { idempotencyKey });
      return { action, ticketNo: null };
    },
    onSettled: (_value, error) =>
      error && !isDefiniteRefusal(error)
        ? undefined
        : queryClient.invalidateQueries({ queryKey: participationKeys.all }),
  });
};
