import type { LoginPayload, LoginResult } from 'shared-contracts';

import { HttpError } from '../../http/httpError';
import type { Platform } from '../../platform';
import { checkField } from './fieldValidation';
import type { MemberRow } from './members';
import { MEMBER_TYPE } from './memberTypes';
import { PASSWORD_MAX_AGE_MS } from './passwordAge';
import { phoneKey } from './smsCodes';

export const NON_MEMBER_MESSAGE = 'Non-member accounts cannot log in';
export const NON_AGENT_MESSAGE = 'Non-agent accounts cannot log in';

/** SPEC section 6: non-members never log in; agent login is for agents only. */
export const refuseNonMembers = (member: MemberRow, agentLogin: boolean | undefined): void => {
  if (member.member_type === MEMBER_TYPE.nonMember)
    throw new HttpError(403, NON_MEMBER_MESSAGE, { captcha: false, reason: 'nonMember' });
  if (agentLogin && member.agent_centre !== 1)
    throw new HttpError(403, NON_AGENT_MESSAGE, { captcha: false, reason: 'nonAgent' });
};

/**
 * Login with a mobile number and an SMS code (flag MOBILEVERCODELOGIN3). The code is the
 * proof, so there is no password throttle; the SMS sends and code attempts are limited instead.
 */
export const createSmsLogin =
  (platform: Pick<Platform, 'members' | 'sessions' | 'config' | 'smsCodes' | 'profiles'>) =>
  (payload: LoginPayload, now = Date.now()): LoginResult => {
    const { members, sessions, config, smsCodes, profiles } = platform;
    const setting = config.brand.registration;
    checkField(setting, 'mobileNum', payload.mobileNum, { force: true });
    checkField(setting, 'verificationCode', payload.verificationCode, {
      force: true,
      required: true,
    });
    const key = phoneKey(payload.mobileNum ?? '', payload.countryDialingCode);
    try {
      smsCodes.verify(key, 'login', payload.verificationCode, now);
    } catch (error) {
      if (error instanceof HttpError)
        throw new HttpError(401, error.message, { captcha: false, reason: 'smsCodeWrong' });
      throw error;
    }
    const member = profiles.findMemberByMobile(key);
    // An unknown number gets the same answer as a wrong code: no list of registered numbers.
    if (!member)
      throw new HttpError(401, 'Invalid or expired verification code, please resend', {
        captcha: false,
        reason: 'smsCodeWrong',
      });
    refuseNonMembers(member, payload.agentLogin);
    const firstTimeLogin = member.last_login_at === null;
    members.recordLogin(member.id, now);
    return {
      token: sessions.create(member.id, now),
      firstTimeLogin,
      passwordExpired: now - member.password_changed_at > PASSWORD_MAX_AGE_MS,
    };
  };
