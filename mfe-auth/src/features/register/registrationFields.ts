import {
  type FieldError,
  type FieldRule,
  isFieldRequired,
  type RegisterSetting,
  REGISTRATION_FIELDS,
  type RegistrationField,
  validateConfirmation,
  validateField,
} from 'shared-contracts';

/** The two registration types (SPEC section 2). */
export type RegistrationMode = 'register' | 'registerMobile';

/**
 * The registration types the brand offers, in tab order (SPEC section 6 flags; the platform
 * refuses the others): none without DIRECTREG3; by username with USERNAMEREG3; by phone with
 * MOBILENUMREG3 (number and SMS code) or MOBILENUMPASSREG3 (number and password only).
 */
export const offeredModes = (
  flags: {
    directRegister: boolean;
    usernameRegister: boolean;
    mobileRegister: boolean;
    mobilePasswordRegister: boolean;
  },
  setting: Pick<RegisterSetting, 'mobileRegistration'>,
): RegistrationMode[] => {
  if (!flags.directRegister) return [];
  const modes: RegistrationMode[] = [];
  if (flags.usernameRegister) modes.push('register');
  if (setting.mobileRegistration && (flags.mobileRegister || flags.mobilePasswordRegister))
    modes.push('registerMobile');
  return modes;
};

/** One field as the form shows it. */
export interface ShownField {
  field: RegistrationField;
  rule: FieldRule;
  required: boolean;
}

/** The fields the form places itself, by the registration type and the brand's flags. */
const PLACED_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
];

/** The others, shown only when the brand enables them, in the contract's order (SPEC section 2). */
const OPTIONAL_FIELDS = REGISTRATION_FIELDS.filter((field) => !PLACED_FIELDS.includes(field));

/** Used when the brand has no rule for a field the flow needs (e.g. a mobile number). */
const FALLBACK_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 255,
};

/**
 * The fields of a registration form, by brand configuration (SPEC section 5): the mobile
 * number always for mobile registration, with its SMS code unless the brand registers phones
 * by password only (`mobileCode` false), the SMS code with a number when phones are verified,
 * the captcha when the public setting enables it (always required then).
 */
export const shownFields = (
  setting: RegisterSetting,
  mode: RegistrationMode,
  phoneVerification: boolean,
  mobileCode = true,
): ShownField[] => {
  const rule = (field: RegistrationField) => setting.fields[field] ?? FALLBACK_RULE;
  const shown: ShownField[] = [];
  const add = (field: RegistrationField, required = isFieldRequired(field, rule(field))) =>
    shown.push({ field, rule: rule(field), required });
  const mobile = mode === 'registerMobile';
  if (mobile) {
    add('mobileNum', true);
    if (mobileCode) add('verificationCode', true);
  } else {
    add('username');
  }
  add('password');
  add('confirmPassword');
  if (!mobile && setting.fields.mobileNum?.enabled) {
    add('mobileNum');
    if (phoneVerification) add('verificationCode', true);
  }
  // A field the brand gives no rule for is not shown.
  for (const field of OPTIONAL_FIELDS) if (setting.fields[field]?.enabled) add(field);
  if (setting.captchaEnabled) add('captcha', true);
  return shown;
};

/** The form's values by field name. */
export type RegistrationValues = Partial<Record<RegistrationField, string>>;

/**
 * Validates the whole form with the shared rules (the platform runs the same ones): each shown
 * field with validateField, the confirmation with validateConfirmation. Returns the errors by
 * field; an empty object means the form may be sent.
 */
export const validateRegistration = (
  fields: readonly ShownField[],
  values: RegistrationValues,
): Partial<Record<RegistrationField, FieldError>> => {
  const errors: Partial<Record<RegistrationField, FieldError>> = {};
  for (const { field, rule, required } of fields) {
    const value = values[field] ?? '';
    const error =
      field === 'confirmPassword'
        ? validateConfirmation(values.password ?? '', value)
        : value.trim() === '' && required
          ? { key: 'not_empty' }
          : validateField(field, { ...rule, required }, value);
    if (error) errors[field] = error;
  }
  return errors;
};
