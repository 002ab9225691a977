import styles from './CountBadge.module.css';

/** Above this a badge shows `99+`. */
export const BADGE_MAX = 99;

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  count: number;
  /** What the count is, with the count, for assistive technology ("3 unread messages"). */
  label: string;
  className?: string;
}

/** A small count on an icon or avatar (unread messages, missions); nothing at 0. */
export const CountBadge = ({ count, label, className }: CountBadgeProps) =>
  count > 0 ? (
    <span role="img" aria-label={label} className={`${styles.badge} ${className ?? ''}`}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  ) : null;
