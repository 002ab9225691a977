import type { Ref } from 'react';

import { type FormBinding, FormField } from './FormField';

/** What a form that sets a new password holds: the password and its confirmation. */
export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

export interface NewPasswordFieldsProps {
  form: FormBinding<NewPasswordValues>;
  /** The new password's input, to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** The new password and its confirmation, each a required password field of the form. */
export const NewPasswordFields = ({ form, ref }: NewPasswordFieldsProps) => (
  <>
    <FormField
      ref={ref}
      form={form}
      name="newPassword"
      type="password"
      autoComplete="new-password"
    />
    <FormField form={form} name="confirmNewPassword" type="password" autoComplete="new-password" />
  </>
);
