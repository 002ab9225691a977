import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  uplineInfoEndpoint,
  uplineTransferEndpoint,
  uplineTransfersEndpoint,
} from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

/** Past upline transfers per page. */
export const UPLINE_PAGE_SIZE = 10;

/** Query keys of the transfer-to-upline page. */
export const uplineKeys = {
  all: ['member', 'upline'] as const,
  info: () => [...uplineKeys.all, 'info'] as const,
  transfers: (pageNo: number) => [...uplineKeys.all, 'transfers', pageNo] as const,
};

/** The upline agent, the brand's limits, what was used today and the main balance. */
export const useUplineInfo = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: uplineKeys.info(),
    queryFn: ({ signal }) => client.call(uplineInfoEndpoint, {}, { signal }),
  });
};

/** One page of past transfers to the upline, newest first. */
export const useUplineTransfers = (pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: uplineKeys.transfers(pageNo),
    queryFn: ({ signal }) =>
      client.call(uplineTransfersEndpoint, { pageNo, pageSize: UPLINE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** A transfer to the upline as the form sends it. */
export interface UplineTransferInput {
  amount: number;
  withdrawalPassword: string;
  idempotencyKey: string;
}

/** Moves money from the main wallet to the upline agent's. */
export const useUplineTransfer = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: UplineTransferInput) =>
      client.call(uplineTransferEndpoint, input, { idempotencyKey }),
    onSuccess: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: uplineKeys.all });
    },
  });
};
