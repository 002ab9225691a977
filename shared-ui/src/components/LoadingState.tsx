import { cx } from './cx';
import styles from './LoadingState.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingStateProps {
  /** What is loading, read by screen readers (e.g. "Loading promotions"). */
  label: string;
  className?: string;
}

/** A spinner announced politely as a status. */
export const LoadingState = ({ label, className }: LoadingStateProps) => (
  <div role="status" className={cx(styles.loading, className)}>
    <span className={styles.spinner} aria-hidden="true" />
    <VisuallyHidden>{label}</VisuallyHidden>
  </div>
);
