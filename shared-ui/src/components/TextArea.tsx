import type { Ref, TextareaHTMLAttributes } from 'react';

import { cx } from './cx';
import styles from './TextArea.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text in the look of {@link TextField}'s box, red when `aria-invalid`. The caller
 * lays out its label, hint, count and error, and links them (`id`, `aria-describedby`).
 */
export const TextArea = ({ className, ...rest }: TextAreaProps) => (
  <textarea className={cx(styles.textarea, className)} {...rest} />
);
