import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from 'shared-contracts';
import { Pagination } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage } from 'shared-ui/kit';

import { useDepositHistory } from '../../api/deposit';
import { useMoney } from '../../lib/useMoney';
import { member } from '../../remote';
import { DepositStatusBadge } from './DepositStatusBadge';
import styles from './HistoryList.module.css';

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
      <label className={styles.filter}>
        {t('deposit.filter')}
        <select
          className={styles.select}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as DepositStatus | undefined);
            setPageNo(1);
          }}
        >
          <option value="">{t('deposit.allStatuses')}</option>
          {DEPOSIT_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`deposit.status.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryView
        query={history}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
        emptyTitle={t('deposit.historyEmpty')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ul className={styles.list} aria-label={t('deposit.history')}>
              {page.list.map((order) => (
                <li key={order.orderId} className={styles.row}>
                  <div className={styles.main}>
                    <span className={styles.reference}>{order.reference}</span>
                    <span className={styles.muted}>{order.channelName}</span>
                    <span className={styles.muted}>
                      {formatDateTime(order.createdAt, language)}
                    </span>
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
              ))}
            </ul>
            <Pagination
              page={page.pageNo}
              totalPages={page.totalPages}
              onChange={setPageNo}
              labels={{
                nav: t('deposit.pages'),
                previous: t('deposit.previousPage'),
                next: t('deposit.nextPage'),
                page: (n) => t('deposit.pageN', { page: n }),
              }}
            />
          </>
        )}
      </QueryView>
    </>
  );
};
