import { smsNoLoginEndpoint } from 'shared-contracts';
import { useEndpointMutation } from 'shared-ui/kit';

import { useAuthSetting } from '../../api/settings';
import { type SendCodeOutcome, sendFailureOf } from '../../lib/errors';

/** The login SMS countdown: 60 s times the brand's factor (SPEC section 4). */
export const LOGIN_SMS_SECONDS = 60;

/**
 * Sends a no-login code (login or password reset) with the solved human verification; answers
 * the countdown, or why it was refused (the verification, or anything else).
 */
export const useSendNoLoginCode = (purpose: 'login' | 'password') => {
  const send = useEndpointMutation(smsNoLoginEndpoint);
  const factor = useAuthSetting().data?.smsCountdownFactor ?? 1;
  return async (
    mobile: string,
    dialingCode: string | undefined,
    humanCheck: string,
  ): Promise<SendCodeOutcome> => {
    try {
      const sent = await send.mutateAsync({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode || undefined,
        purpose,
        humanCheck,
      });
      const seconds = purpose === 'login' ? LOGIN_SMS_SECONDS * factor : sent.expiredMinutes * 60;
      return { kind: 'sent', seconds };
    } catch (error) {
      return sendFailureOf(error);
    }
  };
};
