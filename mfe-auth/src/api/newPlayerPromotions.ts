import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimPromotionEndpoint,
  claimRaffleTicketEndpoint,
  joinPromotionEndpoint,
  promotionParticipationListEndpoint,
  promotionsEndpoint,
} from 'shared-contracts';
import { useChannelValue } from 'shared-ui';
import { isDefiniteRefusal, useRemote, useSession } from 'shared-ui/kit';

import { authKeys } from './keys';

/** The new_player promotions shown beside the registration form, in the active language. */
export const useNewPlayerPromotions = () => {
  const { client, host } = useRemote();
  const language = useChannelValue(host.bus.language);
  return useQuery({
    queryKey: authKeys.newPlayerPromotions(language),
    queryFn: async ({ signal }) =>
      (await client.call(promotionsEndpoint, { category: 'new_player', language }, { signal }))
        .list,
  });
};

/** Who is asking: the member's id, or `guest` (the platform answers each their own standing). */
const useViewer = (): string => {
  const session = useSession();
  return session.status === 'member' ? session.member.id : 'guest';
};

/**
 * The viewer's standing with each slide's promotion, in one call (promotions without
 * participation are left out of the map), read anew on a login or logout.
 */
export const useNewPlayerParticipation = (ids: readonly string[]) => {
  const { client } = useRemote();
  const viewer = useViewer();
  return useQuery({
    queryKey: authKeys.newPlayerParticipation(ids, viewer),
    queryFn: async ({ signal }) => {
      const value = await client.call(
        promotionParticipationListEndpoint,
        { ids: ids.join(',') },
        { signal },
      );
      return new Map(value.list.map((participation) => [participation.promotionId, participation]));
    },
    enabled: ids.length > 0,
  });
};

/** Reads the standings again after an answer (not after a lost one: nothing is known yet). */
const useSettled = () => {
  const queryClient = useQueryClient();
  return (error: unknown) =>
    error && !isDefiniteRefusal(error)
      ? undefined
      : queryClient.invalidateQueries({ queryKey: authKeys.participation() });
};

/** Joins, claims a bonus or takes a raffle ticket from a slide (claims keep their key). */
export const useSlideAction = () => {
  const { client } = useRemote();
  const settled = useSettled();
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
    onSettled: (_value, error) => settled(error),
  });
};
