import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { patternRegExp } from './patterns';

/** Registration and profile fields whose rules come from the platform (SPEC section 5). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export const registrationFieldSchema = lazySchema(() => z.enum(REGISTRATION_FIELDS));
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** Fields always required when they are shown (SPEC section 5). */
export const ALWAYS_REQUIRED_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
];

/** The platform's rule for one field. `acceptedPattern` '*' means any text. */
export const fieldRuleSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string(),
    patternId: z.number().check(z.int(), z.gte(0), z.lte(23)),
    minLength: z.number().check(z.int(), z.gte(0)),
    maxLength: z.number().check(z.int(), z.gte(1)),
  }),
);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** Registration settings: rules per field plus the public switches. */
export const registerSettingSchema = lazySchema(() =>
  z.object({
    fields: z.partialRecord(registrationFieldSchema, fieldRuleSchema),
    captchaEnabled: z.boolean(),
    mobileRegistration: z.boolean(),
    countries: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
  }),
);
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

/** A validation failure: an i18n key and the values to substitute. */
export interface FieldError {
  key: string;
  params?: { min?: number; max?: number; range?: string };
}

/** Whether a field must be filled: always-required fields, or the site marks it. */
export const isFieldRequired = (field: RegistrationField, rule: FieldRule): boolean =>
  ALWAYS_REQUIRED_FIELDS.includes(field) || rule.required;

/**
 * Validates one value against its rule, the same way in the form and on the platform.
 * Empty optional values pass; a value passes when its length is within bounds and it matches
 * the pattern. The message is `reg_pattern_{patternId}` with the bounds (one number when equal).
 */
export const validateField = (
  field: RegistrationField,
  rule: FieldRule,
  rawValue: string,
): FieldError | null => {
  const value = rawValue.trim();
  if (value === '') return isFieldRequired(field, rule) ? { key: 'not_empty' } : null;
  const length = [...value].length;
  const fits = length >= rule.minLength && length <= rule.maxLength;
  if (fits && patternRegExp(rule.acceptedPattern, rule.patternId).test(value)) return null;
  const range =
    rule.minLength === rule.maxLength
      ? String(rule.minLength)
      : `${rule.minLength} - ${rule.maxLength}`;
  return {
    key: `reg_pattern_${rule.patternId}`,
    params: { min: rule.minLength, max: rule.maxLength, range },
  };
};

/**
 * What a phone number may be typed with: digits, spaces and dashes after an optional leading
 * plus. Anything else (letters, other symbols) is a wrong format, said before the length rule
 * (SPEC section 5's "phone number format is incorrect", key `phone_format`).
 */
const PHONE_CHARACTERS = /^\+?[0-9][0-9 -]*$/;

/** The phone number's format check: `{ key: 'phone_format' }` for characters a number has not. */
export const checkPhoneFormat = (rawValue: string): FieldError | null => {
  const value = rawValue.trim();
  return value === '' || PHONE_CHARACTERS.test(value) ? null : { key: 'phone_format' };
};

/** Checks the confirmation against the password (message key inconsistent_twice). */
export const validateConfirmation = (password: string, confirmation: string): FieldError | null =>
  confirmation.trim() === ''
    ? { key: 'not_empty' }
    : password === confirmation
      ? null
      : { key: 'inconsistent_twice' };
