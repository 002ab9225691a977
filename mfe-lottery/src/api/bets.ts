import type { EndpointInput } from 'shared-contracts';
import {
  cancelLotteryBetEndpoint,
  lotteryBetsEndpoint,
  placeLotteryBetsEndpoint,
} from 'shared-contracts/lottery';
import { useEndpointMutation, useEndpointQuery, useMember } from 'shared-ui/kit';

import { lotteryKeys } from './keys';

/** Bets the "my bets" list shows: the current and recent issues of the game. */
export const MY_BETS_PAGE_SIZE = 20;

/** The signed-in member's bets on a game, newest first (nothing for a guest). */
export const useMyBets = (gameCode: string) => {
  const member = useMember();
  return useEndpointQuery(
    lotteryBetsEndpoint,
    { gameCode, pageNo: 1, pageSize: MY_BETS_PAGE_SIZE },
    // A hand key: the member's name (not in the input) keeps one member from another's bets.
    { key: lotteryKeys.bets.of(member?.userName ?? '', gameCode), enabled: member !== null },
  );
};

/** What a bet submission sends: the order and the key that makes its retries safe (required). */
export type PlaceBetsVariables = EndpointInput<typeof placeLotteryBetsEndpoint> & {
  idempotencyKey: string;
};

/**
 * Places a bet order. On success the bet lists are stale and the header balance is told to
 * move (the platform also pushes it; the command makes it immediate).
 */
export const usePlaceBets = () =>
  useEndpointMutation<typeof placeLotteryBetsEndpoint, PlaceBetsVariables>(
    placeLotteryBetsEndpoint,
    { invalidates: [lotteryKeys.bets.all], refreshesBalance: true },
  );

/** Cancels an open bet before its sales close (a refund), then refreshes like a bet. */
export const useCancelBet = () =>
  useEndpointMutation(cancelLotteryBetEndpoint, {
    // One key per bet: a retried cancel (a dropped answer) is the same cancel.
    toCall: (betId: string) => ({ input: { betId }, idempotencyKey: `lottery-cancel-${betId}` }),
    invalidates: [lotteryKeys.bets.all],
    refreshesBalance: true,
  });
