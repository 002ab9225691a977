import { DEFAULT_ESPORTS_VASSALAGES, whitelabelEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointQuery } from 'shared-ui/kit';

/** Query keys of the brand configuration this remote reads (the launcher reads it too). */
export const brandKeys = resourceKeys('lobby', 'brand');

/** The brand configuration changes with a deployment, not during a visit. */
export const BRAND_STALE_MS = 10 * 60_000;

/**
 * The brand's merchant code and e-sports vassalage list, from /wps/system/whitelabel. The
 * shell reads the same call; this remote keeps its own cache (one-way dependencies).
 */
export const useBrand = () =>
  useEndpointQuery(
    whitelabelEndpoint,
    {},
    {
      key: brandKeys,
      staleTime: BRAND_STALE_MS,
      select: (brand) => ({
        merchantCode: brand.brandCode,
        currencySymbol: brand.currencySymbol,
        esportsVassalages:
          brand.esportsVassalages.length > 0
            ? brand.esportsVassalages
            : [...DEFAULT_ESPORTS_VASSALAGES],
      }),
    },
  );
