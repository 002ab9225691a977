import { type FieldErrors, useMessage } from 'shared-ui/kit';

import { PasswordField } from './PasswordField';

/** The values of a password change: the old password, the new one and its confirmation. */
export interface PasswordChangeValues extends Record<string, unknown> {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** The three fields' labels and input names. */
interface PasswordChangeField {
  label: string;
  name: string;
}

export interface PasswordChangeFieldsProps {
  /** The form (`useForm<PasswordChangeValues>()`) the fields edit. */
  form: {
    values: PasswordChangeValues;
    errors: FieldErrors<PasswordChangeValues>;
    setField: <K extends keyof PasswordChangeValues>(
      field: K,
      value: PasswordChangeValues[K],
    ) => void;
  };
  /** The old password's field; none when there is no old password to give. */
  old: PasswordChangeField | null;
  next: PasswordChangeField;
  confirm: PasswordChangeField;
  /** 6-digit PINs (the withdrawal password) rather than passwords. */
  digits?: boolean;
}

/** The old password (when there is one), the new one and its confirmation, all required. */
export const PasswordChangeFields = ({
  form: { values, errors, setField },
  old,
  next,
  confirm,
  digits = false,
}: PasswordChangeFieldsProps) => {
  const text = useMessage();
  // A new password is a new one to the browser's password manager; a PIN is never filled in.
  const fresh = digits ? {} : { autoComplete: 'new-password' };
  return (
    <>
      {old ? (
        <PasswordField
          digits={digits}
          label={old.label}
          name={old.name}
          required
          value={values.oldPassword}
          onChange={(value) => setField('oldPassword', value)}
          error={text(errors.oldPassword)}
        />
      ) : null}
      <PasswordField
        digits={digits}
        label={next.label}
        name={next.name}
        {...fresh}
        required
        value={values.newPassword}
        onChange={(value) => setField('newPassword', value)}
        error={text(errors.newPassword)}
      />
      <PasswordField
        digits={digits}
        label={confirm.label}
        name={confirm.name}
        {...fresh}
        required
        value={values.confirmNewPassword}
        onChange={(value) => setField('confirmNewPassword', value)}
        error={text(errors.confirmNewPassword)}
      />
    </>
  );
};
