/**
 * Firebase error codes to the messages of SPEC section 8 (phone verification and sign-in
 * errors). Anything unknown asks the user to contact support.
 */
const FIREBASE_KEYS: Record<string, string> = {
  'auth/invalid-phone-number': 'firebase.invalid_phone_number',
  'auth/missing-phone-number': 'firebase.missing_phone_number',
  'auth/too-many-requests': 'firebase.too_many_requests',
  'auth/invalid-verification-code': 'firebase.invalid_code',
  'auth/missing-verification-code': 'firebase.invalid_code',
  'auth/code-expired': 'firebase.invalid_code',
  'auth/captcha-check-failed': 'firebase.captcha_check_failed',
  'auth/quota-exceeded': 'firebase.quota_exceeded',
  'auth/operation-not-allowed': 'firebase.operation_not_allowed',
  'auth/popup-closed-by-user': 'firebase.popup_closed',
  'auth/cancelled-popup-request': 'firebase.popup_closed',
  'auth/popup-blocked': 'errors.popup_blocked',
};

/** The auth-namespace key for a Firebase error. */
export const firebaseErrorKey = (error: unknown): string => {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return FIREBASE_KEYS[code] ?? 'firebase.unknown';
};
