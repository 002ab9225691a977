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
import { resourceKeys, useEndpointQuery, useLanguage } from 'shared-ui/kit';

/** Rows on one page of the betting and account records. */
export const RECORDS_PAGE_SIZE = 20;

/** The betting record's filters and page, as the platform takes them. */
export type RecordBetsInput = EndpointInput<typeof recordBetsEndpoint>;
/** The account record's filters and page, as the platform takes them. */
export type TransactionsInput = EndpointInput<typeof memberTransactionsEndpoint>;

/**
 * Query keys of the records pages (the profit page's too). Game names come in the request's
 * language, so the bets' and vendors' keys carry it: a language switch loads the names again.
 */
export const recordKeys = resourceKeys('member', 'records');

/** One page of the player's bets with the totals of every bet the filters select. */
export const useRecordBets = (input: RecordBetsInput) =>
  useEndpointQuery(recordBetsEndpoint, input, { key: recordKeys, worded: true, paged: true });

/** One bet with its detail (the lottery line and result, or the game round's outcome). */
export const useRecordBet = (betId: string) =>
  useEndpointQuery(recordBetEndpoint, { betId }, { key: recordKeys, worded: true });

/** One page of the ledger movements of the player's wallets, newest first. */
export const useTransactions = (input: TransactionsInput) =>
  useEndpointQuery(memberTransactionsEndpoint, input, { key: recordKeys, paged: true });

/** One ledger movement with what it belongs to (the member transaction detail). */
export const useTransaction = (id: string) =>
  useEndpointQuery(memberTransactionEndpoint, { id }, { key: recordKeys });

/** A vendor the betting record can be filtered by. */
export interface RecordVendor {
  code: string;
  name: string;
  category: GameCategory;
}

/** The brand's vendors of every category (the vendor filter's choices), by vassalage. */
export const useRecordVendors = () =>
  useEndpointQuery(
    vendorsEndpoint,
    { language: useLanguage() },
    {
      key: recordKeys,
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
    },
  );

/** The credit report of a period: money in and out by kind, opening and closing balance. */
export const useCreditReport = (period: PeriodInput) =>
  useEndpointQuery(creditReportEndpoint, period, { key: recordKeys, paged: true });
