import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATUSES, type BonusStatus, type MemberBonus } from 'shared-contracts/member';
import { Panel, StatusBadge, type StatusTone } from 'shared-ui';
import { formatDate, QueryView, useLanguage, useMoney } from 'shared-ui/kit';

import { useBonusPage, useBonusTotals } from '../../api/rewards';
import listStyles from '../../components/HistoryList.module.css';
import { PagedList } from '../../components/PagedList';
import { StatusFilter } from '../../components/StatusFilter';
import { member } from '../../remote';
import styles from './BonusDetails.module.css';
import { BonusProgress } from './BonusProgress';

const TONES: Record<BonusStatus, StatusTone> = {
  active: 'pending',
  completed: 'success',
  cancelled: 'neutral',
};

/**
 * The name of a bonus: one granted by a rule (the registration bonus) by its rule, a reward's by
 * its kind, one granted by ops as they named it.
 */
const useBonusName = () => {
  const { t } = useTranslation(member.namespace);
  return (bonus: MemberBonus) =>
    bonus.source
      ? t(`bonuses.sources.${bonus.source}`)
      : bonus.rewardKind === null
        ? bonus.name
        : t(`rewards.kinds.${bonus.rewardKind}`);
};

/**
 * Bonus details (bonusDetails): every bonus the player received with the wagering it asks and
 * how far it has come (the stakes since the oldest bonus still owed, filling the oldest first),
 * and at the top the sum withdrawals wait for.
 */
export const BonusDetailsPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const { format } = useMoney();
  const nameOf = useBonusName();
  const [status, setStatus] = useState<BonusStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const totals = useBonusTotals(status, pageNo);
  const bonuses = useBonusPage(status, pageNo);

  return (
    <div className={styles.page}>
      <Panel title={t('bonuses.summary')}>
        <QueryView
          query={totals}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(totals) => (
            <>
              <dl className={styles.totals}>
                <div className={styles.total}>
                  <dt>{t('bonuses.count')}</dt>
                  <dd>{totals.bonuses}</dd>
                </div>
                <div className={styles.total}>
                  <dt>{t('bonuses.totalAmount')}</dt>
                  <dd>{format(totals.amount)}</dd>
                </div>
                <div className={styles.total}>
                  <dt>{t('bonuses.owedRequired')}</dt>
                  <dd>{format(totals.turnover.required)}</dd>
                </div>
                <div className={styles.total}>
                  <dt>{t('bonuses.owedRemaining')}</dt>
                  <dd>{format(totals.turnover.remaining)}</dd>
                </div>
              </dl>
              <p className={listStyles.muted}>
                {totals.turnover.remaining > 0
                  ? t('bonuses.withdrawBlocked', { left: format(totals.turnover.remaining) })
                  : t('bonuses.withdrawFree')}
              </p>
            </>
          )}
        </QueryView>
      </Panel>
      <Panel title={t('bonuses.list')}>
        <StatusFilter
          statuses={BONUS_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
          labelOf={(each) => t(`bonuses.status.${each}`)}
        />
        <PagedList
          query={bonuses}
          label={t('bonuses.list')}
          pagesLabel={t('bonuses.pages')}
          emptyTitle={t('bonuses.empty')}
          onPage={setPageNo}
          listClassName={listStyles.list}
        >
          {(bonus) => {
            const name = nameOf(bonus);
            return (
              <li key={bonus.id} className={listStyles.row}>
                <div className={listStyles.main}>
                  <span className={listStyles.reference}>{name}</span>
                  <span className={listStyles.muted}>
                    {t('bonuses.grantedAt', { date: formatDate(bonus.grantedAt, language) })}
                  </span>
                </div>
                <div className={listStyles.side}>
                  <span className={listStyles.amount}>{format(bonus.amount)}</span>
                  <StatusBadge tone={TONES[bonus.status]}>
                    {t(`bonuses.status.${bonus.status}`)}
                  </StatusBadge>
                </div>
                <div className={listStyles.wide}>
                  <dl className={styles.figures}>
                    <div className={styles.figure}>
                      <dt>{t('bonuses.required')}</dt>
                      <dd>{format(bonus.turnoverRequired)}</dd>
                    </div>
                    <div className={styles.figure}>
                      <dt>{t('bonuses.progress')}</dt>
                      <dd>{format(bonus.progress)}</dd>
                    </div>
                    <div className={styles.figure}>
                      <dt>{t('bonuses.remaining')}</dt>
                      <dd>{format(bonus.remaining)}</dd>
                    </div>
                  </dl>
                </div>
                {bonus.status === 'cancelled' ? null : (
                  <div className={listStyles.wide}>
                    <BonusProgress
                      bonus={bonus}
                      label={t('bonuses.progressOf', { name })}
                      valueText={t('bonuses.progressValue', {
                        progress: format(bonus.progress),
                        required: format(bonus.turnoverRequired),
                      })}
                    />
                  </div>
                )}
              </li>
            );
          }}
        </PagedList>
      </Panel>
    </div>
  );
};
