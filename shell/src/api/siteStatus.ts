import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlatformClient, statusEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the site status. */
export const siteStatusKeys = { all: ['siteStatus'] as const };

/** The query of the site status (/wps/system/status): it depends on the visitor's address. */
export const siteStatusQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: siteStatusKeys.all,
    queryFn: ({ signal }) => client.call(statusEndpoint, {}, { signal }),
  });

/** Site status: normal, maintenance or region restriction. */
export const useSiteStatus = () => useQuery(siteStatusQuery(usePlatformClient()));
