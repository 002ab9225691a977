import { formatMoney, useLanguage } from 'shared-ui/kit';

import { useBrand } from '../api/brand';

/** Formats minor units in the player's language with the brand's currency symbol. */
export const useMoney = () => {
  const language = useLanguage();
  const symbol = useBrand().data?.currencySymbol;
  return (minor: number) => formatMoney(minor, language, symbol);
};
