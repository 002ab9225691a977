import { useTranslation } from 'react-i18next';

import { member } from '../../remote';

/** A wallet of a ledger movement in the player's words: the main wallet, or a vendor's code. */
export const useWalletName = () => {
  const { t } = useTranslation(member.namespace);
  return (wallet: string): string =>
    wallet.toUpperCase() === 'MAIN' ? t('records.transactions.mainWallet') : wallet;
};
