import type { RegisterSetting } from 'shared-contracts';
import { validateConfirmation } from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError, tooManyRequests } from '../../http/httpError';
import { checkField, fieldRefused } from '../auth/fieldValidation';
import type { LoginThrottle } from '../auth/loginThrottle';
import type { MemberRow } from '../auth/members';
import { hashPassword, verifyPassword } from '../auth/passwordHashing';

export const WITHDRAWAL_PASSWORD_WRONG_MESSAGE = 'The withdrawal password is not correct';
export const WITHDRAWAL_PASSWORD_UNSET_MESSAGE = 'Please set a withdrawal password first';

/**
 * The withdrawal (payment) password: scrypt like the login password, and guessed no faster:
 * wrong answers count in the login throttle under their own key (10 per address lock it for
 * 5 minutes).
 */
export const createWithdrawalPasswords = (
  db: Db,
  throttle: LoginThrottle,
  scryptCost: number,
  setting: RegisterSetting,
) => {
  const hashOf = db
    .prepare('SELECT payment_password_hash FROM member_profiles WHERE member_id = ?')
    .pluck();
  const ensure = db.prepare(
    'INSERT OR IGNORE INTO member_profiles (member_id, created_at) VALUES (?, ?)',
  );
  const store = db.prepare(
    'UPDATE member_profiles SET payment_password_hash = ? WHERE member_id = ?',
  );
  const keyOf = (member: MemberRow) => `withdrawal-password:${member.username}`;

  const verify = async (member: MemberRow, given: string, ip: string, now: number) => {
    const stored = hashOf.get(member.id) as string | null | undefined;
    if (!stored)
      throw new HttpError(400, WITHDRAWAL_PASSWORD_UNSET_MESSAGE, {
        reason: 'withdrawalPasswordUnset',
      });
    const locked = throttle.lockRemaining(keyOf(member), ip, now);
    if (locked > 0) throw tooManyRequests(locked / 1000);
    if (!(await verifyPassword(given, stored))) {
      const { lockMs } = throttle.fail(keyOf(member), ip, now);
      if (lockMs > 0) throw tooManyRequests(lockMs / 1000);
      throw new HttpError(400, WITHDRAWAL_PASSWORD_WRONG_MESSAGE, {
        field: 'withdrawalPassword',
        reason: 'withdrawalPasswordWrong',
      });
    }
    throttle.clear(keyOf(member), ip);
  };

  return {
    isSet: (memberId: string) => Boolean(hashOf.get(memberId)),
    verify,
    async set(
      member: MemberRow,
      input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
      ip: string,
      now: number,
    ): Promise<void> {
      checkField(setting, 'paymentPassword', input.newPassword, { force: true, required: true });
      const confirmation = validateConfirmation(input.newPassword, input.confirmNewPassword);
      if (confirmation) throw fieldRefused('confirmNewPassword', confirmation);
      if (hashOf.get(member.id)) {
        if (!input.oldPassword) throw fieldRefused('oldPassword', { key: 'not_empty' });
        await verify(member, input.oldPassword, ip, now);
      }
      const hash = await hashPassword(input.newPassword, scryptCost);
      db.transaction(() => {
        ensure.run(member.id, now);
        store.run(hash, member.id);
      })();
    },
  };
};
export type WithdrawalPasswords = ReturnType<typeof createWithdrawalPasswords>;
