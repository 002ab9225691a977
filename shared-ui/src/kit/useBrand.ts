import { useQuery } from '@tanstack/react-query';
import { whitelabelEndpoint } from 'shared-contracts';

import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '../format/money';
import { useLanguage, useRemote } from './RemoteContext';

/** The brand configuration changes with a deployment, not during a visit. */
const BRAND_STALE_MS = 10 * 60_000;

/** Query keys of the brand configuration (in each remote's own cache: one-way dependencies). */
export const brandKeys = {
  all: ['kit', 'brand'] as const,
};

/** The brand's name and currency symbol, from /wps/system/whitelabel. */
export const useBrand = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: brandKeys.all,
    queryFn: ({ signal }) => client.call(whitelabelEndpoint, {}, { signal }),
    staleTime: BRAND_STALE_MS,
    select: (brand) => ({ brandName: brand.brandName, currencySymbol: brand.currencySymbol }),
  });
};

/**
 * Formats minor units in the player's language with the brand's currency symbol (the kit's one
 * formatter), and says which symbol that is for amount fields.
 */
export const useMoney = () => {
  const language = useLanguage();
  const symbol = useBrand().data?.currencySymbol;
  const format = (minor: number) => formatMoney(minor, language, symbol);
  return { format, symbol: symbol ?? DEFAULT_CURRENCY_SYMBOL };
};
