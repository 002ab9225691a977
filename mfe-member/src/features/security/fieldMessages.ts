import {
  type FieldError,
  type FieldRule,
  type RegistrationField,
  validateConfirmation,
  validateField,
} from 'shared-contracts';
import { type FieldErrors, type Message, messageOf, refusalOf } from 'shared-ui/kit';

import type { PasswordChangeValues } from '../../components/PasswordChangeFields';

/** Keys of the platform's field messages that this page words itself (SPEC section 5). */
const RULE_KEYS = /^(reg_pattern_\d+|not_empty|inconsistent_twice|old_password_wrong)$/;

/** The words of a field rule's failure (`reg_pattern_{id}` with its bounds, `not_empty`...). */
export const ruleMessage = (error: FieldError | null): Message | undefined =>
  error ? { key: `security.rules.${error.key}`, params: error.params } : undefined;

/**
 * Checks a value with the brand's rule for the field, always (the platform checks these
 * fields whether or not registration shows them), or with `fallback` when the brand has none.
 */
export const checkRule = (
  field: RegistrationField,
  rule: FieldRule | undefined,
  value: string,
  fallback: FieldRule,
): Message | undefined =>
  ruleMessage(validateField(field, { ...(rule ?? fallback), enabled: true }, value));

/**
 * The errors of a password change: the old and the new password's own checks, and the
 * confirmation, which must repeat the new password.
 */
export const passwordChangeErrors = (
  values: PasswordChangeValues,
  checks: { oldPassword?: Message; newPassword?: Message },
): FieldErrors<PasswordChangeValues> => {
  const errors: FieldErrors<PasswordChangeValues> = {};
  if (checks.oldPassword) errors.oldPassword = checks.oldPassword;
  if (checks.newPassword) errors.newPassword = checks.newPassword;
  const confirmation = ruleMessage(
    validateConfirmation(values.newPassword, values.confirmNewPassword),
  );
  if (confirmation) errors.confirmNewPassword = confirmation;
  return errors;
};

/** A refusal that names one field: the field and what to say there. */
export interface FieldRefusal {
  field: string;
  message: Message;
}

/**
 * The field a platform refusal names (`value.field`), with the page's own words for the rule
 * keys and the platform's words otherwise; null when the refusal is about the whole form.
 */
export const fieldRefusalOf = (error: unknown): FieldRefusal | null => {
  const value = refusalOf(error);
  if (typeof value.field !== 'string') return null;
  const params = typeof value.params === 'object' && value.params !== null ? value.params : {};
  if (typeof value.key === 'string' && RULE_KEYS.test(value.key))
    return {
      field: value.field,
      message: { key: `security.rules.${value.key}`, params: params as Record<string, unknown> },
    };
  return { field: value.field, message: messageOf(error) };
};
