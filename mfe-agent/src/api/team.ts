import { useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, registerSettingEndpoint } from 'shared-contracts';
import {
  agentContractInfoEndpoint,
  downlineTransactionsEndpoint,
  registerDownlineEndpoint,
  setDownlineRebateEndpoint,
  teamBetsEndpoint,
  teamMemberEndpoint,
  teamMembersEndpoint,
  teamOverviewEndpoint,
} from 'shared-contracts/agent';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

import { useFetchAll } from '../lib/fetchAll';
import { infoKeys } from './info';

export type TeamOverviewInput = EndpointInput<typeof teamOverviewEndpoint>;
export type TeamMembersInput = EndpointInput<typeof teamMembersEndpoint>;
export type TeamBetsInput = EndpointInput<typeof teamBetsEndpoint>;
export type DownlineTransactionsInput = EndpointInput<typeof downlineTransactionsEndpoint>;

/** Query keys of the agent's team. */
const team = resourceKeys('agent', 'team');

/** The team's figures over a period, the period before, and one entry per day. */
export const useTeamOverview = (input: TeamOverviewInput) =>
  useEndpointQuery(teamOverviewEndpoint, input, { key: team, paged: true });

/** The brand's registration rules (a downline's username and password follow them). */
export const useRegisterSetting = () =>
  useEndpointQuery(registerSettingEndpoint, {}, { key: team, staleTime: 10 * 60_000 });

/**
 * Registers a player or sub-agent under the agent (idempotent: the form's key). The team and the
 * contract info are read anew behind the answer, which shows at once.
 */
export const useRegisterDownline = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(registerDownlineEndpoint, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: team.all });
      void queryClient.invalidateQueries({ queryKey: infoKeys.call(agentContractInfoEndpoint) });
    },
  });
};

/** A page of the downline tree (one parent's direct downlines) or of a username search. */
export const useTeamMembers = (input: TeamMembersInput, { enabled = true } = {}) =>
  useEndpointQuery(teamMembersEndpoint, input, { key: team, paged: true, enabled });

/** Every row of a team list with its filters (the CSV export). */
export const useTeamMembersExport = (input: TeamMembersInput) =>
  useFetchAll(teamMembersEndpoint, input, (value) => value.page);

/** One downline with its money and 30-day figures. */
export const useTeamMember = (memberId: string | null) =>
  useEndpointQuery(
    teamMemberEndpoint,
    { memberId: memberId ?? '' },
    { key: team, enabled: memberId !== null },
  );

/**
 * Sets a direct downline's rebate (idempotent: the dialog's key); the lists and the single
 * downlines catch up behind.
 */
export const useSetDownlineRebate = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(setDownlineRebateEndpoint, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: team.call(teamMembersEndpoint) });
      void queryClient.invalidateQueries({ queryKey: team.call(teamMemberEndpoint) });
    },
  });
};

/** A page of the team's bets with the totals of every filtered bet. */
export const useTeamBets = (input: TeamBetsInput) =>
  useEndpointQuery(teamBetsEndpoint, input, { key: team, paged: true });

/** Every filtered bet (the CSV export). */
export const useTeamBetsExport = (input: TeamBetsInput) =>
  useFetchAll(teamBetsEndpoint, input, (value) => value.page);

/** A page of a downline's ledger movements. */
export const useDownlineTransactions = (input: DownlineTransactionsInput | null) =>
  useEndpointQuery(downlineTransactionsEndpoint, input ?? ({} as DownlineTransactionsInput), {
    key: team,
    enabled: input !== null,
    paged: true,
  });

/** Every filtered ledger movement of a downline (the CSV export). */
export const useDownlineTransactionsExport = (input: DownlineTransactionsInput | null) =>
  useFetchAll(downlineTransactionsEndpoint, input as DownlineTransactionsInput, (page) => page);
