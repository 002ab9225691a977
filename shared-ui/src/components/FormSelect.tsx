import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

import { cx } from './cx';
import { FieldNotes, fieldNotesDescribedBy } from './FieldNotes';
import styles from './FormSelect.module.css';

export interface FormSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Validation message; marks the select invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Help text under the select, also linked by aria-describedby. */
  hint?: ReactNode;
  /** The label beside the select, quiet, rather than above it (a menu's picker). */
  inline?: boolean;
  /** The field's class: its width, or its look's custom properties (see FormSelect.module.css). */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled select of a form, as {@link TextField} is a labelled input: the options are its
 * children; the hint and the error are linked to it. The words come from the caller.
 */
export const FormSelect = ({
  label,
  error,
  hint,
  inline = false,
  className,
  id,
  children,
  ...rest
}: FormSelectProps) => {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx(inline ? styles.inline : styles.field, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNotesDescribedBy({ fieldId: selectId, hint, error })}
        className={styles.select}
        {...rest}
      >
        {children}
      </select>
      <FieldNotes fieldId={selectId} hint={hint} error={error} />
    </div>
  );
};
