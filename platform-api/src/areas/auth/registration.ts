import { randomUUID } from 'node:crypto';

import {
  ALWAYS_REQUIRED_FIELDS,
  isFlagOn,
  type LoginResult,
  type RegisterPayload,
  registerPayloadSchema,
  REGISTRATION_FIELDS,
  type RegistrationField,
  validateConfirmation,
} from 'shared-contracts';

import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { openPlayerWallets } from '../../ledger/accounts';
import type { Platform } from '../../platform';
import { createRegistrationBonus } from '../member/registrationBonus';
import { CAPTCHA_WRONG_MESSAGE } from './captchas';
import { checkField, fieldRefused } from './fieldValidation';
import { MEMBER_TYPE } from './memberTypes';
import { hashPassword } from './passwordHashing';
import type { ProfileInput } from './profiles';
import { phoneKey } from './smsCodes';

export type RegistrationMode = 'username' | 'mobile';

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const MOBILE_TAKEN_MESSAGE = 'This mobile number is already registered';
export const INVALID_INVITATION_MESSAGE = 'Invalid invitation code';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed on this site';
export const REGISTRATION_TYPE_MESSAGE = 'This way of registering is not offered on this site';

/** Fields `validate` checks one by one: the always-required ones (by type) and the captcha. */
const CHECKED_APART: readonly RegistrationField[] = [...ALWAYS_REQUIRED_FIELDS, 'captcha'];
/** Optional fields with a place of their own: the profile's columns, or the upline. */
const PLACED_OPTIONAL_FIELDS: readonly RegistrationField[] = [
  'payeeName',
  'email',
  'affiliateCode',
];
/** The contract's other fields (in its order): the member's handles, kept as contacts. */
const CONTACT_FIELDS = REGISTRATION_FIELDS.filter(
  (field) => !CHECKED_APART.includes(field) && !PLACED_OPTIONAL_FIELDS.includes(field),
);
/** Checked with the brand's rule when it enables them, in this order (the first bad one answers). */
const OPTIONAL_FIELDS = [...PLACED_OPTIONAL_FIELDS, ...CONTACT_FIELDS];

const blankToNull = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

type RegistrationPlatform = Pick<
  Platform,
  | 'db'
  | 'config'
  | 'members'
  | 'sessions'
  | 'captchas'
  | 'humanCheck'
  | 'smsCodes'
  | 'profiles'
  | 'invitationCodes'
  | 'hashing'
  | 'ledger'
>;

/**
 * The registration types a brand offers (SPEC section 6 flags): none without DIRECTREG3; by
 * username with USERNAMEREG3; by phone with MOBILENUMREG3 (number and SMS code) or
 * MOBILENUMPASSREG3 (number and password, no code), when the register setting allows phones.
 */
export const registrationTypesOf = (brand: Platform['config']['brand']) => {
  const open = isFlagOn(brand.whitelabel, 'DIRECTREG3');
  const flag = (name: Parameters<typeof isFlagOn>[1]) => open && isFlagOn(brand.whitelabel, name);
  const smsCode = flag('MOBILENUMREG3') && brand.registration.mobileRegistration;
  const password = flag('MOBILENUMPASSREG3') && brand.registration.mobileRegistration;
  return {
    open,
    username: flag('USERNAMEREG3'),
    mobile: smsCode || password,
    /** A phone registration carries its SMS code (MOBILENUMREG3 wins when both are on). */
    mobileNeedsCode: smsCode,
  };
};

/**
 * Registration by username or by mobile number. The brand must offer the type (403 otherwise,
 * before anything is read); every field is checked with the brand's rules and the shared
 * validateField, as the form does; then the human verification (and the picture captcha where
 * the brand enables it), before anything that reads accounts; then the username, number and
 * invitation code, and the SMS code; then the member, its profile and its wallets are created
 * in one transaction and a session is opened (the payload asks to log in).
 */
