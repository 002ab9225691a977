import { type FieldError, type RegisterSetting, validateField } from 'shared-contracts';

/** A new password must satisfy the brand's password rule (SPEC section 5). */
export const validatePassword = (
  setting: RegisterSetting | undefined,
  value: string,
): FieldError | null => {
  const rule = setting?.fields.password;
  if (!rule) return value === '' ? { key: 'not_empty' } : null;
  return validateField('password', { ...rule, enabled: true }, value);
};
