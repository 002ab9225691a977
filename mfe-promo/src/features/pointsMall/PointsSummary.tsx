import { useTranslation } from 'react-i18next';
import { Button, ErrorState, formLayout, LoadingState, Panel, StatGroup } from 'shared-ui';
import { useLanguage, useMember, useMoney, useRemote } from 'shared-ui/kit';

import { usePointsBalance, usePointsConfig } from '../../api/points';
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import styles from './PointsMall.module.css';

/** The member's points balance (a login button for a guest) beside the earning rules. */
export const PointsSummary = () => {
  const { t } = useTranslation('promo');
  const { host } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const config = usePointsConfig();
  const balance = usePointsBalance();
  const signedIn = useMember() !== null;

  const balanceBody = () => {
    if (!signedIn)
      return (
        <div className={common.stack}>
          <p className={common.muted}>{t('points.balance.guest')}</p>
          <Button onClick={() => host.bus.publish({ type: 'OpenLogin' })}>
            {t('points.logIn')}
          </Button>
        </div>
      );
    if (balance.isPending) return <LoadingState label={t('points.balance.loading')} />;
    if (balance.isError)
      return (
        <ErrorState
          message={t('points.balance.error')}
          retryLabel={t('points.retry')}
          onRetry={() => void balance.refetch()}
        />
      );
    return (
      <StatGroup className={styles.figures}>
        <div>
          <dt className={formLayout.muted}>{t('points.balance.label')}</dt>
          <dd className={styles.balance}>{formatPoints(balance.data.balance, language)}</dd>
        </div>
        <div>
          <dt className={formLayout.muted}>{t('points.balance.earned')}</dt>
          <dd>{formatPoints(balance.data.earnedTotal, language)}</dd>
        </div>
        <div>
          <dt className={formLayout.muted}>{t('points.balance.spent')}</dt>
          <dd>{formatPoints(balance.data.spentTotal, language)}</dd>
        </div>
      </StatGroup>
    );
  };

  return (
    <div className={styles.summary}>
      <Panel title={t('points.balance.title')}>{balanceBody()}</Panel>
      <Panel title={t('points.rules.title')}>
        {config.isPending ? (
          <LoadingState label={t('points.rules.loading')} />
        ) : config.isError ? (
          <ErrorState
            message={t('points.rules.error')}
            retryLabel={t('points.retry')}
            onRetry={() => void config.refetch()}
          />
        ) : (
          <ul className={styles.rules}>
            <li>
              {t('points.rules.earn', {
                count: config.data.earn.points,
                points: formatPoints(config.data.earn.points, language),
                amount: format(config.data.earn.perValidBet),
              })}
            </li>
            <li>
              {t('points.rules.exchange', {
                count: config.data.exchange.points,
                points: formatPoints(config.data.exchange.points, language),
                amount: format(config.data.exchange.cash),
              })}
            </li>
            <li>
              {t('points.rules.convert', {
                min: formatPoints(config.data.convert.minPoints, language),
                step: formatPoints(config.data.convert.stepPoints, language),
              })}
            </li>
            <li>{t('points.rules.neverExpire')}</li>
          </ul>
        )}
      </Panel>
    </div>
  );
};
