import { type Day, type PeriodInput } from 'shared-contracts';
import type { TransactionKind } from 'shared-contracts/member';

import { CENTRE_PARAM } from '../centre/useCentrePage';
import { writeTransactionFilters } from './recordFilters';
import { readPeriod, setParam } from './urlFilters';

/** The credit report's query parameters (its own prefix, like the other records pages). */
export const CREDIT_PARAMS = { from: 'crFrom', to: 'crTo' } as const;

/** Reads the credit report's period (the last 7 report days when absent or malformed). */
export const readCreditFilters = (params: URLSearchParams, today: Day): PeriodInput =>
  readPeriod(params, CREDIT_PARAMS, today);

/** Writes the credit report's period, keeping every other parameter (`mc` included). */
export const writeCreditFilters = (previous: URLSearchParams, period: PeriodInput) => {
  const params = new URLSearchParams(previous);
  setParam(params, CREDIT_PARAMS.from, period.from);
  setParam(params, CREDIT_PARAMS.to, period.to);
  return params;
};

/**
 * The search of the account record (transactionHistory) showing one kind of the period: a
 * report row's link, so the player sees the movements the row sums.
 */
export const transactionsSearchOf = (
  current: URLSearchParams,
  period: PeriodInput,
  kind: TransactionKind,
): string => {
  const params = writeTransactionFilters(current, { ...period, kind, pageNo: 1 });
  params.set(CENTRE_PARAM, 'transactionHistory');
  params.delete(CREDIT_PARAMS.from);
  params.delete(CREDIT_PARAMS.to);
  return `?${params.toString()}`;
};
