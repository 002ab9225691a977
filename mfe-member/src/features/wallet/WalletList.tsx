import { useTranslation } from 'react-i18next';
import type { MemberWallets } from 'shared-contracts/member';
import { useMoney } from 'shared-ui/kit';

import { member } from '../../remote';
import styles from './WalletList.module.css';

export interface WalletListProps {
  wallets: MemberWallets;
}

/** The total, then one card per wallet: main first, the game wallets, the merchant wallet. */
export const WalletList = ({ wallets }: WalletListProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  const ordered = [...wallets.wallets].sort(
    (a, b) => Number(b.kind === 'main') - Number(a.kind === 'main'),
  );
  return (
    <>
      <p className={styles.total}>
        <span>{t('wallet.total')}</span>
        <strong>{format(wallets.sumBalance)}</strong>
      </p>
      <ul className={styles.list} aria-label={t('wallet.walletsTitle')}>
        {ordered.map((wallet) => (
          <li
            key={wallet.walletId}
            className={`${styles.card} ${wallet.kind === 'main' ? styles.main : ''}`}
          >
            <span className={styles.name}>
              {wallet.kind === 'main' ? t('wallet.mainWallet') : wallet.name}
            </span>
            <span className={styles.kind}>
              {wallet.kind === 'main' ? t('wallet.kindMain') : t('wallet.kindVendor')}
            </span>
            <strong className={styles.balance}>{format(wallet.balance)}</strong>
          </li>
        ))}
        {wallets.merchantWallet ? (
          <li className={styles.card}>
            <span className={styles.name}>{wallets.merchantWallet.name}</span>
            <span className={styles.kind}>{t('wallet.kindMerchant')}</span>
            <strong className={styles.balance}>{format(wallets.merchantWallet.balance)}</strong>
          </li>
        ) : null}
      </ul>
    </>
  );
};
