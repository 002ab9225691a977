import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type PlatformClient, whitelabelEndpoint } from 'shared-contracts';

import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the brand configuration. */
export const whitelabelKeys = { all: ['whitelabel'] as const };

/**
 * The host name the site is served under, which names the brand. The browser reads its
 * address; the server render provides the request's host.
 */
export const SiteHostContext = createContext<string | null>(null);

/** The query of the brand configuration (/wps/system/whitelabel) of a host. */
export const whitelabelQuery = (client: PlatformClient, host: string) =>
  queryOptions({
    queryKey: whitelabelKeys.all,
    queryFn: ({ signal }) => client.call(whitelabelEndpoint, { url: host }, { signal }),
  });

/** The brand configuration for the host the site is served from. */
export const useWhitelabel = () => {
  const siteHost = useContext(SiteHostContext);
  return useQuery(whitelabelQuery(usePlatformClient(), siteHost ?? window.location.host));
};
