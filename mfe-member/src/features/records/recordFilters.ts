import { type Day, GAME_CATEGORY_ORDER, type GameCategory } from 'shared-contracts';
import {
  RECORD_BET_STATUSES,
  type RecordBetStatus,
  TRANSACTION_KINDS,
  type TransactionKind,
} from 'shared-contracts/member';

import { readChoice, readPage, readPeriod, readVendor, setParam } from './urlFilters';

/** The betting record's filters and page, as the URL holds them. */
export interface BetFilters {
  from: Day;
  to: Day;
  category?: GameCategory;
  vendorCode?: string;
  status?: RecordBetStatus;
  pageNo: number;
}

/** The betting record's query parameters (`bet` prefix: the lobby's `vassalage` stays apart). */
export const BET_PARAMS = {
  from: 'betFrom',
  to: 'betTo',
  category: 'betCategory',
  vendor: 'betVendor',
  status: 'betStatus',
  page: 'betPage',
} as const;

/** Reads the betting record's filters, dropping anything malformed. */
export const readBetFilters = (params: URLSearchParams, today: Day): BetFilters => ({
  ...readPeriod(params, BET_PARAMS, today),
  category: readChoice(params, BET_PARAMS.category, GAME_CATEGORY_ORDER),
  vendorCode: readVendor(params, BET_PARAMS.vendor),
  status: readChoice(params, BET_PARAMS.status, RECORD_BET_STATUSES),
  pageNo: readPage(params, BET_PARAMS.page),
});

/** Writes the betting record's filters, keeping every other parameter (`mc` included). */
export const writeBetFilters = (previous: URLSearchParams, filters: BetFilters) => {
  const params = new URLSearchParams(previous);
  setParam(params, BET_PARAMS.from, filters.from);
  setParam(params, BET_PARAMS.to, filters.to);
  setParam(params, BET_PARAMS.category, filters.category);
  setParam(params, BET_PARAMS.vendor, filters.vendorCode);
  setParam(params, BET_PARAMS.status, filters.status);
  setParam(params, BET_PARAMS.page, filters.pageNo > 1 ? filters.pageNo : undefined);
  return params;
};

/** The account record's filters and page, as the URL holds them. */
export interface TransactionFilters {
  from: Day;
  to: Day;
  kind?: TransactionKind;
  pageNo: number;
}

/** The account record's query parameters. */
export const TRANSACTION_PARAMS = {
  from: 'txFrom',
  to: 'txTo',
  kind: 'txKind',
  page: 'txPage',
} as const;

/** Reads the account record's filters, dropping anything malformed. */
export const readTransactionFilters = (
  params: URLSearchParams,
  today: Day,
): TransactionFilters => ({
  ...readPeriod(params, TRANSACTION_PARAMS, today),
  kind: readChoice(params, TRANSACTION_PARAMS.kind, TRANSACTION_KINDS),
  pageNo: readPage(params, TRANSACTION_PARAMS.page),
});

/** Writes the account record's filters, keeping every other parameter. */
export const writeTransactionFilters = (previous: URLSearchParams, filters: TransactionFilters) => {
  const params = new URLSearchParams(previous);
  setParam(params, TRANSACTION_PARAMS.from, filters.from);
  setParam(params, TRANSACTION_PARAMS.to, filters.to);
  setParam(params, TRANSACTION_PARAMS.kind, filters.kind);
  setParam(params, TRANSACTION_PARAMS.page, filters.pageNo > 1 ? filters.pageNo : undefined);
  return params;
};
