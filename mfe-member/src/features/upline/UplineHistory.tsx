import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import { useUplineTransfers } from '../../api/upline';
import { layout } from '../../components/layout';
import { PagedList } from '../../components/PagedList';
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
    <PagedList
      query={transfers}
      label={t('upline.historyTitle')}
      pagesLabel={t('upline.pages')}
      emptyTitle={t('upline.historyEmpty')}
      onPage={setPageNo}
      listClassName={layout.bare}
      pageLabel={(pageNo, pages) => t('common.page', { page: pageNo, pages })}
    >
      {(transfer) => (
        <li key={transfer.transferId} className={styles.row}>
          <span className={layout.muted}>{formatDateTime(transfer.createdAt, language)}</span>
          <span className={styles.to}>{t('upline.to', { name: transfer.toUsername })}</span>
          <strong className={styles.amount}>{format(transfer.amount)}</strong>
        </li>
      )}
    </PagedList>
  );
};
