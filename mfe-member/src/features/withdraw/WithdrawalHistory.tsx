import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from 'shared-contracts';
import { Pagination } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useWithdrawalHistory } from '../../api/withdrawal';
import { member } from '../../remote';
import styles from '../deposit/HistoryList.module.css';
import { WithdrawalRow } from './WithdrawalRow';

export interface WithdrawalHistoryProps {
  autoReceiveMinutes: number | null;
  onOpen: (withdrawalId: string) => void;
}

/** The player's withdrawals: status filter, one row each (with its question), pages. */
export const WithdrawalHistory = ({ autoReceiveMinutes, onOpen }: WithdrawalHistoryProps) => {
  const { t } = useTranslation(member.namespace);
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const history = useWithdrawalHistory(status, pageNo);

  return (
    <>
      <label className={styles.filter}>
        {t('withdraw.filter')}
        <select
          className={styles.select}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as WithdrawalStatus | undefined);
            setPageNo(1);
          }}
        >
          <option value="">{t('withdraw.allStatuses')}</option>
          {WITHDRAWAL_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`withdraw.status.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryView
        query={history}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
        emptyTitle={t('withdraw.historyEmpty')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ul className={styles.list} aria-label={t('withdraw.history')}>
              {page.list.map((withdrawal) => (
                <WithdrawalRow
                  key={withdrawal.withdrawalId}
                  withdrawal={withdrawal}
                  autoReceiveMinutes={autoReceiveMinutes}
                  onOpen={onOpen}
                />
              ))}
            </ul>
            <Pagination
              page={page.pageNo}
              totalPages={page.totalPages}
              onChange={setPageNo}
              labels={{
                nav: t('withdraw.pages'),
                previous: t('withdraw.previousPage'),
                next: t('withdraw.nextPage'),
                page: (n) => t('withdraw.pageN', { page: n }),
              }}
            />
          </>
        )}
      </QueryView>
    </>
  );
};
