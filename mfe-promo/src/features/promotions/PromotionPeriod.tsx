import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from 'shared-ui/kit';

import styles from './PromotionPeriod.module.css';

export interface PromotionPeriodProps {
  startTime: number;
  /** Null for an open-ended promotion. */
  endTime: number | null;
}

/** When a promotion runs, formatted for the active language. */
export const PromotionPeriod = ({ startTime, endTime }: PromotionPeriodProps) => {
  const { t } = useTranslation('promo');
  const language = useLanguage();
  const start = formatDate(startTime, language);
  const text =
    endTime === null
      ? t('period.openEnded', { start })
      : t('period.range', { start, end: formatDate(endTime, language) });
  return (
    <p className={styles.period}>
      <span className={styles.label}>{t('period.label')}</span>{' '}
      <time dateTime={new Date(startTime).toISOString()}>{text}</time>
    </p>
  );
};
