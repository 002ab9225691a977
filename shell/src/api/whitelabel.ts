import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { whitelabelEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the brand configuration. */
export const whitelabelKeys = { all: ['whitelabel'] as const };

/**
 * The host name the site is served under, which names the brand. The browser reads its
 * address; the server render (issue 19) provides the request's host.
 */
export const SiteHostContext = createContext<string | null>(null);

/** The brand configuration (/wps/system/whitelabel) for the host the site is served from. */
export const useWhitelabel = () => {
  const client = usePlatformClient();
  const siteHost = useContext(SiteHostContext);
  return useQuery({
    queryKey: whitelabelKeys.all,
    queryFn: ({ signal }) =>
      client.call(whitelabelEndpoint, { url: siteHost ?? window.location.host }, { signal }),
  });
};
