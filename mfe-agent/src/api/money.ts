import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type AgentContractKind,
  type EndpointValue,
  type PeriodInput,
  type PeriodKind,
  type SalaryKind,
} from 'shared-contracts';
import {
  type AgentContract,
  agentContractsEndpoint,
  type ContractDecision,
  decideContractEndpoint,
  type DividendPeriod,
  dividendsEndpoint,
  incomeBreakdownEndpoint,
  incomeReportEndpoint,
  offerContractEndpoint,
  requestDividendEndpoint,
  type SalarySettlement,
  salarySettlementsEndpoint,
  type Tier,
} from 'shared-contracts/agent';
import { useRemote } from 'shared-ui/kit';

import { fetchAllPages } from '../lib/fetchAll';
import { infoKeys } from './info';

/*
 * The money calls of the agent centre: the income report and its breakdown, dividends, and the
 * contracts of every kind with their wage settlements. Plain fetches of whole lists (the CSV
 * exports) at the bottom.
 */

/** Rows of a list page (dividend periods, settlements). */
export const MONEY_PAGE_SIZE = 20;
/** The real-time settlement history is looked at again this often (a period is 5 minutes). */
const REALTIME_REFRESH_MS = 60_000;

/** Query keys of the money pages, one factory so hooks and invalidation agree. */
export const moneyKeys = {
  all: ['agent', 'money'] as const,
  income: (periodKind: PeriodKind, { from, to }: PeriodInput) =>
    [...moneyKeys.all, 'income', periodKind, from, to] as const,
  incomeBreakdown: ({ from, to }: PeriodInput) =>
    [...moneyKeys.all, 'incomeBreakdown', from, to] as const,
  /** Every page of the dividend record. */
  dividends: () => [...moneyKeys.all, 'dividends'] as const,
  dividendsPage: (pageNo: number) => [...moneyKeys.dividends(), pageNo] as const,
  contracts: (kind: AgentContractKind) => [...moneyKeys.all, 'contracts', kind] as const,
  /** Every page of a kind's settlement history. */
  settlements: (kind: SalaryKind) => [...moneyKeys.all, 'settlements', kind] as const,
  settlementsPage: (kind: SalaryKind, pageNo: number) =>
    [...moneyKeys.settlements(kind), pageNo] as const,
};

/** The agent's income by period of `periodKind` over `period`, with totals. */
export const useIncome = (periodKind: PeriodKind, period: PeriodInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: moneyKeys.income(periodKind, period),
    queryFn: ({ signal }) =>
      client.call(incomeReportEndpoint, { ...period, periodKind }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Which downlines and game categories the commission of one period came from (none: idle). */
export const useIncomeBreakdown = (period: PeriodInput | null) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: moneyKeys.incomeBreakdown(period ?? { from: '', to: '' }),
    queryFn: async ({ signal }) =>
      (await client.call(incomeBreakdownEndpoint, period as PeriodInput, { signal })).rows,
    enabled: period !== null,
  });
};

/** The dividend contract and one page of dividend periods, newest first. */
export const useDividends = (pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: moneyKeys.dividendsPage(pageNo),
    queryFn: ({ signal }) =>
      client.call(dividendsEndpoint, { pageNo, pageSize: MONEY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** What a dividend request sends: the period and the key that makes its retries safe. */
export interface DividendRequestVariables {
  periodId: string;
  idempotencyKey: string;
}

type DividendsValue = EndpointValue<typeof dividendsEndpoint>;

/**
 * Requests the dividend of a requestable period. The answered row replaces the listed one at
 * once (status in process), then the record is fetched again.
 */
export const useRequestDividend = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ periodId, idempotencyKey }: DividendRequestVariables) =>
      client.call(requestDividendEndpoint, { periodId }, { idempotencyKey }),
    onSuccess: (period) => {
      queryClient.setQueriesData<DividendsValue>({ queryKey: moneyKeys.dividends() }, (value) =>
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
      return queryClient.invalidateQueries({ queryKey: moneyKeys.dividends() });
    },
  });
};

