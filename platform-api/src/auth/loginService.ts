import { type LoginPayload, type LoginResult } from 'shared-contracts';

import { HttpError, tooManyRequests, unauthorized } from '../http/httpError';
import type { Platform } from '../platform';
import { MEMBER_TYPE } from './memberTypes';
import { hashPassword, verifyPassword } from './password';

/** Passwords older than this count as expired (PWDEXPFORCECHANGE3 makes the site force a change). */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password';

/**
 * Username and password login: throttled per username and address, constant work whether or
 * not the user exists, and refusals for non-members and (on agent login) non-agents.
 */
export const createLoginService = (
  platform: Pick<Platform, 'members' | 'sessions' | 'loginThrottle' | 'config'>,
) => {
  const { members, sessions, loginThrottle, config } = platform;
  // A hash to verify against when the username does not exist, so timing does not tell.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', config.scryptCost));

  return async (payload: LoginPayload, ip: string, now = Date.now()): Promise<LoginResult> => {
    if (payload.type !== 'username') {
      throw new HttpError(400, 'SMS login is not available yet, please log in with your username');
    }
    const username = payload.username?.trim() ?? '';
    const password = payload.password ?? '';
    if (username === '' || password === '')
      throw new HttpError(400, 'Please enter the username and password');

    const locked = loginThrottle.lockRemaining(username, ip, now);
    if (locked > 0) throw tooManyRequests(locked / 1000);

    const member = members.findByUsername(username);
    const matches = member?.password_hash
      ? await verifyPassword(password, member.password_hash)
      : (await verifyPassword(password, await decoy()), false);
    if (!member || !matches) {
      const { failures, lockMs } = loginThrottle.fail(username, ip, now);
      if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE, { captcha: failures >= 3 });
    }
    // Checked only after the password, so these answers do not reveal which accounts exist.
    if (member.member_type === MEMBER_TYPE.nonMember)
      throw new HttpError(403, 'Non-member accounts cannot log in');
    if (payload.agentLogin && member.agent_centre !== 1)
      throw new HttpError(403, 'Non-agent accounts cannot log in');

    loginThrottle.clear(username, ip);
    const firstTimeLogin = member.last_login_at === null;
    members.recordLogin(member.id, now);
    return {
      token: sessions.create(member.id, now),
      firstTimeLogin,
      passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
    };
  };
};
