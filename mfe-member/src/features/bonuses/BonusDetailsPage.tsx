import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATUSES, type BonusStatus, type MemberBonus } from 'shared-contracts/member';
import { Card, Panel, Stat, StatGroup, StatusBadge, type StatusTone } from 'shared-ui';
import { formatDate, QueryView, useLanguage, useMoney } from 'shared-ui/kit';

import { useBonusPage, useBonusTotals } from '../../api/rewards';
import listStyles from '../../components/HistoryList.module.css';
import { cx, layout } from '../../components/layout';
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
    <div className={layout.page}>
      <Panel title={t('bonuses.summary')}>
        <QueryView
          query={totals}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(totals) => (
            <>
              <StatGroup columns={2} className={styles.totals}>
                <Stat label={t('bonuses.count')} value={totals.bonuses} />
                <Stat label={t('bonuses.totalAmount')} value={format(totals.amount)} />
                <Stat label={t('bonuses.owedRequired')} value={format(totals.turnover.required)} />
                <Stat
                  label={t('bonuses.owedRemaining')}
                  value={format(totals.turnover.remaining)}
                />
              </StatGroup>
              <p className={layout.muted}>
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
              <Card as="li" key={bonus.id} variant="outline" gap="none" className={listStyles.row}>
                <div className={layout.stackXs}>
                  <span className={listStyles.reference}>{name}</span>
                  <span className={layout.muted}>
                    {t('bonuses.grantedAt', { date: formatDate(bonus.grantedAt, language) })}
                  </span>
                </div>
                <div className={listStyles.side}>
                  <span className={layout.strong}>{format(bonus.amount)}</span>
                  <StatusBadge tone={TONES[bonus.status]}>
                    {t(`bonuses.status.${bonus.status}`)}
                  </StatusBadge>
                </div>
                <div className={listStyles.wide}>
                  <dl className={cx(layout.facts, layout.small, styles.figures)}>
                    <div>
                      <dt>{t('bonuses.required')}</dt>
                      <dd>{format(bonus.turnoverRequired)}</dd>
                    </div>
                    <div>
                      <dt>{t('bonuses.progress')}</dt>
                      <dd>{format(bonus.progress)}</dd>
                    </div>
                    <div>
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
              </Card>
            );
          }}
        </PagedList>
      </Panel>
    </div>
  );
};
