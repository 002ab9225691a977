import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui';
import { formatDateTime, useLanguage, useMoney } from 'shared-ui/kit';

import {
  REWARD_HISTORY_STATUSES,
  type RewardHistoryStatus,
  useRewardHistory,
} from '../../api/rewards';
import styles from '../../components/HistoryList.module.css';
import { layout } from '../../components/layout';
import { PagedList } from '../../components/PagedList';
import { StatusFilter } from '../../components/StatusFilter';
import { member } from '../../remote';
import { RewardStatusBadge } from './RewardStatusBadge';
import { useRewardText } from './useRewardText';

/** The player's claimed and expired rewards: status filter, one row each, pages. */
export const RewardHistory = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const text = useRewardText();
  const [status, setStatus] = useState<RewardHistoryStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const history = useRewardHistory(status, pageNo);

  return (
    <>
      <StatusFilter
        statuses={REWARD_HISTORY_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
        labelOf={(each) => t(`rewards.status.${each}`)}
      />
      <PagedList
        query={history}
        label={t('rewards.history')}
        pagesLabel={t('rewards.historyPages')}
        emptyTitle={t('rewards.historyEmpty')}
        onPage={setPageNo}
        listClassName={styles.list}
      >
        {(reward) => (
          <Card as="li" key={reward.id} variant="outline" gap="none" className={styles.row}>
            <div className={layout.stackXs}>
              <span className={styles.reference}>{text.name(reward)}</span>
              <span className={layout.muted}>{text.reason(reward)}</span>
              <span className={layout.muted}>
                {reward.claimedAt === null
                  ? t('rewards.expiredAt', { time: formatDateTime(reward.expiresAt, language) })
                  : t('rewards.claimedAt', { time: formatDateTime(reward.claimedAt, language) })}
              </span>
            </div>
            <div className={styles.side}>
              <span className={layout.strong}>{format(reward.amount)}</span>
              <RewardStatusBadge status={reward.status} />
            </div>
          </Card>
        )}
      </PagedList>
    </>
  );
};
