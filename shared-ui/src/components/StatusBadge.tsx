import type { ReactNode } from 'react';

import styles from './StatusBadge.module.css';

/** How a status reads at a glance. */
export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral';

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A status in a list or timeline (pending review, credited, won, rejected...). */
export const StatusBadge = ({ tone, children }: StatusBadgeProps) => (
  <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
);
