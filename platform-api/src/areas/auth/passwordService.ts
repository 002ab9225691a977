import { createHash, randomBytes } from 'node:crypto';

import {
  type ChangePasswordPayload,
  type Language,
  type LoginResult,
  type PasswordByPhonePayload,
  type PasswordResetPayload,
  validateConfirmation,
} from 'shared-contracts';

import { HttpError, tooManyRequests } from '../../http/httpError';
import { createRateLimiter } from '../../http/rateLimiter';
import type { Platform } from '../../platform';
import { checkField, fieldRefused } from './fieldValidation';
import type { MemberRow } from './members';
import { MEMBER_TYPE } from './memberTypes';
import { hashPassword, verifyPassword } from './passwordHashing';
import { mailLanguageOf, resetMailBody } from './resetMail';
import { phoneKey } from './smsCodes';
import { NON_MEMBER_MESSAGE } from './smsLogin';

export const OLD_PASSWORD_WRONG_MESSAGE = 'The old password is not correct';
/** Reset mails one address may ask for per hour. */
export const RESET_MAILS_PER_ADDRESS = 5;
/** Reset mails per username and per email address per hour. */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAIL_WINDOW_MS = 60 * 60_000;
/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
/** Tries of reset links one address may make per quarter hour (a wrong or spent link counts). */
export const RESET_LINK_TRIES_PER_ADDRESS = 10;
export const RESET_LINK_TRIES_WINDOW_MS = 15 * 60_000;
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link has expired or was already used: ask for a new one';

