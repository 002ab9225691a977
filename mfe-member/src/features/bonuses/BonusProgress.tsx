import type { MemberBonus } from 'shared-contracts/member';

import styles from './BonusDetails.module.css';

export interface BonusProgressProps {
  bonus: Pick<MemberBonus, 'turnoverRequired' | 'progress'>;
  /** The accessible name ("Wagering of Welcome bonus"). */
  label: string;
  /** The value in words ("$30.00 of $100.00"). */
  valueText: string;
}

/** A bonus's wagering as a bar, with its value for screen readers. */
export const BonusProgress = ({ bonus, label, valueText }: BonusProgressProps) => {
  const share =
    bonus.turnoverRequired === 0 ? 1 : Math.min(1, bonus.progress / bonus.turnoverRequired);
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={bonus.turnoverRequired}
      aria-valuenow={bonus.progress}
      aria-valuetext={valueText}
    >
      <div className={styles.bar} style={{ inlineSize: `${Math.round(share * 100)}%` }} />
    </div>
  );
};
