import { useTranslation } from 'react-i18next';
import type { MemberWallets } from 'shared-contracts/member';
import { Card } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
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
      <ul className={cx(layout.bare, styles.list)} aria-label={t('wallet.walletsTitle')}>
        {ordered.map((wallet) => (
          <Card
            as="li"
            key={wallet.walletId}
            variant="inset"
            tone={wallet.kind === 'main' ? 'primary' : 'neutral'}
            gap="xs"
            className={styles.card}
          >
            <span className={styles.name}>
              {wallet.kind === 'main' ? t('wallet.mainWallet') : wallet.name}
            </span>
            <span className={cx(layout.muted, styles.kind)}>
              {wallet.kind === 'main' ? t('wallet.kindMain') : t('wallet.kindVendor')}
            </span>
            <strong className={styles.balance}>{format(wallet.balance)}</strong>
          </Card>
        ))}
        {wallets.merchantWallet ? (
          <Card as="li" variant="inset" gap="xs" className={styles.card}>
            <span className={styles.name}>{wallets.merchantWallet.name}</span>
            <span className={cx(layout.muted, styles.kind)}>{t('wallet.kindMerchant')}</span>
            <strong className={styles.balance}>{format(wallets.merchantWallet.balance)}</strong>
          </Card>
        ) : null}
      </ul>
    </>
  );
};
