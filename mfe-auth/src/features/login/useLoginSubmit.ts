import { FORCED_CHANGE_PASSWORD, type LoginPayload, type LoginResult } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { useAuthCalls } from '../../api/useAuthCalls';
import { useAuthFlags } from '../../api/whitelabel';
import { fieldRefusalOf, type Message, messageOf, wantsCaptcha } from '../../lib/errors';
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

export type LoginOutcome =
  { ok: true } | { ok: false; message: Message; captcha: boolean; field?: string };

/** Sends a login and does what its answer asks: change password, or complete the login. */
export const useLoginSubmit = () => {
  const { host } = useRemote();
  const calls = useAuthCalls();
  const flags = useAuthFlags();
  const completeLogin = useCompleteLogin();
  return async (payload: LoginPayload, remember: boolean): Promise<LoginOutcome> => {
    let result: LoginResult;
    try {
      result = await calls.login(payload);
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      return refusal
        ? {
            ok: false,
            message: refusal.message,
            captcha: wantsCaptcha(error),
            field: refusal.field,
          }
        : { ok: false, message: messageOf(error, { login: true }), captcha: wantsCaptcha(error) };
    }
    if (payload.type === 'username') {
      if (remember) rememberUsername(payload.username ?? '');
      else forgetUsername();
    }
    if (mustChangePassword(payload, result, flags.forcePasswordChangeWhenExpired)) {
      // The change needs the session, but the site stays logged out until it is done.
      host.setToken(result.token);
      authUi.open('changePassword', { knownPassword: payload.password ?? null });
      return { ok: true };
    }
    try {
      await completeLogin(result);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageOf(error), captcha: false };
    }
  };
};
