import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { depositHistoryEndpoint, type DepositOrder } from 'shared-contracts/member';
import { Button } from 'shared-ui';
import { FormAlert, formatDateTime, useLanguage, useMoney, useRemote } from 'shared-ui/kit';

import { depositKeys, useDepositOrder } from '../../api/deposit';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './DepositOrderView.module.css';
import { DepositStatusBadge } from './DepositStatusBadge';
import { OnlinePayment } from './OnlinePayment';
import { PaymentDetails } from './PaymentDetails';

export interface DepositOrderViewProps {
  order: DepositOrder;
  /** Back to the form for another deposit. */
  onDone: () => void;
}

/**
 * The order just opened: how to pay it, and its status, asked again every few seconds while it
 * is pending so the page says "credited" as soon as the money arrives (and the header balance
 * moves).
 */
export const DepositOrderView = ({ order: opened, onDone }: DepositOrderViewProps) => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const queryClient = useQueryClient();
  const order = useDepositOrder(opened).data;
  const announced = useRef(false);
  const top = useRef<HTMLDivElement>(null);

  // Opened from the bottom of a long form: bring what to pay, and where, into view at once.
  useEffect(() => {
    const element = top.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);

  // The history below lists this order too: it shows the new status as soon as this does.
  useEffect(() => {
    if (order.status === opened.status) return;
    void queryClient.invalidateQueries({ queryKey: depositKeys.call(depositHistoryEndpoint) });
  }, [order.status, opened.status, queryClient]);

  useEffect(() => {
    if (order.status !== 'credited' || announced.current) return;
    announced.current = true;
    host.bus.publish({ type: 'RefreshBalance' });
  }, [order.status, host]);

  const outcome =
    order.status === 'credited'
      ? { key: 'deposit.credited', params: { amount: format(order.creditAmount) } }
      : order.status === 'rejected'
        ? { key: 'deposit.rejectedWith', params: { reason: order.rejectReason ?? '' } }
        : order.status === 'expired'
          ? { key: 'deposit.expiredNotice' }
          : null;

  return (
    <div
      ref={top}
      className={cx(layout.page, styles.order)}
      role="group"
      tabIndex={-1}
      aria-label={t('deposit.orderOpened', { reference: opened.reference })}
      data-deposit-order=""
    >
      <p className={cx(layout.text, layout.small, styles.summary)}>
        <span>{t('deposit.orderOpened', { reference: order.reference })}</span>
        <DepositStatusBadge status={order.status} />
      </p>
      {order.status === 'pending' ? (
        <>
          <p className={layout.muted}>
            {t('deposit.payBefore', { time: formatDateTime(order.expiresAt, language) })}
          </p>
          {order.channelType === 'bank_transfer' ? (
            <>
              <p className={layout.muted}>{t('deposit.bankInstructions')}</p>
              <PaymentDetails order={order} />
            </>
          ) : (
            <>
              <PaymentDetails order={order} />
              <OnlinePayment order={order} />
            </>
          )}
          <p role="status" className={layout.muted}>
            {t('deposit.waiting')}
          </p>
        </>
      ) : null}
      {order.status === 'paid' ? (
        <FormAlert tone="info" message={{ key: 'deposit.paidNotice' }} />
      ) : null}
      <FormAlert tone={order.status === 'credited' ? 'success' : 'error'} message={outcome} />
      <Button variant="secondary" onClick={onDone}>
        {t('deposit.another')}
      </Button>
    </div>
  );
};