/** Where a reset link leads: the site's login page opens the set-new-password step. */
export const resetLinkOf = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/login?resetToken=${encodeURIComponent(token)}`;

const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

const resetLinkInvalid = () =>
  new HttpError(400, RESET_LINK_INVALID_MESSAGE, { reason: 'resetLinkInvalid' });

type PasswordPlatform = Pick<
  Platform,
  | 'db'
  | 'config'
  | 'members'
  | 'sessions'
  | 'smsCodes'
  | 'profiles'
  | 'outbox'
  | 'hashing'
  | 'memberGates'
>;

/** Change, reset by phone and reset by email. Every change ends the member's sessions. */
export const createPasswordService = (platform: PasswordPlatform) => {
  const { db, config, members, sessions, smsCodes, profiles, outbox, hashing } = platform;
  const setting = config.brand.registration;
  const resetMailsPerAddress = createRateLimiter(RESET_MAILS_PER_ADDRESS, RESET_MAIL_WINDOW_MS);
  const resetMailsPerAccount = createRateLimiter(RESET_MAILS_PER_ACCOUNT, RESET_MAIL_WINDOW_MS);
  const resetLinkTries = createRateLimiter(
    RESET_LINK_TRIES_PER_ADDRESS,
    RESET_LINK_TRIES_WINDOW_MS,
  );
  const store = db.prepare(
    'UPDATE members SET password_hash = ?, password_changed_at = ?, force_password_change = 0 WHERE id = ?',
  );
  const endOpenLinks = db.prepare(
    'UPDATE password_reset_links SET used_at = ? WHERE member_id = ? AND used_at IS NULL',
  );
  const insertLink = db.prepare(`INSERT INTO password_reset_links
    (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)`);
  const openLink = db.prepare(`SELECT member_id FROM password_reset_links
    WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`);
  // Spending is one statement: of two tries racing with one link, only one gets its member.
  const spendLink = db
    .prepare(
      `UPDATE password_reset_links SET used_at = ?
      WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING member_id`,
    )
    .pluck();
  const savedLanguage = db.prepare('SELECT language FROM members WHERE id = ?').pluck();

  const setPassword = async (member: MemberRow, password: string, now: number, ip: string) => {
    const hash = await hashing.run({ ip, username: member.username }, () =>
      hashPassword(password, config.scryptCost),
    );
    const announce = db.transaction(() => {
      store.run(hash, now, member.id);
      return sessions.revokeMember(member.id, now);
    })();
    announce();
  };

  return {
    async change(
      member: MemberRow,
      input: ChangePasswordPayload,
      ip: string,
      now = Date.now(),
    ): Promise<void> {
      if (input.oldPassword.trim() === '') throw fieldRefused('oldPassword', { key: 'not_empty' });
      checkField(setting, 'password', input.newPassword, { force: true });
      const confirmation = validateConfirmation(input.newPassword, input.confirmNewPassword);
      if (confirmation) throw fieldRefused('confirmNewPassword', confirmation);
      const stored = member.password_hash;
      const matches = stored
        ? await hashing.run({ ip, username: member.username }, () =>
            verifyPassword(input.oldPassword, stored),
          )
        : false;
      if (!matches)
        throw new HttpError(400, OLD_PASSWORD_WRONG_MESSAGE, {
          field: 'oldPassword',
          key: 'old_password_wrong',
        });
      await setPassword(member, input.newPassword, now, ip);
    },

    async resetByPhone(
      input: PasswordByPhonePayload,
      ip: string,
      now = Date.now(),
    ): Promise<LoginResult> {
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
      // The reset logs in: refused, with nothing changed, during a time-out or self-exclusion.
      platform.memberGates.refuseExcluded(member);
      await setPassword(member, input.newPassword, now, ip);
      members.recordLogin(member.id, now);
      return {
        token: sessions.create(member.id, now),
        firstTimeLogin: false,
        passwordExpired: false,
      };
    },

    /**
     * Sends a reset link to the member's address when username and email belong together. The
     * answer is the same whether or not they do (no account enumeration); requests are limited
     * per address, per username and per email whatever the outcome, so the limit tells nothing
     * either, and a mailbox cannot be flooded. The mail is in the member's saved language, else
     * in `language` (the site's, as asked).
     */
    byEmail(
      username: string,
      email: string,
      ip: string,
      origin: string,
      language: Language,
      now = Date.now(),
    ): void {
      // Only required: accounts older than the brand's current username rule must recover too.
      if (username.trim() === '') throw fieldRefused('username', { key: 'not_empty' });
      checkField(setting, 'email', email, { force: true, required: true });
      const wait = Math.max(
        resetMailsPerAddress.hit(ip, now),
        resetMailsPerAccount.hit(username.trim().toLowerCase(), now),
        resetMailsPerAccount.hit(`@${email.trim().toLowerCase()}`, now),
      );
      if (wait > 0) throw tooManyRequests(wait);
      const member = members.findByUsername(username.trim());
      const stored = member ? profiles.emailOf(member.id) : null;
      if (!member || !stored || stored.toLowerCase() !== email.trim().toLowerCase()) return;
      const token = randomBytes(32).toString('base64url');
      db.transaction(() => {
        // Only the newest link works: an older mail cannot be used any more.
        endOpenLinks.run(now, member.id);
        insertLink.run(hashOfToken(token), member.id, now, now + RESET_LINK_TTL_MS);
      })();
      const body = resetMailBody(mailLanguageOf(savedLanguage.get(member.id), language), {
        username: member.username,
        link: resetLinkOf(origin, token),
        minutes: RESET_LINK_TTL_MS / 60_000,
      });
      outbox.write('email', stored, body, null, now);
    },

    /**
     * Sets a new password with an emailed link: the link must be unused and unexpired, and is
     * spent with the change (with every other open link of the member); the member's sessions
     * end. An unknown, used or expired link gets one answer, and tries are limited per address.
     */
    async resetByLink(input: PasswordResetPayload, ip: string, now = Date.now()): Promise<void> {
      const wait = resetLinkTries.hit(ip, now);
      if (wait > 0) throw tooManyRequests(wait);
      const tokenHash = hashOfToken(input.token.trim());
      const open = openLink.get(tokenHash, now) as { member_id: string } | undefined;
      if (!open) throw resetLinkInvalid();
      checkField(setting, 'password', input.newPassword, { force: true });
      const confirmation = validateConfirmation(input.newPassword, input.confirmNewPassword);
      if (confirmation) throw fieldRefused('confirmNewPassword', confirmation);
      const member = members.findById(open.member_id);
      if (!member) throw resetLinkInvalid();
      const hash = await hashing.run({ ip, username: member.username }, () =>
        hashPassword(input.newPassword, config.scryptCost),
      );
      const announce = db.transaction(() => {
        if (spendLink.get(now, tokenHash, now) === undefined) throw resetLinkInvalid();
        endOpenLinks.run(now, member.id);
        store.run(hash, now, member.id);
        return sessions.revokeMember(member.id, now);
      })();
      announce();
    },
  };
};
export type PasswordService = ReturnType<typeof createPasswordService>;
