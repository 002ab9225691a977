import {
  type ChangePasswordPayload,
  type LoginResult,
  type PasswordByPhonePayload,
  validateConfirmation,
} from 'shared-contracts';

import { HttpError } from '../http/httpError';
import type { Platform } from '../platform';
import { checkField, fieldRefused } from './fieldValidation';
import type { MemberRow } from './members';
import { MEMBER_TYPE } from './memberTypes';
import { hashPassword, verifyPassword } from './password';
import { phoneKey } from './smsCodes';
import { NON_MEMBER_MESSAGE } from './smsLogin';

export const OLD_PASSWORD_WRONG_MESSAGE = 'The old password is not correct';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Username or email does not exist';

type PasswordPlatform = Pick<
  Platform,
  'db' | 'config' | 'members' | 'sessions' | 'smsCodes' | 'profiles' | 'outbox'
>;

/** Change, reset by phone and reset by email. Every change ends the member's sessions. */
export const createPasswordService = (platform: PasswordPlatform) => {
  const { db, config, members, sessions, smsCodes, profiles, outbox } = platform;
  const setting = config.brand.registration;
  const store = db.prepare(
    'UPDATE members SET password_hash = ?, password_changed_at = ?, force_password_change = 0 WHERE id = ?',
  );

  const setPassword = async (member: MemberRow, password: string, now: number) => {
    const hash = await hashPassword(password, config.scryptCost);
    const announce = db.transaction(() => {
      store.run(hash, now, member.id);
      return sessions.revokeMember(member.id, now);
    })();
    announce();
  };

  return {
    async change(member: MemberRow, input: ChangePasswordPayload, now = Date.now()): Promise<void> {
      if (input.oldPassword.trim() === '') throw fieldRefused('oldPassword', { key: 'not_empty' });
      checkField(setting, 'password', input.newPassword, { force: true });
      const confirmation = validateConfirmation(input.newPassword, input.confirmNewPassword);
      if (confirmation) throw fieldRefused('confirmNewPassword', confirmation);
      const matches = member.password_hash
        ? await verifyPassword(input.oldPassword, member.password_hash)
        : false;
      if (!matches)
        throw new HttpError(400, OLD_PASSWORD_WRONG_MESSAGE, {
          field: 'oldPassword',
          key: 'old_password_wrong',
        });
      await setPassword(member, input.newPassword, now);
    },

    async resetByPhone(input: PasswordByPhonePayload, now = Date.now()): Promise<LoginResult> {
      checkField(setting, 'mobileNum', input.mobileNum, { force: true });
      checkField(setting, 'verificationCode', input.verificationCode, {
        force: true,
        required: true,
      });
      checkField(setting, 'password', input.newPassword, { force: true });
      const key = phoneKey(input.mobileNum, input.countryDialingCode);
      smsCodes.verify(key, 'password', input.verificationCode, now);
      const member = profiles.findMemberByMobile(key);
      if (!member)
        throw new HttpError(404, 'This mobile number is not registered', {
          reason: 'mobileNotRegistered',
        });
      if (member.member_type === MEMBER_TYPE.nonMember)
        throw new HttpError(403, NON_MEMBER_MESSAGE, { reason: 'nonMember' });
      await setPassword(member, input.newPassword, now);
      members.recordLogin(member.id, now);
      return {
        token: sessions.create(member.id, now),
        firstTimeLogin: false,
        passwordExpired: false,
      };
    },

    /** Sends a reset link to the member's address when username and email belong together. */
    byEmail(username: string, email: string, now = Date.now()): void {
      // Only required: accounts older than the brand's current username rule must recover too.
      if (username.trim() === '') throw fieldRefused('username', { key: 'not_empty' });
      checkField(setting, 'email', email, { force: true, required: true });
      const member = members.findByUsername(username.trim());
      const stored = member ? profiles.emailOf(member.id) : null;
      if (!member || !stored || stored.toLowerCase() !== email.trim().toLowerCase()) {
        // The reason lets the site say it in the player's language (SPEC section 8).
        throw new HttpError(404, ACCOUNT_NOT_FOUND_MESSAGE, { reason: 'accountNotFound' });
      }
      outbox.write(
        'email',
        stored,
        `A password reset was requested for ${member.username}. Contact customer service if this was not you.`,
        null,
        now,
      );
    },
  };
};
export type PasswordService = ReturnType<typeof createPasswordService>;
