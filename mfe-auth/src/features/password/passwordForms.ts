import {
  type FieldError,
  GUEST_SESSION,
  type HostContext,
  type RegisterSetting,
  validateConfirmation,
  validateField,
} from 'shared-contracts';
import type { FieldErrors } from 'shared-ui/kit';

import type { NewPasswordValues } from '../../components/NewPasswordFields';
import { fieldRefusalOf } from '../../lib/errors';

/** A new password must satisfy the brand's password rule (SPEC section 5). */
export const validatePassword = (
  setting: RegisterSetting | undefined,
  value: string,
): FieldError | null => {
  const rule = setting?.fields.password;
  if (!rule) return value === '' ? { key: 'not_empty' } : null;
  return validateField('password', { ...rule, enabled: true }, value);
};

/** The new password by the brand's rule, and its confirmation, which must repeat it. */
export const newPasswordErrors = (
  setting: RegisterSetting | undefined,
  values: NewPasswordValues,
): Record<keyof NewPasswordValues, FieldError | null> => ({
  newPassword: validatePassword(setting, values.newPassword),
  confirmNewPassword: validateConfirmation(values.newPassword, values.confirmNewPassword),
});

/**
 * A refusal that names a field, as the password form's message on that field (the platform's
 * `password` is the form's new password); null for any other refusal.
 */
export const passwordRefusalOf = <V>(error: unknown): FieldErrors<V> | null => {
  const refusal = fieldRefusalOf(error);
  if (!refusal) return null;
  const field = refusal.field === 'password' ? 'newPassword' : refusal.field;
  return { [field]: refusal.message } as FieldErrors<V>;
};

/** A new password ends every session of the member on the platform: this one ends here too. */
export const endSessionHere = (host: HostContext) => {
  host.setToken(null);
  host.bus.session.set(GUEST_SESSION);
  host.bus.balance.set(null);
};
