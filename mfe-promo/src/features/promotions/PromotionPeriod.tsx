import { useTranslation } from 'react-i18next';
import { formLayout } from 'shared-ui';
import { useLanguage } from 'shared-ui/kit';

import { BRAND_ZONE_LABEL, brandDate } from './brandTime';
import styles from './PromotionPeriod.module.css';

export interface PromotionPeriodProps {
  startTime: number;
  /** Null for an open-ended promotion. */
  endTime: number | null;
}

/** When a promotion runs, in the active language, its days in the brand's zone (as its terms). */
export const PromotionPeriod = ({ startTime, endTime }: PromotionPeriodProps) => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const start = brandDate(startTime, language);
  const zone = BRAND_ZONE_LABEL;
  const text =
    endTime === null
      ? t('period.openEnded', { start, zone })
      : t('period.range', { start, end: brandDate(endTime, language), zone });
  return (
    <p className={formLayout.muted}>
      <span className={styles.label}>{t('period.label')}</span>{' '}
      <time dateTime={new Date(startTime).toISOString()}>{text}</time>
    </p>
  );
};
