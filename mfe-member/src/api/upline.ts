import { keepPreviousData } from '@tanstack/react-query';
import {
  uplineInfoEndpoint,
  uplineTransferEndpoint,
  uplineTransfersEndpoint,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

/** Past upline transfers per page. */
export const UPLINE_PAGE_SIZE = 10;

/** Query keys of the transfer-to-upline page. */
export const uplineKeys = resourceKeys('member', 'upline');

/** The upline agent, the brand's limits, what was used today and the main balance. */
export const useUplineInfo = () =>
  useEndpointQuery(uplineInfoEndpoint, {}, { key: uplineKeys.of('info') });

/** One page of past transfers to the upline, newest first. */
export const useUplineTransfers = (pageNo: number) =>
  useEndpointQuery(
    uplineTransfersEndpoint,
    { pageNo, pageSize: UPLINE_PAGE_SIZE },
    { key: uplineKeys.of('transfers', pageNo), placeholderData: keepPreviousData },
  );

/** Moves money from the main wallet to the upline agent's (the form gives the idempotency key). */
export const useUplineTransfer = () =>
  useEndpointMutation(uplineTransferEndpoint, {
    refreshesBalance: true,
    invalidates: [uplineKeys.all],
  });
