import { type LoginResult, PlatformError, twoFactorLoginEndpoint } from 'shared-contracts';
import { useEndpointMutation } from 'shared-ui/kit';

import { type Message, messageOf } from '../../lib/errors';
import { type TwoFactorChallenge, useFinishLogin } from './useLoginSubmit';

/**
 * The second step's answer: done, a refusal shown on the step (`field`: the code was wrong), or
 * the ticket is spent (expired, too many wrong codes) and the login starts again at the password.
 */
export type TwoFactorOutcome =
  { ok: true } | { ok: false; message: Message; restart: boolean; field: boolean };

const refusalOf = (error: unknown) => {
  const value = error instanceof PlatformError ? error.value : undefined;
  const { reason, attemptsLeft } = (typeof value === 'object' && value !== null ? value : {}) as {
    reason?: unknown;
    attemptsLeft?: unknown;
  };
  return { reason, attemptsLeft };
};

/** Sends the code of the login's second step and, when it is right, completes the login. */
export const useTwoFactorSubmit = () => {
  const secondStep = useEndpointMutation(twoFactorLoginEndpoint);
  const finish = useFinishLogin();
  return async (challenge: TwoFactorChallenge, code: string): Promise<TwoFactorOutcome> => {
    let result: LoginResult;
    try {
      result = await secondStep.mutateAsync({ ticket: challenge.ticket, code });
    } catch (error) {
      const { reason, attemptsLeft } = refusalOf(error);
      if (reason === 'twoFactorTicketInvalid')
        return { ok: false, message: { key: 'twoFactor.expired' }, restart: true, field: false };
      // The ticket survives 5 wrong codes; after the last one only a new login helps.
      if (reason === 'twoFactorCodeWrong' && attemptsLeft === 0)
        return {
          ok: false,
          message: { key: 'twoFactor.noAttemptsLeft' },
          restart: true,
          field: false,
        };
      if (reason === 'twoFactorCodeWrong')
        return { ok: false, message: { key: 'twoFactor.codeWrong' }, restart: false, field: true };
      return { ok: false, message: messageOf(error), restart: false, field: false };
    }
    try {
      await finish(challenge.payload, challenge.remember, result);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageOf(error), restart: false, field: false };
    }
  };
};
