import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletTransferEndpoint } from 'shared-contracts';
import { memberWalletsEndpoint, recallWalletsEndpoint } from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the wallet page. */
export const walletKeys = {
  all: ['member', 'wallets'] as const,
  list: () => [...walletKeys.all, 'list'] as const,
};

/** The main wallet, every vendor wallet and the merchant wallet (when the brand has one). */
export const useWallets = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: walletKeys.list(),
    queryFn: ({ signal }) => client.call(memberWalletsEndpoint, {}, { signal }),
  });
};

/** One movement between the main wallet and a vendor wallet. */
export interface WalletTransferInput {
  from: string;
  to: string;
  amount: number;
  idempotencyKey: string;
}

/** Moves money between two of the player's wallets through the ledger. */
export const useWalletTransfer = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: WalletTransferInput) =>
      client.call(walletTransferEndpoint, input, { idempotencyKey }),
    onSuccess: async () => {
      host.bus.publish({ type: 'RefreshBalance' });
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
};

/** Moves every vendor wallet's balance back to the main wallet in one ledger transaction. */
export const useRecallWallets = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      client.call(recallWalletsEndpoint, {}, { idempotencyKey }),
    onSuccess: (wallets) => {
      queryClient.setQueryData(walletKeys.list(), wallets);
      host.bus.publish({ type: 'RefreshBalance' });
    },
  });
};
