import { type EndpointInput } from 'shared-contracts';
import { lossReportEndpoint } from 'shared-contracts/agent';
import { resourceKeys, useEndpointQuery } from 'shared-ui/kit';

import { useFetchAll } from '../lib/fetchAll';

export type LossReportInput = EndpointInput<typeof lossReportEndpoint>;

/** Query keys of the team reports. */
const reports = resourceKeys('agent', 'reports');

/** The win/loss per direct downline (its whole team) over a period, sorted by the platform. */
export const useLossReport = (input: LossReportInput) =>
  useEndpointQuery(lossReportEndpoint, input, { key: reports, paged: true });

/** Every row of the loss statement with its period, parent and sort (the CSV export). */
export const useLossReportExport = (input: LossReportInput) =>
  useFetchAll(lossReportEndpoint, input, (value) => value.page);
