import type { ReactNode } from 'react';

import { Button } from './Button';
import { cx } from './cx';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** What went wrong, in the user's words. */
  message: ReactNode;
  /** Label of the retry button; the button shows only with `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  title?: ReactNode;
  className?: string;
}

/** A failure announced as an alert, with a retry action when the caller can retry. */
export const ErrorState = ({ message, retryLabel, onRetry, title, className }: ErrorStateProps) => (
  <div role="alert" className={cx(styles.error, className)}>
    <span className={styles.icon} aria-hidden="true">
      !
    </span>
    {title ? <p className={styles.title}>{title}</p> : null}
    <p className={styles.message}>{message}</p>
    {onRetry && retryLabel ? (
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null}
  </div>
);
