import { cx } from './cx';
import styles from './LoadingState.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingStateProps {
  /** What is loading, read by screen readers (e.g. "Loading promotions"). */
  label: string;
  /**
   * Drawn without motion: the loading has not started (a block below the fold waits to come
   * near the screen). A spinning one makes the page draw a frame every turn for nobody.
   */
  still?: boolean;
  className?: string;
}

/** A spinner announced politely as a status. */
export const LoadingState = ({ label, still = false, className }: LoadingStateProps) => (
  <div role="status" className={cx(styles.loading, className)}>
    <span className={cx(styles.spinner, still && styles.still)} aria-hidden="true" />
    <VisuallyHidden>{label}</VisuallyHidden>
  </div>
);
