import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentContractKind,
  type EndpointValue,
  type PeriodInput,
  type PeriodKind,
  type SalaryKind,
} from 'shared-contracts';
import {
  type AgentContract,
  agentContractInfoEndpoint,
  agentContractsEndpoint,
  type ContractDecision,
  decideContractEndpoint,
  dividendsEndpoint,
  incomeBreakdownEndpoint,
  incomeReportEndpoint,
  offerContractEndpoint,
  requestDividendEndpoint,
  salarySettlementsEndpoint,
} from 'shared-contracts/agent';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

import { useFetchAll } from '../lib/fetchAll';
import { infoKeys } from './info';

/*
 * The money calls of the agent centre: the income report and its breakdown, dividends, and the
 * contracts of every kind with their wage settlements.
 */

/** Rows of a list page (dividend periods, settlements). */
export const MONEY_PAGE_SIZE = 20;
/** The real-time settlement history is looked at again this often (a period is 5 minutes). */
const REALTIME_REFRESH_MS = 60_000;

/** Query keys of the money pages. */
const money = resourceKeys('agent', 'money');

/** The agent's income by period of `periodKind` over `period`, with totals. */
export const useIncome = (periodKind: PeriodKind, period: PeriodInput) =>
  useEndpointQuery(incomeReportEndpoint, { ...period, periodKind }, { key: money, paged: true });

/** Which downlines and game categories the commission of one period came from (none: idle). */
export const useIncomeBreakdown = (period: PeriodInput | null) =>
  useEndpointQuery(incomeBreakdownEndpoint, period ?? { from: '', to: '' }, {
    key: money,
    select: (value) => value.rows,
    enabled: period !== null,
  });

/** The dividend contract and one page of dividend periods, newest first. */
export const useDividends = (pageNo: number) =>
  useEndpointQuery(
    dividendsEndpoint,
    { pageNo, pageSize: MONEY_PAGE_SIZE },
    { key: money, paged: true },
  );

type DividendsValue = EndpointValue<typeof dividendsEndpoint>;

/**
 * Requests the dividend of a requestable period. The answered row replaces the listed one at
 * once (status in process), then the record is fetched again.
 */
export const useRequestDividend = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(requestDividendEndpoint, {
    onSuccess: (period) => {
      queryClient.setQueriesData<DividendsValue>(
        { queryKey: money.call(dividendsEndpoint) },
        (value) =>
          value
            ? {
                ...value,
                page: {
                  ...value.page,
                  list: value.page.list.map((row) =>
                    row.periodId === period.periodId ? period : row,
                  ),
                },
              }
            : value,
      );
      return queryClient.invalidateQueries({ queryKey: money.call(dividendsEndpoint) });
    },
  });
};

/** The agent's contracts of `kind`: offered to it, offered by it, and its direct sub-agents. */
export const useContracts = (kind: AgentContractKind) =>
  useEndpointQuery(agentContractsEndpoint, { kind }, { key: money });

/**
 * What a contract change makes stale: the kind's contracts, the contract info (its flags open
 * and close the conditional pages), the kind's settlements (a terminated contract stops paying)
 * and, for the dividend, the dividend record (its terms). Settlements are named by `{ kind }`
 * alone: a key with part of an input matches every read whose input holds it (every page).
 */
const staleAfterContract = (kind: AgentContractKind) => [
  money.call(agentContractsEndpoint, { kind }),
  infoKeys.call(agentContractInfoEndpoint),
  kind === 'dividend'
    ? money.call(dividendsEndpoint)
    : money.call(salarySettlementsEndpoint, { kind }),
];

/** Offers a direct sub-agent a contract of `kind` (in process until it decides). */
export const useOfferContract = (kind: AgentContractKind) =>
  useEndpointMutation(offerContractEndpoint, { invalidates: staleAfterContract(kind) });

/** What a decision sends. */
export interface DecideContractVariables {
  contract: AgentContract;
  decision: ContractDecision;
}

/**
 * Accepts, rejects or terminates a contract of `kind`. One key per contract and decision: the
 * same decision sent again (a dropped answer, a double click) is the same decision.
 */
export const useDecideContract = (kind: AgentContractKind) =>
  useEndpointMutation(decideContractEndpoint, {
    toCall: ({ contract, decision }: DecideContractVariables) => ({
      input: { contractId: contract.contractId, decision },
      idempotencyKey: `agent-contract-${decision}-${contract.contractId}`,
    }),
    invalidates: staleAfterContract(kind),
  });

/**
 * One page of the agent's wage settlements of `kind`, newest period first. The real-time page
 * looks again every minute, as its wages settle every 5 minutes.
 */
export const useSettlements = (kind: SalaryKind, pageNo: number) =>
  useEndpointQuery(
    salarySettlementsEndpoint,
    { kind, pageNo, pageSize: MONEY_PAGE_SIZE },
    { key: money, paged: true, refetchInterval: kind === 'realtime' ? REALTIME_REFRESH_MS : false },
  );

/** Every dividend period (the CSV export of the whole record, not one page). */
export const useFetchAllDividends = () => useFetchAll(dividendsEndpoint, {}, (value) => value.page);

/** Every settlement of `kind` (the CSV export of the whole history). */
export const useFetchAllSettlements = (kind: SalaryKind) =>
  useFetchAll(salarySettlementsEndpoint, { kind }, (page) => page);
