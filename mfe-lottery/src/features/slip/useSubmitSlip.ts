import { useRef, useState } from 'react';
import type { EndpointInput } from 'shared-contracts';
import type { placeLotteryBetsEndpoint } from 'shared-contracts/lottery';
import {
  isDefiniteRefusal,
  type Message,
  messageOf,
  newIdempotencyKey,
  reasonOf,
  refusalOf,
  useMember,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import { usePlaceBets } from '../../api/bets';
import type { Slip } from './useSlip';

type Order = EndpointInput<typeof placeLotteryBetsEndpoint>;

/** Refusals of the bet call the slip explains in the player's language. */
const EXPLAINED = new Set([
  'amountMismatch',
  'salesClosed',
  'invalidSelection',
  'insufficientBalance',
  'trialNotAllowed',
]);

/**
 * Submits a slip as one order. The Idempotency-Key stays the same while the player retries the
 * same order after an unknown outcome (a dropped connection, a server fault), and is renewed
 * after a success or a definite refusal (nothing moved). A guest is asked to log in first.
 */
export const useSubmitSlip = (slip: Slip, onSalesClosed: () => void) => {
  const { host } = useRemote();
  const member = useMember();
  const money = useMoney().format;
  const place = usePlaceBets();
  const pending = useRef<{ key: string; body: string } | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: Message } | null>(
    null,
  );

  const submit = (order: Order) => {
    if (!member) {
      host.bus.publish({ type: 'OpenLogin' });
      return;
    }
    const body = JSON.stringify(order);
    if (pending.current?.body !== body) pending.current = { key: newIdempotencyKey(), body };
    setOutcome(null);
    place.mutate(
      { ...order, idempotencyKey: pending.current.key },
      {
        onSuccess: (placed) => {
          pending.current = null;
          slip.clear();
          setOutcome({
            tone: 'success',
            message: {
              key: 'slip.placed',
              params: {
                issueNo: order.issueNo,
                orderNo: placed.orderNo ?? placed.orderId,
                count: placed.bets.length,
                amount: money(placed.bets.reduce((sum, bet) => sum + bet.amount, 0)),
              },
            },
          });
        },
        onError: (error) => {
          if (isDefiniteRefusal(error)) pending.current = null;
          const reason = reasonOf(error);
          if (reason === 'salesClosed') onSalesClosed();
          setOutcome({
            tone: 'error',
            message:
              reason && EXPLAINED.has(reason)
                ? {
                    key: `slip.refused.${reason}`,
                    params: {
                      issueNo: order.issueNo,
                      nextIssueNo: refusalOf(error).nextIssueNo ?? '',
                    },
                  }
                : messageOf(error),
          });
        },
      },
    );
  };

  return { submit, pending: place.isPending, outcome, dismiss: () => setOutcome(null) };
};
