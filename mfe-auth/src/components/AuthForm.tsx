import type { FormEvent, ReactNode } from 'react';
import { formLayout } from 'shared-ui';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** The form (the kit's `useForm`): a submit checks its rules, then sends. */
  form: { submit: (event?: FormEvent) => Promise<void> };
  /** The form's outcome (`useFormOutcome`): a new submit clears the last one. */
  outcome: { clear: () => void };
  children: ReactNode;
}

/** An auth form: submitting clears the last outcome, then checks the fields and sends. */
export const AuthForm = ({ label, form, outcome, children }: AuthFormProps) => (
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
