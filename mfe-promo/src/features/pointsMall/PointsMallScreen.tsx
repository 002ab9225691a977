import { useTranslation } from 'react-i18next';

import common from '../../components/common.module.css';
import { ConvertPanel } from './ConvertPanel';
import { PointsCatalogue } from './PointsCatalogue';
import styles from './PointsMall.module.css';
import { PointsMovements } from './PointsMovements';
import { PointsSummary } from './PointsSummary';
import { RedemptionHistory } from './RedemptionHistory';

/**
 * /pointMall: the member's points and how they are earned, the catalogue of rewards to redeem,
 * converting points to cash, the redemption history and every movement of the points. Guests see the catalogue and the
 * rules and are asked to log in for the rest.
 */
export const PointsMallScreen = () => {
  const { t } = useTranslation('promo');
  return (
    <section className={styles.screen}>
      <header className={common.header}>
        <h1 className={common.heading}>{t('points.title')}</h1>
        <p className={common.muted}>{t('points.subtitle')}</p>
      </header>
      <PointsSummary />
      <PointsCatalogue />
      <div className={styles.columns}>
        <ConvertPanel />
        <RedemptionHistory />
      </div>
      <PointsMovements />
    </section>
  );
};
