import type { ReactNode } from 'react';

import styles from './RowDetails.module.css';

/** One cell a row's details show: its column's header and the cell. */
export interface RowDetail {
  id: string;
  label: string;
  value: ReactNode;
}

export interface RowDetailsProps {
  /** The id the row's toggle names in aria-controls. */
  id?: string;
  items: readonly RowDetail[];
}

/** The cells of a report row whose columns did not fit (useFittingColumns), as labelled lines. */
export const RowDetails = ({ id, items }: RowDetailsProps) => (
  <dl id={id} className={styles.details}>
    {items.map((item) => (
      <div key={item.id} className={styles.item}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
);

export interface RowDetailsToggleProps {
  expanded: boolean;
  /** The id of the row's {@link RowDetails}. */
  controls: string;
  /** The button's words (shared-ui holds none), e.g. "More". */
  label: string;
  onToggle: () => void;
}

/** The button that shows or hides a row's {@link RowDetails}. */
export const RowDetailsToggle = ({
  expanded,
  controls,
  label,
  onToggle,
}: RowDetailsToggleProps) => (
  <button
    type="button"
    className={styles.toggle}
    aria-expanded={expanded}
    aria-controls={expanded ? controls : undefined}
    onClick={onToggle}
  >
    {label}
    <span aria-hidden="true" className={styles.arrow}>
      {expanded ? '▲' : '▼'}
    </span>
  </button>
);