export const createRegistrationService = (platform: RegistrationPlatform) => {
  const { config, members, sessions, captchas, smsCodes, profiles, invitationCodes } = platform;
  const setting = config.brand.registration;
  const types = registrationTypesOf(config.brand);
  const smsVerified = isFlagOn(config.brand.whitelabel, 'REGMOBVERF3');
  const insertPlayer = createPlayerInserter(platform);
  const creditRegistrationBonus = createRegistrationBonus({
    db: platform.db,
    ledger: platform.ledger,
    brand: config.brand,
  });

  const validate = (mode: RegistrationMode, input: RegisterPayload) => {
    const mobile = mode === 'mobile';
    if (!mobile) checkField(setting, 'username', input.username);
    checkField(setting, 'password', input.password);
    const confirmation = validateConfirmation(input.password ?? '', input.confirmPassword ?? '');
    if (confirmation) throw fieldRefused('confirmPassword', confirmation);
    checkField(setting, 'mobileNum', input.mobileNum, { force: mobile });
    // The SMS code is asked for with a mobile registration, and with a username one when the
    // brand verifies phones and the number field is shown.
    const needsCode = mobile
      ? types.mobileNeedsCode
      : smsVerified && setting.fields.mobileNum?.enabled === true;
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
    if (!types.open) {
      throw new HttpError(403, REGISTRATION_CLOSED_MESSAGE, { reason: 'registrationClosed' });
    }
    if (!(mode === 'mobile' ? types.mobile : types.username)) {
      throw new HttpError(403, REGISTRATION_TYPE_MESSAGE, { reason: 'registrationTypeDisabled' });
    }
    const input = parseInput(registerPayloadSchema, payload);
    const { needsCode } = validate(mode, input);
    // Human verification comes before anything that reads accounts (username or number taken,
    // invitation code): without a solved challenge nobody learns which accounts exist. Only the
    // stateless format checks above go first; they reveal nothing and the form runs them too.
    await platform.humanCheck.verify(input.humanCheck, 'register', ip, now);
    if (setting.captchaEnabled && !captchas.verify(input.captchaId, input.captcha, now)) {
      throw new HttpError(400, CAPTCHA_WRONG_MESSAGE, { field: 'captcha', key: 'captcha_error' });
    }
    // A number is kept only where the form asks for it: a username registration of a brand that
    // does not show the number field stores none (nobody could have verified it).
    const mobileAsked = mode === 'mobile' || setting.fields.mobileNum?.enabled === true;
    const mobileKey =
      mobileAsked && input.mobileNum?.trim()
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
    const upline = affiliateCode ? invitationCodes.resolve(affiliateCode, input.domain) : null;
    if (affiliateCode && !upline) {
      throw new HttpError(400, INVALID_INVITATION_MESSAGE, {
        field: 'affiliateCode',
        key: 'invitation_code_error',
      });
    }
    // The SMS code is spent only once everything else is right, so a typo does not cost a new one.
    // SMS codes live on the wall clock they were sent by, not the demo clock ops may move ahead.
    if (needsCode && mobileKey)
      smsCodes.verify(mobileKey, 'register', input.verificationCode, Date.now());

    const hashing = { ip, username };
    const passwordHash = await platform.hashing.run(hashing, () =>
      hashPassword(input.password ?? '', config.scryptCost),
    );
    const paymentPassword = input.paymentPassword;
    const paymentHash = paymentPassword
      ? await platform.hashing.run(hashing, () => hashPassword(paymentPassword, config.scryptCost))
      : null;
    const contacts = Object.fromEntries(
      CONTACT_FIELDS.flatMap((field) => {
        const value = blankToNull(input[field]);
        return value ? [[field, value]] : [];
      }),
    );
    const id = insertPlayer(
      {
        username,
        nickname: username,
        passwordHash,
        memberType: upline ? MEMBER_TYPE.agentPlayer : MEMBER_TYPE.player,
        uplineId: upline?.memberId ?? null,
        profile: {
          mobileNum: mobileKey,
          countryDialingCode: blankToNull(input.countryDialingCode),
          email: blankToNull(input.email),
          payeeName: blankToNull(input.payeeName),
          contacts,
          paymentPasswordHash: paymentHash,
          referralCode: blankToNull(input.referralCode),
          registerIp: ip,
          registerUrl: blankToNull(input.registerUrl),
          // The SMS code just spent proves the number: a verified contact (new-player offers).
          phoneVerifiedAt: needsCode && mobileKey ? now : null,
        },
        // The bonus the registration page promises, with the account or not at all.
        alsoInTransaction: (memberId) => creditRegistrationBonus(memberId, now),
      },
      now,
    );
    members.recordLogin(id, now);
    return { token: sessions.create(id, now), firstTimeLogin: true, passwordExpired: false };
  };
};

/** A new player as {@link createPlayerInserter} stores it. */
export interface NewPlayer {
  username: string;
  nickname: string;
  /** Null: no password (an account that signs in with Google or Facebook only). */
  passwordHash: string | null;
  memberType: number;
  uplineId: string | null;
  profile: Omit<ProfileInput, 'memberId'>;
  /**
   * Runs in the same transaction once the member exists (a Firebase link). It answers its own
   * conflicts with an HttpError; any unique violation of the rows above is the username's.
   */
  alsoInTransaction?: (memberId: string) => void;
}

/**
 * Stores a new player: the member, its wallets and its profile in one transaction. A username
 * taken meanwhile (two registrations racing) gets the same 409 as the check before it.
 */
export const createPlayerInserter = ({ db, profiles }: Pick<Platform, 'db' | 'profiles'>) => {
  const insertMember = db.prepare(`INSERT INTO members
    (id, username, nickname, password_hash, member_type, agent_centre, upline_id, vip_level,
     force_password_change, password_changed_at, created_at)
    VALUES (?, ?, ?, ?, ?, 0, ?, 0, 0, ?, ?)`);
  return (player: NewPlayer, now = Date.now()): string => {
    const id = `M${randomUUID().replaceAll('-', '').slice(0, 15).toUpperCase()}`;
    try {
      db.transaction(() => {
        insertMember.run(
          id,
          player.username,
          player.nickname,
          player.passwordHash,
          player.memberType,
          player.uplineId,
          now,
          now,
        );
        openPlayerWallets(db, id);
        profiles.insert({ memberId: id, ...player.profile }, now);
        player.alsoInTransaction?.(id);
      })();
    } catch (error) {
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
    return id;
  };
};
