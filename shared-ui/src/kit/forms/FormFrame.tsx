import type { FormEvent, ReactNode } from 'react';

import { formLayout } from '../../components/formLayout';

/** A form's frame: its name, the form and outcome it submits through, and its fields. */
export interface FormFrameProps {
  /** The form's accessible name; a form inside a titled dialog needs none. */
  label?: string;
  /** The form (the kit's `useForm`): a submit checks its rules, then sends. */
  form: { submit: (event?: FormEvent) => Promise<void> };
  /** The form's outcome (`useFormOutcome`): a new submit clears the last one. */
  outcome: { clear: () => void };
  children: ReactNode;
}

/**
 * A form of the kit's `useForm` in the shared form layout: submitting clears the last outcome,
 * then checks the fields and sends. The browser's own checks stay off (the form's rules speak).
 */
export const FormFrame = ({ label, form, outcome, children }: FormFrameProps) => (
  <form
    className={formLayout.form}
    onSubmit={(event) => {
      outcome.clear();
      void form.submit(event);
    }}
    noValidate
    aria-label={label}
  >
    {children}
  </form>
);
