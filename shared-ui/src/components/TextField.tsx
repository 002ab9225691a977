import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

import { cx } from './cx';
import { FieldNotes, fieldNotesDescribedBy } from './FieldNotes';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Validation message; marks the field invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Help text under the field, also linked by aria-describedby. */
  hint?: ReactNode;
  /** Content after the input inside the field, e.g. a show-password button or a countdown. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** SPEC's required marker (section 5: "Required placeholder gets a ＊ suffix"), everywhere. */
export const REQUIRED_MARK = '＊';

/**
 * A labelled text input. Required fields carry SPEC's marker {@link REQUIRED_MARK} (hidden from
 * screen readers, which hear `required`) and `required`.
 */
export const TextField = ({
  label,
  error,
  hint,
  trailing,
  required,
  id,
  className,
  ref,
  type = 'text',
  ...rest
}: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true" data-required-mark="">
            {REQUIRED_MARK}
          </span>
        ) : null}
      </label>
      <div className={cx(styles.control, error ? styles.invalid : null)}>
        <input
          ref={ref}
          id={inputId}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNotesDescribedBy({ fieldId: inputId, hint, error })}
          className={styles.input}
          {...rest}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      <FieldNotes fieldId={inputId} hint={hint} error={error} />
    </div>
  );
};
