import { useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import {
  confirmWithdrawalEndpoint,
  createWithdrawalEndpoint,
  withdrawalDetailEndpoint,
  withdrawalHistoryEndpoint,
  withdrawalSettingsEndpoint,
  type WithdrawalStatus,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Withdrawals on one page of the history. */
export const WITHDRAWAL_PAGE_SIZE = 10;

/** Query keys of the withdraw page. */
export const withdrawalKeys = resourceKeys('member', 'withdrawal');

/** The brand's withdrawal rules and the player's standing (accounts, password, turnover). */
export const useWithdrawalSettings = () =>
  useEndpointQuery(withdrawalSettingsEndpoint, {}, { key: withdrawalKeys });

/** One page of the player's withdrawals, newest first. */
export const useWithdrawalHistory = (status: WithdrawalStatus | undefined, pageNo: number) =>
  useEndpointQuery(
    withdrawalHistoryEndpoint,
    { status, pageNo, pageSize: WITHDRAWAL_PAGE_SIZE },
    { key: withdrawalKeys, paged: true },
  );

/** One withdrawal with its timeline. */
export const useWithdrawalDetail = (withdrawalId: string) =>
  useEndpointQuery(withdrawalDetailEndpoint, { withdrawalId }, { key: withdrawalKeys });

/** Asks for a withdrawal (the caller gives the idempotency key); the amount is held at once. */
export const useCreateWithdrawal = () =>
  useEndpointMutation(createWithdrawalEndpoint, { invalidates: [withdrawalKeys.all] });

/** The player's answer to "did you receive it?". */
export const useConfirmWithdrawal = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(confirmWithdrawalEndpoint, {
    // A 409 (answered meanwhile, or counted as received) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};

/**
 * A proof image already sent. The platform serves it to its owner only, with the Bearer token,
 * which a plain `<img src>` cannot send: it is fetched as a blob (the JSON client cannot read
 * images) and shown from an object URL. No platform call reads it: its key is the URL.
 */
export const useProofImage = (url: string) => {
  const { host } = useRemote();
  return useQuery({
    queryKey: withdrawalKeys.of('proof', url),
    queryFn: async ({ signal }) => {
      const token = host.getToken();
      const response = await axios.get<Blob>(url, {
        baseURL: host.config.apiBaseUrl,
        responseType: 'blob',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      return response.data;
    },
    staleTime: Infinity,
  });
};