/** The agent's contracts of `kind`: offered to it, offered by it, and its direct sub-agents. */
export const useContracts = (kind: AgentContractKind) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: moneyKeys.contracts(kind),
    queryFn: ({ signal }) => client.call(agentContractsEndpoint, { kind }, { signal }),
  });
};

/**
 * What a contract change makes stale: the kind's contracts, the contract info (its flags open
 * and close the conditional pages), the kind's settlements (a terminated contract stops paying)
 * and, for the dividend, the dividend record (its terms).
 */
const invalidateContract = (queryClient: QueryClient, kind: AgentContractKind) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyKeys.contracts(kind) }),
    queryClient.invalidateQueries({ queryKey: infoKeys.contractInfo() }),
    kind === 'dividend'
      ? queryClient.invalidateQueries({ queryKey: moneyKeys.dividends() })
      : queryClient.invalidateQueries({ queryKey: moneyKeys.settlements(kind) }),
  ]);

/** What an offer sends. */
export interface OfferContractVariables {
  kind: AgentContractKind;
  agentId: string;
  tiers: Tier[];
  idempotencyKey: string;
}

/** Offers a direct sub-agent a contract (in process until it decides). */
export const useOfferContract = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...offer }: OfferContractVariables) =>
      client.call(offerContractEndpoint, offer, { idempotencyKey }),
    onSuccess: (contract) => invalidateContract(queryClient, contract.kind),
  });
};

/** What a decision sends. */
export interface DecideContractVariables {
  contract: AgentContract;
  decision: ContractDecision;
}

/**
 * Accepts, rejects or terminates a contract. One key per contract and decision: the same
 * decision sent again (a dropped answer, a double click) is the same decision.
 */
export const useDecideContract = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contract, decision }: DecideContractVariables) =>
      client.call(
        decideContractEndpoint,
        { contractId: contract.contractId, decision },
        { idempotencyKey: `agent-contract-${decision}-${contract.contractId}` },
      ),
    onSuccess: (contract) => invalidateContract(queryClient, contract.kind),
  });
};

/**
 * One page of the agent's wage settlements of `kind`, newest period first. The real-time page
 * looks again every minute, as its wages settle every 5 minutes.
 */
export const useSettlements = (kind: SalaryKind, pageNo: number) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: moneyKeys.settlementsPage(kind, pageNo),
    queryFn: ({ signal }) =>
      client.call(
        salarySettlementsEndpoint,
        { kind, pageNo, pageSize: MONEY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: kind === 'realtime' ? REALTIME_REFRESH_MS : false,
  });
};

/** Fetches every dividend period (the CSV export of the whole record, not one page). */
export const useFetchAllDividends = () => {
  const { client } = useRemote();
  return (): Promise<DividendPeriod[]> =>
    fetchAllPages(
      async (pageNo, pageSize) => (await client.call(dividendsEndpoint, { pageNo, pageSize })).page,
    );
};

/** Fetches every settlement of `kind` (the CSV export of the whole history). */
export const useFetchAllSettlements = (kind: SalaryKind) => {
  const { client } = useRemote();
  return (): Promise<SalarySettlement[]> =>
    fetchAllPages((pageNo, pageSize) =>
      client.call(salarySettlementsEndpoint, { kind, pageNo, pageSize }),
    );
};

/**
 * Tells the header to read the balance again when a list the page keeps fresh shows a payment
 * it had not shown before (a wage settled or a dividend approved while the page is open). The
 * ids are the paid items of the list's first page, `undefined` while it loads; the first answer
 * only sets what was already paid.
 */
export const useBalanceRefreshOnPayment = (paidIds: readonly string[] | undefined) => {
  const { host } = useRemote();
  const seen = useRef<Set<string> | null>(null);
  const signature = paidIds?.join(',');
  useEffect(() => {
    if (signature === undefined) return;
    const ids = signature === '' ? [] : signature.split(',');
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const fresh = ids.filter((id) => !known.has(id));
    for (const id of fresh) known.add(id);
    if (fresh.length > 0) host.bus.publish({ type: 'RefreshBalance' });
  }, [signature, host]);
};
