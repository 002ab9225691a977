import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import type { ButtonSize, ButtonVariant } from './Button';
import { cx } from './cx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Accessible name; required because the button shows no text. Also used as tooltip. */
  label: string;
  /** Decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = ({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  title,
  ref,
  ...rest
}: IconButtonProps) => (
  <button
    ref={ref}
    type={type}
    aria-label={label}
    title={title ?? label}
    className={cx(styles.iconButton, styles[variant], styles[size], className)}
    {...rest}
  >
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  </button>
);
