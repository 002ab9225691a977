import { type LoginPayload, type LoginResult } from 'shared-contracts';

import { HttpError, tooManyRequests, unauthorized } from '../http/httpError';
import type { LoginGates } from '../member/loginGates';
import type { Platform } from '../platform';
import { CAPTCHA_REQUIRED_MESSAGE, CAPTCHA_WRONG_MESSAGE } from './captchas';
import { CAPTCHA_AFTER_FAILURES } from './loginThrottle';
import type { MemberRow } from './members';
import { hashPassword, verifyPassword } from './password';
import { PASSWORD_MAX_AGE_MS } from './passwordAge';
import { createSmsLogin, refuseNonMembers } from './smsLogin';

export { CAPTCHA_REQUIRED_MESSAGE, PASSWORD_MAX_AGE_MS };

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password';

/** What a password check needs: the login form's fields. */
export interface PasswordCheckInput {
  username?: string;
  password?: string;
  captcha?: string;
  captchaId?: string;
  agentLogin?: boolean;
}

/**
 * Checks a username and password as the login does: throttled per username and address, the
 * captcha once asked for, constant work whether or not the user exists, and refusals for
 * non-members and (on agent login) non-agents. Answers the member; a success clears the
 * throttle. Shared by the login and the Firebase link, so both refuse and throttle alike.
 */
export const createPasswordCheck = (
  platform: Pick<Platform, 'members' | 'loginThrottle' | 'config' | 'captchas' | 'hashing'>,
) => {
  const { members, loginThrottle, config, captchas, hashing } = platform;
  // A hash to verify against when the username does not exist, so timing does not tell.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', config.scryptCost));

  return async (payload: PasswordCheckInput, ip: string, now = Date.now()): Promise<MemberRow> => {
    const username = payload.username?.trim() ?? '';
    const password = payload.password ?? '';
    if (username === '' || password === '')
      throw new HttpError(400, 'Please enter the username and password');

    const locked = loginThrottle.lockRemaining(username, ip, now);
    if (locked > 0) throw tooManyRequests(locked / 1000);

    // Once the captcha is asked for, a missing or wrong answer counts as a failed attempt.
    if (loginThrottle.captchaRequired(username, ip, now)) {
      if (!captchas.verify(payload.captchaId, payload.captcha, now)) {
        const { lockMs } = loginThrottle.fail(username, ip, now);
        if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
        throw unauthorized(payload.captcha ? CAPTCHA_WRONG_MESSAGE : CAPTCHA_REQUIRED_MESSAGE, {
          captcha: true,
          reason: payload.captcha ? 'captchaWrong' : 'captchaRequired',
        });
      }
    }

    const member = members.findByUsername(username);
    // Hashing waits its turn in the bounded queue; beyond it the attempt is refused with 429.
    const decoyHash = member?.password_hash ? null : await decoy();
    const matches = await hashing.run({ ip, username }, async () =>
      member?.password_hash
        ? verifyPassword(password, member.password_hash)
        : (await verifyPassword(password, decoyHash ?? ''), false),
    );
    if (!member || !matches) {
      const { failures, lockMs } = loginThrottle.fail(username, ip, now);
      if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
      // No reason here: a 401 without one is wrong credentials (the answer's shape predates reasons).
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE, {
        captcha: failures >= CAPTCHA_AFTER_FAILURES,
      });
    }
    // Checked only after the password, so these answers do not reveal which accounts exist.
    refuseNonMembers(member, payload.agentLogin);
    loginThrottle.clear(username, ip);
    return member;
  };
};

/** Username and password login ({@link createPasswordCheck}), or SMS login. */
export const createLoginService = (
  platform: Pick<
    Platform,
    | 'members'
    | 'sessions'
    | 'loginThrottle'
    | 'config'
    | 'captchas'
    | 'smsCodes'
    | 'profiles'
    | 'hashing'
  >,
  /** Exclusions and two-factor login (issue 12), checked before a session opens. */
  gates?: Pick<LoginGates, 'beforeSession'>,
) => {
  const { members, sessions } = platform;
  const smsLogin = createSmsLogin(platform);
  const checkPassword = createPasswordCheck(platform);

  return async (payload: LoginPayload, ip: string, now = Date.now()): Promise<LoginResult> => {
    if (payload.type === 'sms') {
      const result = await smsLogin(payload, now);
      const member = gates ? sessions.resolve(result.token, now) : null;
      if (member) {
        try {
          gates?.beforeSession(member);
        } catch (refusal) {
          sessions.revoke(result.token, now);
          throw refusal;
        }
      }
      return result;
    }
    const member = await checkPassword(payload, ip, now);
    gates?.beforeSession(member);
    const firstTimeLogin = member.last_login_at === null;
    members.recordLogin(member.id, now);
    return {
      token: sessions.create(member.id, now),
      firstTimeLogin,
      passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
    };
  };
};
