import type { FieldError } from 'shared-contracts';
import { checkPhoneFormat, FALLBACK_FIELD_RULES, validateField } from 'shared-contracts';

import { useRegisterSetting } from '../api/settings';

/**
 * Checks a mobile number (SPEC: validated before any SMS request): letters or symbols are a
 * wrong format ("phone number format is incorrect"), then the brand's rule (its length), or the
 * contract's fallback until the brand's rules arrive (the one the platform checks with).
 */
export const useMobileCheck = () => {
  const rule = useRegisterSetting().data?.fields.mobileNum ?? FALLBACK_FIELD_RULES.mobileNum;
  return (value: string): FieldError | null =>
    checkPhoneFormat(value) ?? validateField('mobileNum', { ...rule, enabled: true }, value);
};

/** The SMS code: required, at most 255 characters, digits (SPEC section 5). */
export const checkSmsCode = (value: string): FieldError | null => {
  const code = value.trim();
  if (code === '') return { key: 'not_empty' };
  return code.length <= 255 && /^[0-9]+$/.test(code) ? null : { key: 'errors.sms_code_format' };
};
