import { useTranslation } from 'react-i18next';
import { isVnResult, type LotteryResult, VN_PRIZE_KEYS } from 'shared-contracts';

import common from './common.module.css';
import styles from './ResultView.module.css';

export interface ResultViewProps {
  result: LotteryResult;
  /** Mark Six: the last ball is the special number. */
  family: string;
  /** Accessible name of the result (e.g. "Result of issue 20250101-0001"). */
  label: string;
}

/** A draw result: the balls in draw order, or a VN prize table. */
export const ResultView = ({ result, family, label }: ResultViewProps) => {
  const { t } = useTranslation('lottery');
  if (isVnResult(result)) {
    return (
      <dl className={styles.prizes} aria-label={label}>
        {VN_PRIZE_KEYS.map((key) => {
          const numbers = result.prizes[key];
          if (!numbers) return null;
          return (
            <div key={key} className={styles.prize}>
              <dt className={common.label}>
                {key === 'special' ? t('issue.special') : key.toUpperCase()}
              </dt>
              <dd>{numbers.join(' · ')}</dd>
            </div>
          );
        })}
      </dl>
    );
  }
  const special = family === 'LHC' ? result.balls.length - 1 : -1;
  return (
    <ol className={`${common.plain} ${styles.balls}`} aria-label={label}>
      {result.balls.map((ball, index) => (
        <li
          // Balls may repeat (SSC), so the position is the identity.
          key={index}
          className={index === special ? `${styles.ball} ${styles.special}` : styles.ball}
          title={index === special ? t('issue.special') : undefined}
        >
          {ball}
        </li>
      ))}
    </ol>
  );
};
