import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { type EndpointInput } from 'shared-contracts';
import {
  confirmWithdrawalEndpoint,
  createWithdrawalEndpoint,
  withdrawalDetailEndpoint,
  withdrawalHistoryEndpoint,
  withdrawalSettingsEndpoint,
  type WithdrawalStatus,
} from 'shared-contracts/member';
import { useRemote } from 'shared-ui/kit';

/** Withdrawals on one page of the history. */
export const WITHDRAWAL_PAGE_SIZE = 10;

/** Query keys of the withdraw page. */
export const withdrawalKeys = {
  all: ['member', 'withdrawal'] as const,
  settings: () => [...withdrawalKeys.all, 'settings'] as const,
  history: () => [...withdrawalKeys.all, 'history'] as const,
  historyPage: (status: WithdrawalStatus | undefined, pageNo: number) =>
    [...withdrawalKeys.history(), { status, pageNo }] as const,
  detail: (withdrawalId: string) => [...withdrawalKeys.all, 'detail', withdrawalId] as const,
  proof: (url: string) => [...withdrawalKeys.all, 'proof', url] as const,
};

/** The brand's withdrawal rules and the player's standing (accounts, password, turnover). */
export const useWithdrawalSettings = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: withdrawalKeys.settings(),
    queryFn: ({ signal }) => client.call(withdrawalSettingsEndpoint, {}, { signal }),
  });
};

/** One page of the player's withdrawals, newest first. */
export const useWithdrawalHistory = (status: WithdrawalStatus | undefined, pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: withdrawalKeys.historyPage(status, pageNo),
    queryFn: ({ signal }) =>
      client.call(
        withdrawalHistoryEndpoint,
        { status, pageNo, pageSize: WITHDRAWAL_PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
};

/** One withdrawal with its timeline. */
export const useWithdrawalDetail = (withdrawalId: string) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: withdrawalKeys.detail(withdrawalId),
    queryFn: ({ signal }) => client.call(withdrawalDetailEndpoint, { withdrawalId }, { signal }),
  });
};

/** Asks for a withdrawal (the caller gives the idempotency key); the amount is held at once. */
export const useCreateWithdrawal = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: EndpointInput<typeof createWithdrawalEndpoint>;
      idempotencyKey: string;
    }) => client.call(createWithdrawalEndpoint, input, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};

/** The player's answer to "did you receive it?". */
export const useConfirmWithdrawal = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof confirmWithdrawalEndpoint>) =>
      client.call(confirmWithdrawalEndpoint, input),
    // A 409 (answered meanwhile, or counted as received) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};

/**
 * A proof image already sent. The platform serves it to its owner only, with the Bearer token,
 * which a plain `<img src>` cannot send: it is fetched as a blob (the JSON client cannot read
 * images) and shown from an object URL.
 */
export const useProofImage = (url: string) => {
  const { host } = useRemote();
  return useQuery({
    queryKey: withdrawalKeys.proof(url),
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
