import { useCallback } from 'react';
import {
  FORCED_CHANGE_PASSWORD,
  type LoginPayload,
  type LoginResult,
  PlatformError,
} from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { useLoginCall } from '../../api/sealedCalls';
import { useAuthFlags } from '../../api/settings';
import {
  fieldRefusalOf,
  isHumanCheckRefusal,
  type Message,
  messageOf,
  wantsCaptcha,
  wantsHumanCheckNext,
} from '../../lib/errors';
import { forgetUsername, rememberUsername } from '../../lib/rememberMe';
import { authUi } from '../../state/authUi';
import { useCompleteLogin } from '../session/useCompleteLogin';

/** Whether a login must go to the change-password modal instead of the site (SPEC section 4). */
export const mustChangePassword = (
  payload: LoginPayload,
  result: LoginResult,
  forceWhenExpired: boolean,
): boolean =>
  payload.type === 'username' &&
  (payload.password === FORCED_CHANGE_PASSWORD || (result.passwordExpired && forceWhenExpired));

/**
 * A login whose password (or SMS code) was right while two-factor login is on: what the
 * second step needs to finish it exactly as the first would have.
 */
export interface TwoFactorChallenge {
  /** Single-use ticket of POST /wps/session/login/2fa (lives 5 minutes). */
  ticket: string;
  payload: LoginPayload;
  remember: boolean;
}

export type LoginOutcome =
  | { ok: true }
  /**
   * `humanCheck`: the platform refused for want of the human verification (it sees failures or
   * an attack); `checkNext`: the next attempt needs it; `captcha`: it asks for the picture
   * captcha (a brand that shows one after failures).
   */
  | {
      ok: false;
      message: Message;
      humanCheck: boolean;
      checkNext: boolean;
      captcha: boolean;
      field?: string;
    }
  | { ok: 'twoFactor'; challenge: TwoFactorChallenge };

/** The ticket of a login refused with `twoFactorRequired`, if that is the refusal. */
const twoFactorTicketOf = (error: unknown): string | null => {
  if (!(error instanceof PlatformError)) return null;
  const value = error.value as { reason?: unknown; twoFactor?: { ticket?: unknown } } | null;
  if (value?.reason !== 'twoFactorRequired') return null;
  const ticket = value.twoFactor?.ticket;
  return typeof ticket === 'string' && ticket !== '' ? ticket : null;
};

/**
 * What a right login does with its session (both steps end here): remember the username,
 * then the forced password change, or complete the login.
 */
export const useFinishLogin = () => {
  const { host } = useRemote();
  const flags = useAuthFlags();
  const completeLogin = useCompleteLogin();
  return useCallback(
    async (payload: LoginPayload, remember: boolean, result: LoginResult) => {
      if (payload.type === 'username') {
        if (remember) rememberUsername(payload.username ?? '');
        else forgetUsername();
      }
      if (mustChangePassword(payload, result, flags.forcePasswordChangeWhenExpired)) {
        // The change needs the session, but the site stays logged out until it is done.
        host.setToken(result.token);
        authUi.open('changePassword', { knownPassword: payload.password ?? null });
        return;
      }
      await completeLogin(result);
    },
    [completeLogin, flags.forcePasswordChangeWhenExpired, host],
  );
};

/** Sends a login and does what its answer asks: the second step, change password, or done. */
export const useLoginSubmit = () => {
  const login = useLoginCall();
  const finish = useFinishLogin();
  return async (payload: LoginPayload, remember: boolean): Promise<LoginOutcome> => {
    let result: LoginResult;
    try {
      result = await login.mutateAsync(payload);
    } catch (error) {
      const ticket = twoFactorTicketOf(error);
      if (ticket) return { ok: 'twoFactor', challenge: { ticket, payload, remember } };
      const refusal = fieldRefusalOf(error);
      const asks = {
        humanCheck: isHumanCheckRefusal(error),
        checkNext: wantsHumanCheckNext(error),
        captcha: wantsCaptcha(error),
      };
      return refusal
        ? { ok: false, message: refusal.message, ...asks, field: refusal.field }
        : { ok: false, message: messageOf(error, { login: true }), ...asks };
    }
    try {
      await finish(payload, remember, result);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: messageOf(error),
        humanCheck: false,
        checkNext: false,
        captcha: false,
      };
    }
  };
};
