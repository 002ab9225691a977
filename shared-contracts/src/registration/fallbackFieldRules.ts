import type { FieldRule, RegistrationField } from './rules';

/** A shown, required field: a pattern of the catalogue and the value's bounds. */
export const requiredRule = (
  patternId: number,
  minLength: number,
  maxLength: number,
): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId,
  minLength,
  maxLength,
});

/**
 * The rules for fields a flow needs when the brand configures none: the platform checks with
 * them, and the auth remote checks a mobile number with its rule until the brand's rules arrive
 * (SPEC section 5; the pattern ids are those of `REGISTRATION_PATTERNS`).
 */
export const FALLBACK_FIELD_RULES = {
  password: requiredRule(9, 6, 20),
  /** Digits with an optional plus, 6 to 15 of them. */
  mobileNum: requiredRule(20, 6, 15),
  username: requiredRule(4, 4, 16),
  email: requiredRule(3, 5, 64),
  verificationCode: requiredRule(6, 4, 6),
} satisfies Partial<Record<RegistrationField, FieldRule>>;
