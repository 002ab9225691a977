import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from 'shared-contracts/member';
import { buttonClassName, LoadingState } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './OnlinePayment.module.css';
import { paymentUrlOf } from './paymentUrl';

// The QR library is only downloaded by players who pay by QR or e-wallet.
const QrCode = lazy(async () => ({ default: (await import('shared-ui/qr-code')).QrCode }));

export interface OnlinePaymentProps {
  order: DepositOrder;
}

/** A QR or e-wallet order: the provider's payment page as a QR code and as a link. */
export const OnlinePayment = ({ order }: OnlinePaymentProps) => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const url = paymentUrlOf(order.payUrl, host.config.apiBaseUrl);
  if (!url) return <p className={layout.muted}>{t('deposit.noPaymentPage')}</p>;
  return (
    <div className={styles.payment}>
      <Suspense fallback={<LoadingState label={t('common.loading')} />}>
        <QrCode value={url} label={t('deposit.qrLabel')} size={200} />
      </Suspense>
      <div className={cx(layout.stack, styles.steps)}>
        <p className={layout.muted}>{t('deposit.scanOrOpen')}</p>
        <a
          className={cx(buttonClassName(), layout.start)}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('deposit.openPaymentPage')}
        </a>
      </div>
    </div>
  );
};
