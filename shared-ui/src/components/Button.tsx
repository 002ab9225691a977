import type { ButtonHTMLAttributes, Ref } from 'react';

import styles from './Button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; `primary` is the one main action of a view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to its container's width (forms, modals on phones). */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The button's classes, for a link that must look like one (it navigates without scripts). */
export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string =>
  cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth);

/** The site's button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  className,
  ref,
  ...rest
}: ButtonProps) => (
  <button
    ref={ref}
    type={type}
    className={cx(buttonClassName({ variant, size, fullWidth }), className)}
    {...rest}
  />
);
