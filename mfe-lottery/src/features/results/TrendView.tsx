import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryResult } from 'shared-contracts';
import type { LotteryFamily } from 'shared-contracts/lottery';
import { formLayout } from 'shared-ui';

import common from '../../components/common.module.css';
import { hotAndCold, TREND_BALLS, trendOf } from '../../lib/trend';
import styles from './TrendView.module.css';

export interface TrendViewProps {
  family: LotteryFamily;
  /** The loaded results, newest first. */
  results: readonly LotteryResult[];
}

/** Hot and cold numbers and the missing count of every number over the loaded results. */
export const TrendView = ({ family, results }: TrendViewProps) => {
  const { t } = useTranslation('lottery');
  const { positions } = TREND_BALLS[family];
  const [position, setPosition] = useState<number | null>(positions > 0 ? 0 : null);
  const trend = trendOf(family, results, position);
  const { hot, cold } = hotAndCold(trend);
  const rowLabel = (index: number) => t(`play.rows.pos${Math.min(index + 1, 10)}`);

  return (
    <div className={common.stack3}>
      <p className={formLayout.muted}>{t('results.trendOver', { count: results.length })}</p>
      {positions > 0 ? (
        <label className={`${common.row} ${styles.position}`}>
          {t('results.position')}
          <select
            value={position === null ? 'all' : String(position)}
            onChange={(event) =>
              setPosition(event.target.value === 'all' ? null : Number(event.target.value))
            }
          >
            {Array.from({ length: positions }, (_, index) => (
              <option key={index} value={index}>
                {family === 'LHC' && index === 6 ? t('issue.special') : rowLabel(index)}
              </option>
            ))}
            <option value="all">{t('results.allPositions')}</option>
          </select>
        </label>
      ) : null}
      <div className={styles.extremes}>
        <section aria-label={t('results.hot')}>
          <h3 className={formLayout.muted}>{t('results.hot')}</h3>
          <p className={styles.numbers}>{hot.map((row) => row.number).join(' ')}</p>
        </section>
        <section aria-label={t('results.cold')}>
          <h3 className={formLayout.muted}>{t('results.cold')}</h3>
          <p className={styles.numbers}>{cold.map((row) => row.number).join(' ')}</p>
        </section>
      </div>
      <div className={styles.tableWrap}>
        <table className={common.table}>
          <thead>
            <tr>
              <th scope="col">{t('results.number')}</th>
              <th scope="col">{t('results.hits')}</th>
              <th scope="col">{t('results.missing')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.number}</th>
                <td>{row.hits}</td>
                <td>{row.missing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
