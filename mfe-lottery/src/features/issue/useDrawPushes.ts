import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRemote } from 'shared-ui/kit';

import { lotteryKeys } from '../../api/keys';

/**
 * A signed-in member's socket announces draws and settled bets: the game's issue is asked for
 * at once (instead of at the next poll) and the bet lists refresh when a bet settles. Guests have
 * no socket and keep the polling of {@link useIssueClock}; so does a shell from before pushes.
 */
export const useDrawPushes = (gameCode: string, onDraw: () => void): void => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof host.bus.pushes !== 'function') return;
    const draws = host.bus.pushes('lotteryDraw').subscribe((push) => {
      if (push.gameCode === gameCode) onDraw();
    });
    const payouts = host.bus.pushes('lotteryPayouts').subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets.all });
    });
    return () => {
      draws.unsubscribe();
      payouts.unsubscribe();
    };
  }, [host, gameCode, onDraw, queryClient]);
};
