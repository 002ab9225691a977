import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from 'shared-contracts/member';

import { useWithdrawalHistory } from '../../api/withdrawal';
import styles from '../../components/HistoryList.module.css';
import { PagedList } from '../../components/PagedList';
import { StatusFilter } from '../../components/StatusFilter';
import { member } from '../../remote';
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
      <StatusFilter
        statuses={WITHDRAWAL_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
        labelOf={(each) => t(`withdraw.status.${each}`)}
      />
      <PagedList
        query={history}
        label={t('withdraw.history')}
        pagesLabel={t('withdraw.pages')}
        emptyTitle={t('withdraw.historyEmpty')}
        onPage={setPageNo}
        listClassName={styles.list}
      >
        {(withdrawal) => (
          <WithdrawalRow
            key={withdrawal.withdrawalId}
            withdrawal={withdrawal}
            autoReceiveMinutes={autoReceiveMinutes}
            onOpen={onOpen}
          />
        )}
      </PagedList>
    </>
  );
};
