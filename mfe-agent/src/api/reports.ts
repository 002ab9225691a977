import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointInput } from 'shared-contracts';
import { lossReportEndpoint } from 'shared-contracts/agent';
import { useRemote } from 'shared-ui/kit';

import { fetchAllPages } from '../lib/fetchAll';

export type LossReportInput = EndpointInput<typeof lossReportEndpoint>;

/** Query keys of the team reports. */
export const reportKeys = {
  all: ['agent', 'reports'] as const,
  loss: (input: LossReportInput) => [...reportKeys.all, 'loss', input] as const,
};

/** The win/loss per direct downline (its whole team) over a period, sorted by the platform. */
export const useLossReport = (input: LossReportInput) => {
  const { client } = useRemote();
  return useQuery({
    queryKey: reportKeys.loss(input),
    queryFn: ({ signal }) => client.call(lossReportEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Every row of the loss statement with its period, parent and sort (the CSV export). */
export const useLossReportExport = (input: LossReportInput) => {
  const { client } = useRemote();
  return () =>
    fetchAllPages(
      async (pageNo, pageSize) =>
        (await client.call(lossReportEndpoint, { ...input, pageNo, pageSize })).page,
    );
};
