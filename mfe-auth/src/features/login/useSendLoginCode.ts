import { useAuthSetting } from '../../api/authSetting';
import { useAuthCalls } from '../../api/useAuthCalls';
import { type Message, refusalMessageOf } from '../../lib/errors';

/** The login SMS countdown: 60 s times the brand's factor (SPEC section 4). */
export const LOGIN_SMS_SECONDS = 60;

export interface SendCodeHandlers {
  /** Shows a problem with the number under its field. */
  onInvalidNumber: (error: { key: string; params?: Record<string, unknown> }) => void;
  /** Shows the SMS send failure dialog (SPEC section 8). */
  onFailure: (message: Message) => void;
}

/**
 * Sends a no-login code (login or password reset); resolves the countdown seconds, or null
 * when the number was refused before or by the platform.
 */
export const useSendNoLoginCode = (purpose: 'login' | 'password') => {
  const calls = useAuthCalls();
  const factor = useAuthSetting().data?.smsCountdownFactor ?? 1;
  return async (
    mobile: string,
    dialingCode: string | undefined,
    check: (value: string) => { key: string; params?: Record<string, unknown> } | null,
    handlers: SendCodeHandlers,
  ): Promise<number | null> => {
    const invalid = check(mobile);
    if (invalid) {
      handlers.onInvalidNumber(invalid);
      return null;
    }
    try {
      const sent = await calls.sendLoginCode(mobile.trim(), dialingCode || undefined, purpose);
      return purpose === 'login' ? LOGIN_SMS_SECONDS * factor : sent.expiredMinutes * 60;
    } catch (error) {
      handlers.onFailure(refusalMessageOf(error));
      return null;
    }
  };
};
