import type { FieldError, FieldRule } from 'shared-contracts';
import { checkPhoneFormat, validateField } from 'shared-contracts';

import { useRegisterSetting } from '../api/settings';

/** Used before the brand's rules arrive: digits with an optional plus. */
const DEFAULT_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId: 20,
  minLength: 6,
  maxLength: 15,
};

/**
 * Checks a mobile number (SPEC: validated before any SMS request): letters or symbols are a
 * wrong format ("phone number format is incorrect"), then the brand's rule (its length).
 */
export const useMobileCheck = () => {
  const rule = useRegisterSetting().data?.fields.mobileNum ?? DEFAULT_MOBILE_RULE;
  return (value: string): FieldError | null =>
    checkPhoneFormat(value) ?? validateField('mobileNum', { ...rule, enabled: true }, value);
};

/** The SMS code: required, at most 255 characters, digits (SPEC section 5). */
export const checkSmsCode = (value: string): FieldError | null => {
  const code = value.trim();
  if (code === '') return { key: 'not_empty' };
  return code.length <= 255 && /^[0-9]+$/.test(code) ? null : { key: 'errors.sms_code_format' };
};
