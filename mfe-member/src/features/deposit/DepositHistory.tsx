import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositOrder, type DepositStatus } from 'shared-contracts/member';
import { Button, Card } from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { useDepositHistory } from '../../api/deposit';
import styles from '../../components/HistoryList.module.css';
import { cx, layout } from '../../components/layout';
import { PagedList } from '../../components/PagedList';
import { StatusFilter } from '../../components/StatusFilter';
import { member } from '../../remote';
import { DepositStatusBadge } from './DepositStatusBadge';

/** Props of {@link DepositHistory}. */
export interface DepositHistoryProps {
  /** Shows how to pay an order still waiting for its payment (the page's order view). */
  onOpen: (order: DepositOrder) => void;
}

/**
 * The player's deposit orders: status filter, one row each, pages. An order still waiting for
 * its payment offers its payment details again: a player who comes back to pay finds them here.
 */
export const DepositHistory = ({ onOpen }: DepositHistoryProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const [status, setStatus] = useState<DepositStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const history = useDepositHistory(status, pageNo);

  return (
    <>
      <StatusFilter
        statuses={DEPOSIT_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
        labelOf={(each) => t(`deposit.status.${each}`)}
      />
      <PagedList
        query={history}
        label={t('deposit.history')}
        pagesLabel={t('deposit.pages')}
        emptyTitle={t('deposit.historyEmpty')}
        onPage={setPageNo}
        listClassName={styles.list}
      >
        {(order) => (
          <Card as="li" key={order.orderId} variant="outline" gap="none" className={styles.row}>
            <div className={layout.stackXs}>
              <span className={cx(layout.strong, layout.orderNumber)}>{order.reference}</span>
              <span className={layout.muted}>{order.channelName}</span>
              <span className={layout.muted}>{formatDateTime(order.createdAt, language)}</span>
            </div>
            <div className={styles.side}>
              <span className={layout.strong}>{format(order.amount)}</span>
              <DepositStatusBadge status={order.status} />
            </div>
            {order.status === 'pending' ? (
              <div className={styles.wide}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('deposit.howToPayOrder', { reference: order.reference })}
                  onClick={() => onOpen(order)}
                >
                  {t('deposit.howToPay')}
                </Button>
              </div>
            ) : null}
            {order.status === 'rejected' && order.rejectReason ? (
              <p className={cx(layout.error, styles.wide)}>
                {t('deposit.rejectReason', { reason: order.rejectReason })}
              </p>
            ) : null}
          </Card>
        )}
      </PagedList>
    </>
  );
};
