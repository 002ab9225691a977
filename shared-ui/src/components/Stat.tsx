import type { HTMLAttributes, ReactNode } from 'react';

import { Card } from './Card';
import { cx } from './cx';
import styles from './Stat.module.css';

/** The value's colour: plain, or a gain, a loss or a warning. */
export type StatTone = 'neutral' | 'success' | 'danger' | 'warning';

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  /** A quiet line under the value ("of $100.00", "since Monday"). */
  hint?: ReactNode;
  tone?: StatTone;
  className?: string;
}

/**
 * A summary figure: its label and a big value (a total, a count, a balance), on a card. A term
 * and its definition of the {@link StatGroup} around it.
 */
export const Stat = ({ label, value, hint, tone = 'neutral', className }: StatProps) => (
  <Card gap="xs" className={className} data-stat-tone={tone === 'neutral' ? undefined : tone}>
    <dt className={styles.label}>{label}</dt>
    <dd className={cx(styles.value, tone !== 'neutral' && styles[tone])}>{value}</dd>
    {hint !== undefined && hint !== null ? <dd className={styles.hint}>{hint}</dd> : null}
  </Card>
);

export interface StatGroupProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * Columns of a wide screen. Without: as many tiles of 9rem as fit, two a row up to 640 px. A
   * remote's `className` may change the columns at its own widths (the grid has no specificity).
   */
  columns?: 2 | 3 | 4;
  /** The {@link Stat}s. */
  children: ReactNode;
}

/** Several {@link Stat}s side by side in a grid (a description list). */
export const StatGroup = ({ columns, className, children, ...rest }: StatGroupProps) => (
  <dl
    {...rest}
    className={cx(styles.group, columns && styles[`columns${columns}`], className)}
    data-columns={columns}
  >
    {children}
  </dl>
);
