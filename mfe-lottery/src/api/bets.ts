import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput } from 'shared-contracts';
import {
  cancelLotteryBetEndpoint,
  lotteryBetsEndpoint,
  placeLotteryBetsEndpoint,
} from 'shared-contracts/lottery';
import { useMember, useRemote } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** Bets the "my bets" list shows: the current and recent issues of the game. */
export const MY_BETS_PAGE_SIZE = 20;

/** The signed-in member's bets on a game, newest first (nothing for a guest). */
export const useMyBets = (gameCode: string) => {
  const { client } = useRemote();
  const member = useMember();
  return useQuery({
    queryKey: lotteryKeys.betsOf(member?.userName ?? '', gameCode),
    queryFn: ({ signal }) =>
      client.call(
        lotteryBetsEndpoint,
        { gameCode, pageNo: 1, pageSize: MY_BETS_PAGE_SIZE },
        { signal },
      ),
    enabled: member !== null,
  });
};

/** What a bet submission sends: the order and the key that makes its retries safe. */
export interface PlaceBetsVariables {
  order: EndpointInput<typeof placeLotteryBetsEndpoint>;
  idempotencyKey: string;
}

/**
 * Places a bet order. On success the bet lists are stale and the header balance is told to
 * move (the platform also pushes it; the command makes it immediate).
 */
export const usePlaceBets = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: PlaceBetsVariables) =>
      client.call(placeLotteryBetsEndpoint, order, { idempotencyKey }),
    onSuccess: () => {
      host.bus.publish({ type: 'RefreshBalance' });
      return queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    },
  });
};

/** Cancels an open bet before its sales close (a refund), then refreshes like a bet. */
export const useCancelBet = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    // One key per bet: a retried cancel (a dropped answer) is the same cancel.
    mutationFn: (betId: string) =>
      client.call(
        cancelLotteryBetEndpoint,
        { betId },
        { idempotencyKey: `lottery-cancel-${betId}` },
      ),
    onSuccess: () => {
      host.bus.publish({ type: 'RefreshBalance' });
      return queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    },
  });
};
