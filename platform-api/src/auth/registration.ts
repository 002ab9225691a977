import { randomUUID } from 'node:crypto';

import {
  isFlagOn,
  type LoginResult,
  type RegisterPayload,
  registerPayloadSchema,
  validateConfirmation,
} from 'shared-contracts';

import { HttpError } from '../http/httpError';
import { parseInput } from '../http/parseInput';
import { openPlayerWallets } from '../ledger/accounts';
import type { Platform } from '../platform';
import { CAPTCHA_WRONG_MESSAGE } from './captchas';
import { checkField, fieldRefused } from './fieldValidation';
import { MEMBER_TYPE } from './memberTypes';
import { hashPassword } from './password';
import { phoneKey } from './smsCodes';

export type RegistrationMode = 'username' | 'mobile';

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const MOBILE_TAKEN_MESSAGE = 'This mobile number is already registered';
export const INVALID_INVITATION_MESSAGE = 'Invalid invitation code';

const CONTACT_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;
const OPTIONAL_FIELDS = ['payeeName', 'email', 'affiliateCode', ...CONTACT_FIELDS] as const;

const blankToNull = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

type RegistrationPlatform = Pick<
  Platform,
  'db' | 'config' | 'members' | 'sessions' | 'captchas' | 'smsCodes' | 'profiles' | 'affiliates'
>;

/**
 * Registration by username or by mobile number. Every field is checked with the brand's rules
 * and the shared validateField, as the form does; then the invitation code, the captcha and
 * the SMS code; then the member, its profile and its wallets are created in one transaction
 * and a session is opened (the payload asks to log in).
 */
export const createRegistrationService = (platform: RegistrationPlatform) => {
  const { db, config, members, sessions, captchas, smsCodes, profiles, affiliates } = platform;
  const setting = config.brand.registration;
  const smsVerified = isFlagOn(config.brand.whitelabel, 'REGMOBVERF3');
  const insertMember = db.prepare(`INSERT INTO members
    (id, username, nickname, password_hash, member_type, agent_centre, upline_id, vip_level,
     force_password_change, password_changed_at, created_at)
    VALUES (?, ?, ?, ?, ?, 0, ?, 0, 0, ?, ?)`);

  const validate = (mode: RegistrationMode, input: RegisterPayload) => {
    const mobile = mode === 'mobile';
    if (!mobile) checkField(setting, 'username', input.username);
    checkField(setting, 'password', input.password);
    const confirmation = validateConfirmation(input.password ?? '', input.confirmPassword ?? '');
    if (confirmation) throw fieldRefused('confirmPassword', confirmation);
    checkField(setting, 'mobileNum', input.mobileNum, { force: mobile });
    // The SMS code is asked for with a mobile registration, and with a username one when the
    // brand verifies phones and the number field is shown.
    const needsCode = mobile || (smsVerified && setting.fields.mobileNum?.enabled === true);
    if (needsCode)
      checkField(setting, 'verificationCode', input.verificationCode, {
        force: true,
        required: true,
      });
    if (setting.fields.paymentPassword?.enabled)
      checkField(setting, 'paymentPassword', input.paymentPassword);
    for (const field of OPTIONAL_FIELDS) checkField(setting, field, input[field]);
    if (setting.captchaEnabled) {
      checkField(setting, 'captcha', input.captcha, { force: true, required: true });
    }
    return { needsCode };
  };

  return async (
    mode: RegistrationMode,
    payload: unknown,
    ip: string,
    now = Date.now(),
  ): Promise<LoginResult> => {
    const input = parseInput(registerPayloadSchema, payload);
    const { needsCode } = validate(mode, input);
    const mobileKey = input.mobileNum?.trim()
      ? phoneKey(input.mobileNum, input.countryDialingCode)
      : null;
    const username =
      mode === 'mobile' ? (input.mobileNum ?? '').trim() : (input.username ?? '').trim();

    if (members.findByUsername(username)) {
      throw new HttpError(409, USERNAME_TAKEN_MESSAGE, {
        field: 'username',
        key: 'username_taken',
      });
    }
    if (mobileKey && profiles.isMobileTaken(mobileKey)) {
      throw new HttpError(409, MOBILE_TAKEN_MESSAGE, { field: 'mobileNum', key: 'mobile_taken' });
    }
    const affiliateCode = blankToNull(input.affiliateCode);
    const upline = affiliateCode ? affiliates.resolve(affiliateCode, input.domain) : null;
    if (affiliateCode && !upline) {
      throw new HttpError(400, INVALID_INVITATION_MESSAGE, {
        field: 'affiliateCode',
        key: 'invitation_code_error',
      });
    }
    // Checked last: each check spends the captcha or SMS code, so a form with a typo elsewhere
    // does not cost the player a new code.
    if (setting.captchaEnabled && !captchas.verify(input.captchaId, input.captcha, now)) {
      throw new HttpError(400, CAPTCHA_WRONG_MESSAGE, { field: 'captcha', key: 'captcha_error' });
    }
    if (needsCode && mobileKey) smsCodes.verify(mobileKey, 'register', input.verificationCode, now);

    const [passwordHash, paymentHash] = await Promise.all([
      hashPassword(input.password ?? '', config.scryptCost),
      input.paymentPassword ? hashPassword(input.paymentPassword, config.scryptCost) : null,
    ]);
    const id = `M${randomUUID().replaceAll('-', '').slice(0, 15).toUpperCase()}`;
    const contacts = Object.fromEntries(
      CONTACT_FIELDS.flatMap((field) => {
        const value = blankToNull(input[field]);
        return value ? [[field, value]] : [];
      }),
    );
    try {
      db.transaction(() => {
        insertMember.run(
          id,
          username,
          username,
          passwordHash,
          upline ? MEMBER_TYPE.agentPlayer : MEMBER_TYPE.player,
          upline?.memberId ?? null,
          now,
          now,
        );
        openPlayerWallets(db, id);
        profiles.insert(
          {
            memberId: id,
            mobileNum: mobileKey,
            countryDialingCode: blankToNull(input.countryDialingCode),
            email: blankToNull(input.email),
            payeeName: blankToNull(input.payeeName),
            contacts,
            paymentPasswordHash: paymentHash,
            referralCode: blankToNull(input.referralCode),
            registerIp: ip,
            registerUrl: blankToNull(input.registerUrl),
          },
          now,
        );
      })();
    } catch (error) {
      // Two registrations racing for one name: the loser gets the same answer as above.
      if (
        typeof error === 'object' &&
        error !== null &&
        'code' in error &&
        String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE')
      ) {
        throw new HttpError(409, USERNAME_TAKEN_MESSAGE, {
          field: 'username',
          key: 'username_taken',
        });
      }
      throw error;
    }
    members.recordLogin(id, now);
    return { token: sessions.create(id, now), firstTimeLogin: true, passwordExpired: false };
  };
};
