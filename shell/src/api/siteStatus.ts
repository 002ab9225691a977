import { useQuery } from '@tanstack/react-query';
import { statusEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the site status. */
export const siteStatusKeys = { all: ['siteStatus'] as const };

/** Site status: normal, maintenance or region restriction (/wps/system/status). */
export const useSiteStatus = () => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: siteStatusKeys.all,
    queryFn: ({ signal }) => client.call(statusEndpoint, {}, { signal }),
  });
};
