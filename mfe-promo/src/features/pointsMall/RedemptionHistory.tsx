import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedemptionStatus } from 'shared-contracts';
import { Panel, StatusBadge, type StatusTone } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMember, useMoney } from 'shared-ui/kit';

import { useRedemptions } from '../../api/points';
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import styles from './PointsMall.module.css';
import { PointsPagination } from './PointsPagination';

const TONES: Record<RedemptionStatus, StatusTone> = {
  inProgress: 'pending',
  rejected: 'danger',
  approved: 'success',
};

/** The member's redemptions, newest first, with their status and ops' reason. */
export const RedemptionHistory = () => {
  const { t } = useTranslation('promo');
  const member = useMember();
  return (
    <Panel title={t('points.history.title')}>
      {member ? <HistoryList /> : <p className={common.muted}>{t('points.history.guest')}</p>}
    </Panel>
  );
};

const HistoryList = () => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const { format } = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const history = useRedemptions(pageNo);
  return (
    <QueryView
      query={history}
      loadingLabel={t('points.history.loading')}
      errorMessage={t('points.history.error')}
      retryLabel={t('points.retry')}
      emptyTitle={t('points.history.empty')}
      isEmpty={(page) => page.list.length === 0}
    >
      {(page) => (
        <>
          <ul className={common.list} aria-label={t('points.history.title')}>
            {page.list.map((row) => (
              <li key={row.id} className={styles.historyRow}>
                <div className={common.stack}>
                  <span className={styles.historyName}>
                    {t('points.history.item', { name: row.itemName, count: row.quantity })}
                  </span>
                  <span className={common.muted}>
                    {formatDateTime(row.createdAt, language)} ·{' '}
                    {t('points.cost', {
                      count: row.points,
                      points: formatPoints(row.points, language),
                    })}
                    {row.cashAmount !== null ? ` · ${format(row.cashAmount)}` : ''}
                  </span>
                  {row.reason ? (
                    <span className={common.muted}>
                      {t('points.history.reason', { reason: row.reason })}
                    </span>
                  ) : null}
                </div>
                <StatusBadge tone={TONES[row.status]}>
                  {t(`points.status.${row.status}`)}
                </StatusBadge>
              </li>
            ))}
          </ul>
          <PointsPagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
        </>
      )}
    </QueryView>
  );
};
