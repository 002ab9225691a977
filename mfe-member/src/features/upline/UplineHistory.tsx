import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage } from 'shared-ui/kit';

import { useUplineTransfers } from '../../api/upline';
import { useMoney } from '../../lib/useMoney';
import { member } from '../../remote';
import styles from './UplineHistory.module.css';

/** Past transfers to the upline, newest first, a page at a time. */
export const UplineHistory = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const transfers = useUplineTransfers(pageNo);
  return (
    <QueryView
      query={transfers}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
      emptyTitle={t('upline.historyEmpty')}
      isEmpty={(page) => page.list.length === 0}
    >
      {(page) => (
        <>
          <ul className={styles.list} aria-label={t('upline.historyTitle')}>
            {page.list.map((transfer) => (
              <li key={transfer.transferId} className={styles.row}>
                <span className={styles.time}>{formatDateTime(transfer.createdAt, language)}</span>
                <span className={styles.to}>{t('upline.to', { name: transfer.toUsername })}</span>
                <strong className={styles.amount}>{format(transfer.amount)}</strong>
              </li>
            ))}
          </ul>
          <Pagination
            page={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            labels={{
              nav: t('upline.pages'),
              previous: t('upline.previous'),
              next: t('upline.next'),
              page: (number) => t('common.page', { page: number, pages: page.totalPages }),
            }}
          />
        </>
      )}
    </QueryView>
  );
};
