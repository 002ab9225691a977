import { DEFAULT_CURRENCY_SYMBOL, formatMoney, useLanguage } from 'shared-ui/kit';

import { useBrand } from '../api/brand';

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
