import type { ReactNode } from 'react';

export interface BallToggleProps {
  /** Whether the ball is in the row's pick (`aria-pressed`). */
  pressed: boolean;
  /** The row is at its most picks: a ball not in the pick cannot be added. */
  full: boolean;
  className?: string;
  onToggle: () => void;
  /** What the ball shows (its number or option, and any figures). */
  children: ReactNode;
}

/**
 * One ball of a picker row: a toggle button that puts the ball in or out of the pick. While the
 * row is full, a ball that is not picked is disabled until one is taken away.
 */
export const BallToggle = ({ pressed, full, className, onToggle, children }: BallToggleProps) => (
  <button
    type="button"
    aria-pressed={pressed}
    disabled={!pressed && full}
    className={className}
    onClick={onToggle}
  >
    {children}
  </button>
);
