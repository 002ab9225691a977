import type { ReactNode } from 'react';

import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/** Text read by assistive technology but not shown on screen. */
export const VisuallyHidden = ({ children }: VisuallyHiddenProps) => (
  <span className={styles.hidden}>{children}</span>
);
