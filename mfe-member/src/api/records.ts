import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type EndpointInput,
  type GameCategory,
  type PeriodInput,
  vendorsEndpoint,
} from 'shared-contracts';
import {
  creditReportEndpoint,
  memberTransactionEndpoint,
  memberTransactionsEndpoint,
  recordBetEndpoint,
  recordBetsEndpoint,
} from 'shared-contracts/member';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Rows on one page of the betting and account records. */
export const RECORDS_PAGE_SIZE = 20;

/** The betting record's filters and page, as the platform takes them. */
export type RecordBetsInput = EndpointInput<typeof recordBetsEndpoint>;
/** The account record's filters and page, as the platform takes them. */
export type TransactionsInput = EndpointInput<typeof memberTransactionsEndpoint>;

/**
 * Query keys of the records pages. Game names come in the request's language, so the bets'
 * keys carry it: a language switch loads the names again.
 */
export const recordKeys = {
  all: ['member', 'records'] as const,
  bets: (input: RecordBetsInput, language: string) =>
    [...recordKeys.all, 'bets', language, input] as const,
  bet: (betId: string, language: string) => [...recordKeys.all, 'bet', language, betId] as const,
  transactions: (input: TransactionsInput) => [...recordKeys.all, 'transactions', input] as const,
  transaction: (id: string) => [...recordKeys.all, 'transaction', id] as const,
  vendors: (language: string) => [...recordKeys.all, 'vendors', language] as const,
  creditReport: (period: PeriodInput) => [...recordKeys.all, 'creditReport', period] as const,
};

/** One page of the player's bets with the totals of every bet the filters select. */
export const useRecordBets = (input: RecordBetsInput) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: recordKeys.bets(input, language),
    queryFn: ({ signal }) => client.call(recordBetsEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** One bet with its detail (the lottery line and result, or the game round's outcome). */
export const useRecordBet = (betId: string) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: recordKeys.bet(betId, language),
    queryFn: ({ signal }) => client.call(recordBetEndpoint, { betId }, { signal }),
  });
};

/** One page of the ledger movements of the player's wallets, newest first. */
export const useTransactions = (input: TransactionsInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: recordKeys.transactions(input),
    queryFn: ({ signal }) => client.call(memberTransactionsEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** One ledger movement with what it belongs to (the member transaction detail). */
export const useTransaction = (id: string) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: recordKeys.transaction(id),
    queryFn: ({ signal }) => client.call(memberTransactionEndpoint, { id }, { signal }),
  });
};

/** A vendor the betting record can be filtered by. */
export interface RecordVendor {
  code: string;
  name: string;
  category: GameCategory;
}

/** The brand's vendors of every category (the vendor filter's choices), by vassalage. */
export const useRecordVendors = () => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: recordKeys.vendors(language),
    queryFn: ({ signal }) => client.call(vendorsEndpoint, { language }, { signal }),
    select: ({ data }) => {
      const vendors = new Map<string, RecordVendor>();
      for (const lane of data.lanes)
        for (const card of lane.cards)
          if (!vendors.has(card.vassalage))
            vendors.set(card.vassalage, {
              code: card.vassalage,
              name: card.name,
              category: card.gameType,
            });
      return [...vendors.values()];
    },
    staleTime: 5 * 60_000,
  });
};

/** The credit report of a period: money in and out by kind, opening and closing balance. */
export const useCreditReport = (period: PeriodInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: recordKeys.creditReport(period),
    queryFn: ({ signal }) => client.call(creditReportEndpoint, period, { signal }),
    placeholderData: keepPreviousData,
  });
};
