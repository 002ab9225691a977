import { useQuery } from '@tanstack/react-query';
import { domainRouteEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the domain list. */
export const domainRouteKeys = { all: ['domainRoute'] as const };

/** The brand's alternative domains with their measured speed (/wps/system/domainRoute). */
export const useDomainRoute = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: domainRouteKeys.all,
    queryFn: ({ signal }) => client.call(domainRouteEndpoint, {}, { signal }),
    enabled,
  });
};
