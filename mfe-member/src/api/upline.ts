import {
  uplineInfoEndpoint,
  uplineTransferEndpoint,
  uplineTransfersEndpoint,
} from 'shared-contracts/member';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from 'shared-ui/kit';

/** Past upline transfers per page. */
export const UPLINE_PAGE_SIZE = 10;

/** Query keys of the transfer-to-upline page. */
const upline = resourceKeys('member', 'upline');

/** The upline agent, the brand's limits, what was used today and the main balance. */
export const useUplineInfo = () => useEndpointQuery(uplineInfoEndpoint, {}, { key: upline });

/** One page of past transfers to the upline, newest first. */
export const useUplineTransfers = (pageNo: number) =>
  useEndpointQuery(
    uplineTransfersEndpoint,
    { pageNo, pageSize: UPLINE_PAGE_SIZE },
    { key: upline, paged: true },
  );

/** Moves money from the main wallet to the upline agent's (the form gives the idempotency key). */
export const useUplineTransfer = () =>
  useEndpointMutation(uplineTransferEndpoint, {
    refreshesBalance: true,
    invalidates: [upline.all],
  });
