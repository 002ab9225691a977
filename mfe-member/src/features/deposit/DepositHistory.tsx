import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from 'shared-contracts/member';
import { Card } from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { useDepositHistory } from '../../api/deposit';
import styles from '../../components/HistoryList.module.css';
import { cx, layout } from '../../components/layout';
import { PagedList } from '../../components/PagedList';
import { StatusFilter } from '../../components/StatusFilter';
import { member } from '../../remote';
import { DepositStatusBadge } from './DepositStatusBadge';

/** The player's deposit orders: status filter, one row each, pages. */
export const DepositHistory = () => {
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
              <span className={styles.reference}>{order.reference}</span>
              <span className={layout.muted}>{order.channelName}</span>
              <span className={layout.muted}>{formatDateTime(order.createdAt, language)}</span>
            </div>
            <div className={styles.side}>
              <span className={layout.strong}>{format(order.amount)}</span>
              <DepositStatusBadge status={order.status} />
            </div>
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
