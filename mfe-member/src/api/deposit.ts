import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { skip } from 'rxjs';
import {
  createDepositEndpoint,
  depositChannelsEndpoint,
  depositHistoryEndpoint,
  type DepositOrder,
  type DepositStatus,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Deposit orders on one page of the history. */
export const DEPOSIT_PAGE_SIZE = 10;
/** How often an open QR or e-wallet order is asked about while it waits for its payment. */
export const DEPOSIT_POLL_MS = 3_000;

/** Query keys of the deposit page. */
export const depositKeys = resourceKeys('member', 'deposit');

/** The brand's deposit channels and what the player may still deposit under their limits. */
export const useDepositChannels = () =>
  useEndpointQuery(depositChannelsEndpoint, {}, { key: depositKeys });

/** One page of the player's deposit orders, newest first. */
export const useDepositHistory = (status: DepositStatus | undefined, pageNo: number) =>
  useEndpointQuery(
    depositHistoryEndpoint,
    { status, pageNo, pageSize: DEPOSIT_PAGE_SIZE },
    { key: depositKeys, paged: true },
  );

/**
 * The current state of an order just opened, refreshed every few seconds while it is pending.
 * The platform has no single-order call, so it is read from the newest page of the history
 * (a new order is always on it). The cache holds the order, not the page (it starts from the
 * order the create call answered), under a key of its own: the order's id is not in the input.
 */
export const useDepositOrder = (order: DepositOrder) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: depositKeys.of('order', order.orderId),
    queryFn: async ({ signal }) => {
      const page = await client.call(
        depositHistoryEndpoint,
        { pageNo: 1, pageSize: 20 },
        { signal },
      );
      return page.list.find((candidate) => candidate.orderId === order.orderId) ?? order;
    },
    initialData: order,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
  });
};

/** Opens a deposit order (the caller gives the idempotency key). */
export const useCreateDeposit = () =>
  useEndpointMutation(createDepositEndpoint, { invalidates: [depositKeys.all] });

/**
 * A credited deposit moves the balance, and the shell publishes each balance the platform
 * pushes: the history and any open order are asked again then, so a credited order never stays
 * "Pending" until a reload. The current value is skipped (it is not news); the order's own
 * polling still applies.
 */
export const useDepositPushes = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = host.bus.balance.value$.pipe(skip(1)).subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: depositKeys.call(depositHistoryEndpoint) });
      void queryClient.invalidateQueries({ queryKey: depositKeys.of('order') });
    });
    return () => subscription.unsubscribe();
  }, [host, queryClient]);
};
