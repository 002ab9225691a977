import { useQuery } from '@tanstack/react-query';
import { whitelabelEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the brand configuration. */
export const whitelabelKeys = { all: ['whitelabel'] as const };

/** The brand configuration (/wps/system/whitelabel) for the host the site is served from. */
export const useWhitelabel = () => {
  const client = usePlatformClient();
  return useQuery({
    queryKey: whitelabelKeys.all,
    queryFn: ({ signal }) =>
      client.call(whitelabelEndpoint, { url: window.location.host }, { signal }),
  });
};
