import {
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

/** Rules the platform falls back to when the brand configures none for a field. */
const FALLBACK_RULES: Partial<Record<RegistrationField, FieldRule>> = {
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 9,
    minLength: 6,
    maxLength: 20,
  },
  mobileNum: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 20,
    minLength: 6,
    maxLength: 15,
  },
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 4,
    minLength: 4,
    maxLength: 16,
  },
  email: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 3,
    minLength: 5,
    maxLength: 64,
  },
  verificationCode: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 6,
    minLength: 4,
    maxLength: 6,
  },
};

/** The brand's rule for a field, or the platform's fallback. */
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
