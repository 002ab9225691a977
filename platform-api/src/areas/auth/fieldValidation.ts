import {
  FALLBACK_FIELD_RULES,
  type FieldError,
  type FieldRule,
  isFieldRequired,
  type RegisterSetting,
  type RegistrationField,
  validateField,
} from 'shared-contracts';

import { HttpError } from '../../http/httpError';

/** The value of a 400 for one bad field: the same key and bounds the form shows. */
export interface FieldRefusal {
  field: string;
  key: string;
  params?: FieldError['params'];
}

/** A 400 naming the field, with the i18n key of its message in the value. */
export const fieldRefused = (field: string, error: FieldError): HttpError =>
  new HttpError(
    400,
    error.key === 'not_empty'
      ? `The field "${field}" cannot be empty`
      : `The field "${field}" is not valid`,
    {
      field,
      key: error.key,
      ...(error.params ? { params: error.params } : {}),
    } satisfies FieldRefusal,
  );

/** The contract's fallbacks, looked up by any field (most have none). */
const FALLBACK_RULES: Partial<Record<RegistrationField, FieldRule>> = FALLBACK_FIELD_RULES;

/** The brand's rule for a field, or the contract's fallback. */
export const ruleOf = (setting: RegisterSetting, field: RegistrationField): FieldRule | undefined =>
  setting.fields[field] ?? FALLBACK_RULES[field];

/**
 * Checks one value with the brand's rule, exactly as the form does (shared validateField);
 * throws the 400 the form would have shown. `force` checks a field even when the brand
 * disables it (e.g. the mobile number of a mobile registration).
 */
export const checkField = (
  setting: RegisterSetting,
  field: RegistrationField,
  value: string | undefined,
  { force = false, required }: { force?: boolean; required?: boolean } = {},
): void => {
  const rule = ruleOf(setting, field);
  if (!rule || (!rule.enabled && !force)) return;
  const effective = required === undefined ? rule : { ...rule, required };
  const raw = value ?? '';
  if (raw.trim() === '' && (required ?? isFieldRequired(field, rule))) {
    throw fieldRefused(field, { key: 'not_empty' });
  }
  const error = validateField(field, effective, raw);
  if (error) throw fieldRefused(field, error);
};
