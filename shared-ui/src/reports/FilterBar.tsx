import type { FormEvent, ReactNode } from 'react';

import styles from './FilterBar.module.css';
import { PeriodPicker, type PeriodPickerProps } from './PeriodPicker';

export interface FilterBarProps {
  /** The accessible name of the fields' group ("Bet filters"). */
  label: string;
  /** The report's period, above the fields (omitted when the report has none). */
  period?: PeriodPickerProps;
  /** Fields applied as a search (a form with a submit button in `actions`); applied as they change otherwise. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Minimum width of a field: `roomy` (11rem) for text fields, `compact` (10rem) for selects. */
  fieldWidth?: 'compact' | 'roomy';
  /** The fields (`TextField`, `SelectField`). */
  children?: ReactNode;
  /** Buttons after the fields (search, reset), side by side in the last cell. */
  actions?: ReactNode;
}

/**
 * A report's filters: the period picker with its quick picks, then a row of fields that wraps
 * (one column on phones) and their buttons. It adds no box of its own: the page's gap spaces the
 * period and the fields.
 */
export const FilterBar = ({
  label,
  period,
  onSubmit,
  fieldWidth = 'compact',
  children,
  actions,
}: FilterBarProps) => {
  const className = `${styles.fields} ${fieldWidth === 'roomy' ? styles.roomy : ''}`.trim();
  const content = (
    <>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
  return (
    <>
      {period ? <PeriodPicker {...period} /> : null}
      {children || actions ? (
        onSubmit ? (
          <form className={className} onSubmit={onSubmit} aria-label={label}>
            {content}
          </form>
        ) : (
          <fieldset className={className} aria-label={label}>
            {content}
          </fieldset>
        )
      ) : null}
    </>
  );
};
