import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, registerSettingEndpoint } from 'shared-contracts';
import {
  downlineTransactionsEndpoint,
  registerDownlineEndpoint,
  setDownlineRebateEndpoint,
  teamBetsEndpoint,
  teamMemberEndpoint,
  teamMembersEndpoint,
  teamOverviewEndpoint,
} from 'shared-contracts/agent';
import { useRemote } from 'shared-ui/kit';

import { fetchAllPages } from '../lib/fetchAll';
import { infoKeys } from './info';

export type TeamOverviewInput = EndpointInput<typeof teamOverviewEndpoint>;
export type TeamMembersInput = EndpointInput<typeof teamMembersEndpoint>;
export type TeamBetsInput = EndpointInput<typeof teamBetsEndpoint>;
export type DownlineTransactionsInput = EndpointInput<typeof downlineTransactionsEndpoint>;

/** Query keys of the agent's team. */
export const teamKeys = {
  all: ['agent', 'team'] as const,
  overview: (input: TeamOverviewInput) => [...teamKeys.all, 'overview', input] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  memberList: (input: TeamMembersInput) => [...teamKeys.members(), 'list', input] as const,
  member: (memberId: string) => [...teamKeys.members(), 'one', memberId] as const,
  bets: (input: TeamBetsInput) => [...teamKeys.all, 'bets', input] as const,
  transactions: (input: DownlineTransactionsInput) =>
    [...teamKeys.all, 'transactions', input] as const,
  registerSetting: () => [...teamKeys.all, 'registerSetting'] as const,
};

/** The team's figures over a period, the period before, and one entry per day. */
export const useTeamOverview = (input: TeamOverviewInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.overview(input),
    queryFn: ({ signal }) => client.call(teamOverviewEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** The brand's registration rules (a downline's username and password follow them). */
export const useRegisterSetting = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.registerSetting(),
    queryFn: ({ signal }) => client.call(registerSettingEndpoint, {}, { signal }),
    staleTime: 10 * 60_000,
  });
};

/** Registers a player or sub-agent under the agent (idempotent: the form's key). */
export const useRegisterDownline = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: EndpointInput<typeof registerDownlineEndpoint>;
      idempotencyKey: string;
    }) => client.call(registerDownlineEndpoint, input, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: infoKeys.contractInfo() });
    },
  });
};

/** A page of the downline tree (one parent's direct downlines) or of a username search. */
export const useTeamMembers = (input: TeamMembersInput, { enabled = true } = {}) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.memberList(input),
    queryFn: ({ signal }) => client.call(teamMembersEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** Every row of a team list with its filters (the CSV export). */
export const useTeamMembersExport = (input: TeamMembersInput) => {
  const { client } = useRemote();
  return () =>
    fetchAllPages(
      async (pageNo, pageSize) =>
        (await client.call(teamMembersEndpoint, { ...input, pageNo, pageSize })).page,
    );
};

/** One downline with its money and 30-day figures. */
export const useTeamMember = (memberId: string | null) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.member(memberId ?? ''),
    queryFn: ({ signal }) =>
      client.call(teamMemberEndpoint, { memberId: memberId ?? '' }, { signal }),
    enabled: memberId !== null,
  });
};

/** Sets a direct downline's rebate (idempotent: the dialog's key). */
export const useSetDownlineRebate = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      memberId,
      rebateBp,
      idempotencyKey,
    }: {
      memberId: string;
      rebateBp: number;
      idempotencyKey: string;
    }) => client.call(setDownlineRebateEndpoint, { memberId, rebateBp }, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
};

/** A page of the team's bets with the totals of every filtered bet. */
export const useTeamBets = (input: TeamBetsInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.bets(input),
    queryFn: ({ signal }) => client.call(teamBetsEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Every filtered bet (the CSV export). */
export const useTeamBetsExport = (input: TeamBetsInput) => {
  const { client } = useRemote();
  return () =>
    fetchAllPages(
      async (pageNo, pageSize) =>
        (await client.call(teamBetsEndpoint, { ...input, pageNo, pageSize })).page,
    );
};

/** A page of a downline's ledger movements. */
export const useDownlineTransactions = (input: DownlineTransactionsInput | null) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: teamKeys.transactions(input ?? ({} as DownlineTransactionsInput)),
    queryFn: ({ signal }) =>
      client.call(downlineTransactionsEndpoint, input as DownlineTransactionsInput, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
};

/** Every filtered ledger movement of a downline (the CSV export). */
export const useDownlineTransactionsExport = (input: DownlineTransactionsInput | null) => {
  const { client } = useRemote();
  return () =>
    fetchAllPages((pageNo, pageSize) =>
      client.call(downlineTransactionsEndpoint, {
        ...(input as DownlineTransactionsInput),
        pageNo,
        pageSize,
      }),
    );
};
