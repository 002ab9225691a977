import { useTranslation } from 'react-i18next';
import type { PromotionBadge } from 'shared-contracts';

import styles from './PromotionBadges.module.css';

export interface PromotionBadgesProps {
  badges: readonly PromotionBadge[];
}

/** The badges of a promotion, each in its own colour (newbie, limited, VIP...). */
export const PromotionBadges = ({ badges }: PromotionBadgesProps) => {
  const { t } = useTranslation('promo');
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={t('badgesLabel')}>
      {badges.map((badge) => (
        <li key={badge} className={`${styles.badge} ${styles[badge] ?? ''}`}>
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
};
