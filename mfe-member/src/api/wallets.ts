import { useQueryClient } from '@tanstack/react-query';
import { walletTransferEndpoint } from 'shared-contracts';
import { memberWalletsEndpoint, recallWalletsEndpoint } from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

/** Query keys of the wallet page. */
const wallets = resourceKeys('member', 'wallets');

/** The main wallet, every vendor wallet and the merchant wallet (when the brand has one). */
export const useWallets = () => useEndpointQuery(memberWalletsEndpoint, {}, { key: wallets });

/** Moves money between two of the player's wallets through the ledger (the form gives the key). */
export const useWalletTransfer = () =>
  useEndpointMutation(walletTransferEndpoint, {
    refreshesBalance: true,
    invalidates: [wallets.all],
  });

/**
 * Moves every vendor wallet's balance back to the main wallet in one ledger transaction; the
 * answer is every wallet after it.
 */
export const useRecallWallets = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(recallWalletsEndpoint, {
    // The call has no input: the page passes the idempotency key alone.
    toCall: (idempotencyKey: string) => ({ input: {}, idempotencyKey }),
    refreshesBalance: true,
    onSuccess: (after) => queryClient.setQueryData(wallets.call(memberWalletsEndpoint, {}), after),
  });
};
