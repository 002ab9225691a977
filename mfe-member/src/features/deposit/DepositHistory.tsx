import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from 'shared-contracts/member';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { useDepositHistory } from '../../api/deposit';
import styles from '../../components/HistoryList.module.css';
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
          <li key={order.orderId} className={styles.row}>
            <div className={styles.main}>
              <span className={styles.reference}>{order.reference}</span>
              <span className={styles.muted}>{order.channelName}</span>
              <span className={styles.muted}>{formatDateTime(order.createdAt, language)}</span>
            </div>
            <div className={styles.side}>
              <span className={styles.amount}>{format(order.amount)}</span>
              <DepositStatusBadge status={order.status} />
            </div>
            {order.status === 'rejected' && order.rejectReason ? (
              <p className={styles.reason}>
                {t('deposit.rejectReason', { reason: order.rejectReason })}
              </p>
            ) : null}
          </li>
        )}
      </PagedList>
    </>
  );
};
