import { useQuery } from '@tanstack/react-query';
import { whitelabelEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the brand configuration this remote reads. */
export const brandKeys = {
  all: ['lottery', 'brand'] as const,
};

/** The brand configuration changes with a deployment, not during a visit. */
const BRAND_STALE_MS = 10 * 60_000;

/** The brand's currency symbol, from /wps/system/whitelabel (own cache: one-way deps). */
export const useBrand = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: brandKeys.all,
    queryFn: ({ signal }) => client.call(whitelabelEndpoint, {}, { signal }),
    staleTime: BRAND_STALE_MS,
    select: (brand) => ({ currencySymbol: brand.currencySymbol }),
  });
};
