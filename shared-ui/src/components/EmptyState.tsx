import type { ReactNode } from 'react';

import { cx } from './cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** The main message, e.g. "No promotions in this category". */
  title: ReactNode;
  description?: ReactNode;
  /** An optional way forward (a link or a button). */
  action?: ReactNode;
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  className?: string;
}

/** Shown when a list has nothing to show. */
export const EmptyState = ({ title, description, action, icon, className }: EmptyStateProps) => (
  <div className={cx(styles.empty, className)}>
    {icon ? (
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
    ) : null}
    <p className={styles.title}>{title}</p>
    {description ? <p className={styles.description}>{description}</p> : null}
    {action ? <div className={styles.action}>{action}</div> : null}
  </div>
);
