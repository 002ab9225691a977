import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { domainRouteEndpoint, type PlatformClient } from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';
import { type DomainProbeResult, fastestAlternative, measureDomains } from './domainProbe';

/** Query keys of the domains' measures. */
export const domainProbeKeys = { all: ['domainProbe'] as const };
/** Measures are kept this long before the next idle moment measures again. */
const PROBE_STALE_MS = 10 * 60_000;
/** Without requestIdleCallback (Safari), the measure starts this long after the page is up. */
const IDLE_FALLBACK_MS = 3_000;

/** The brand's domains (the platform's list), measured from this browser. */
const measure = async (client: PlatformClient): Promise<DomainProbeResult[]> => {
  const { domainList } = await client.call(domainRouteEndpoint, {});
  return measureDomains(
    domainList.map((entry) => entry.domain),
    {
      fetch: window.fetch.bind(window),
      now: () => performance.now(),
      origin: window.location.origin,
    },
  );
};

/**
 * Once the first page is interactive (an idle moment), measures the brand's domains in the
 * background, once per visit and page load; nothing switches on its own: the measure only
 * lets the network-error message offer the fastest domain. Mounted once, in the site root.
 */
export const useDomainProbeWhenIdle = (): void => {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () =>
      void queryClient.prefetchQuery({
        queryKey: domainProbeKeys.all,
        queryFn: () => measure(client),
        staleTime: PROBE_STALE_MS,
      });
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 10_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [client, queryClient]);
};

/** The fastest healthy domain other than this one, once measured; null before or without. */
export const useFastestDomain = (): DomainProbeResult | null => {
  const client = usePlatformClient();
  const { data } = useQuery({
    queryKey: domainProbeKeys.all,
    queryFn: () => measure(client),
    // Only read here: the idle hook measures.
    enabled: false,
    staleTime: PROBE_STALE_MS,
  });
  return data ? fastestAlternative(data, window.location.origin) : null;
};
