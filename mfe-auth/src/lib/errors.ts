import { PlatformError } from 'shared-contracts';
import { type Message, platformErrorMessageOf } from 'shared-ui/kit';

/** What to show: an auth key with values, or the platform's own text (the kit's shape). */
export type { Message };

/** A refusal that names one field (the platform's registration and password checks). */
export interface FieldRefusal {
  field: string;
  message: Message;
}

const REASON_KEYS: Record<string, string> = {
  nonMember: 'errors.non_member',
  nonAgent: 'errors.non_agent',
  captchaRequired: 'errors.complete_verification',
  // The same words as a wrong captcha at registration (key captcha_error).
  captchaWrong: 'errors.captcha_error',
  smsCodeWrong: 'errors.sms_code_invalid',
  humanCheckRequired: 'errors.human_check_required',
  humanCheckFailed: 'errors.human_check_failed',
  registrationClosed: 'errors.registration_closed',
  registrationTypeDisabled: 'errors.registration_type_disabled',
  functionNotEnabled: 'firebase.operation_not_allowed',
  accountNotFound: 'errors.account_not_found',
  mobileNotRegistered: 'errors.mobile_not_registered',
  resetLinkInvalid: 'errors.reset_link_invalid',
  // Firebase-linked sign-in: a refused ID token gets the section 8 words of a failed sign-in.
  firebaseTokenInvalid: 'firebase.popup_closed',
  linkTicketInvalid: 'firebaseLink.ticketExpired',
  memberAlreadyLinked: 'firebaseLink.memberAlreadyLinked',
  firebaseAlreadyLinked: 'firebaseLink.alreadyLinked',
};

const valueOf = (error: unknown): Record<string, unknown> => {
  const value = error instanceof PlatformError ? error.value : undefined;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The field a platform refusal names, with its message (same keys as the form's own checks). */
export const fieldRefusalOf = (error: unknown): FieldRefusal | null => {
  const value = valueOf(error);
  if (typeof value.field !== 'string' || typeof value.key !== 'string') return null;
  const params =
    typeof value.params === 'object' && value.params !== null ? value.params : undefined;
  const key =
    value.key.startsWith('reg_pattern_') ||
    ['not_empty', 'inconsistent_twice', 'invitation_code_error'].includes(value.key)
      ? value.key
      : `errors.${value.key}`;
  return {
    field: value.field,
    message: { key, params: params as Record<string, unknown> | undefined },
  };
};

/** Whether a failed login asks for the captcha from now on. */
export const wantsCaptcha = (error: unknown): boolean => valueOf(error).captcha === true;

/**
 * Whether a failed login says its next attempt needs the human check (after failures): the
 * form starts solving it at once, so the next attempt does not wait for a refusal first.
 */
export const wantsHumanCheckNext = (error: unknown): boolean =>
  valueOf(error).humanCheck === true || isHumanCheckRefusal(error);

/**
 * What to tell the user about a failed call: known reasons and statuses in the user's language
 * (SPEC section 8), anything else in the platform's own words.
 */
export const messageOf = (error: unknown, { login = false } = {}): Message => {
  if (!(error instanceof PlatformError)) return { key: 'errors.unknown' };
  if (error.kind === 'network') return { key: 'errors.network' };
  const { reason, retryAfter } = valueOf(error);
  if (typeof reason === 'string' && REASON_KEYS[reason]) return { key: REASON_KEYS[reason] };
  // A code went out moments ago: not the 5-minute lock, just a wait of a few seconds.
  if (reason === 'smsCooldown' && typeof retryAfter === 'number')
    return { key: 'sms.resendIn', params: { seconds: retryAfter } };
  if (error.status === 429) return { key: 'errors.too_many_requests' };
  if (login && error.status === 401) return { key: 'errors.wrong_credentials' };
  if (error.status === 401) return { key: 'errors.not_logged_in' };
  if (error.status >= 500) return { key: 'errors.server' };
  return platformErrorMessageOf(error) ?? { text: error.message };
};

/**
 * A refusal shown on its own (the SMS send failure dialog): the words of the field refusal when
 * the platform names one, so they are in the user's language, else as {@link messageOf}.
 */
export const refusalMessageOf = (error: unknown): Message =>
  fieldRefusalOf(error)?.message ?? messageOf(error);

/** Whether a refusal is about the human verification (none sent, or one that did not pass). */
export const isHumanCheckRefusal = (error: unknown): boolean => {
  const { reason } = valueOf(error);
  return reason === 'humanCheckRequired' || reason === 'humanCheckFailed';
};

/** How an SMS code request ended, as the get-code button needs it. */
export type SendCodeOutcome =
  /** Sent: the countdown of the get-code button, in seconds. */
  | { kind: 'sent'; seconds: number }
  /** The human verification was refused (expired, spent): worth one more try with a new one. */
  | { kind: 'humanCheck'; message: Message }
  /** Refused for another reason (number, throttle): the SMS send failure dialog. */
  | { kind: 'refused'; message: Message };

/** The outcome of a failed SMS code request. */
export const sendFailureOf = (error: unknown): SendCodeOutcome =>
  isHumanCheckRefusal(error)
    ? { kind: 'humanCheck', message: messageOf(error) }
    : { kind: 'refused', message: refusalMessageOf(error) };
