import type { ReactNode } from 'react';

import styles from './FieldNotes.module.css';

export interface FieldNotesProps {
  /** The id of the field's control; the notes' ids are made from it. */
  fieldId: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message under the control (and under the hint). */
  error?: ReactNode;
}

/**
 * The ids of the notes a field shows, for its control's `aria-describedby`: the hint's, then the
 * error's; undefined when it shows neither.
 */
export const fieldNotesDescribedBy = ({ fieldId, hint, error }: FieldNotesProps) =>
  [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') ||
  undefined;

/**
 * A form field's hint and error under its control (TextField, FormSelect), with the ids
 * {@link fieldNotesDescribedBy} links. The words come from the caller.
 */
export const FieldNotes = ({ fieldId, hint, error }: FieldNotesProps) => (
  <>
    {hint ? (
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {hint}
      </p>
    ) : null}
    {error ? (
      <p id={`${fieldId}-error`} className={styles.error}>
        {error}
      </p>
    ) : null}
  </>
);
