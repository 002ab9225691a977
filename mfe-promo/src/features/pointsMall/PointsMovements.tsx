import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_ENTRY_KINDS, type PointsEntryKind } from 'shared-contracts';
import { Panel, SelectField } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useMember } from 'shared-ui/kit';

import { usePointsEntries } from '../../api/points';
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import styles from './PointsMall.module.css';
import { PointsPagination } from './PointsPagination';

type KindFilter = PointsEntryKind | 'all';

/**
 * The member's points history: every movement (earned on valid bets, granted, spent on a
 * redemption, refunded after a rejection, converted to cash), newest first, with the balance
 * after it, by kind and page.
 */
export const PointsMovements = () => {
  const { t } = useTranslation('promo');
  const member = useMember();
  return (
    <Panel title={t('points.movements.title')}>
      {member ? <MovementList /> : <p className={common.muted}>{t('points.movements.guest')}</p>}
    </Panel>
  );
};

const MovementList = () => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const [kind, setKind] = useState<KindFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const entries = usePointsEntries(kind === 'all' ? undefined : kind, pageNo);
  return (
    <div className={common.stack}>
      <div className={styles.sort}>
        <SelectField
          label={t('points.movements.kindFilter')}
          value={kind}
          onChange={(next) => {
            setPageNo(1);
            setKind(next);
          }}
          options={(['all', ...POINTS_ENTRY_KINDS] as const).map((value) => ({
            value,
            label: t(`points.movements.kind.${value}`),
          }))}
        />
      </div>
      <QueryView
        query={entries}
        loadingLabel={t('points.movements.loading')}
        errorMessage={t('points.movements.error')}
        retryLabel={t('points.retry')}
        emptyTitle={t('points.movements.empty')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ul className={common.list} aria-label={t('points.movements.title')}>
              {page.list.map((entry) => (
                <li key={entry.id} className={styles.historyRow}>
                  <div className={common.stack}>
                    <span className={styles.historyName}>
                      {t(`points.movements.kind.${entry.kind}`)}
                    </span>
                    <span className={common.muted}>
                      {formatDateTime(entry.createdAt, language)}
                      {entry.kind === 'grant' && entry.reference ? ` · ${entry.reference}` : ''}
                    </span>
                  </div>
                  <div className={styles.movementFigures}>
                    <span className={entry.points < 0 ? styles.pointsOut : styles.pointsIn}>
                      {t(entry.points < 0 ? 'points.movements.out' : 'points.movements.in', {
                        points: formatPoints(Math.abs(entry.points), language),
                      })}
                    </span>
                    <span className={common.muted}>
                      {t('points.movements.balanceAfter', {
                        points: formatPoints(entry.balanceAfter, language),
                      })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <PointsPagination
              page={pageNo}
              totalPages={page.totalPages}
              onChange={setPageNo}
              label={t('points.movements.pages')}
            />
          </>
        )}
      </QueryView>
    </div>
  );
};
