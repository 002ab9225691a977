import type { Db } from '../../db/database';
import type { MemberRow } from './members';

/** Contact data a member gave at registration. */
export interface ProfileInput {
  memberId: string;
  /** Dialling code and digits (see phoneKey), unique across members. */
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  contacts: Record<string, string>;
  paymentPasswordHash: string | null;
  referralCode: string | null;
  registerIp: string | null;
  registerUrl: string | null;
  /** When the number was proven by an SMS code at sign-up (a verified contact), else null. */
  phoneVerifiedAt?: number | null;
}

/**
 * A new member's profile: where they signed up from, what `given` sets, and nothing else (no
 * contact, payee, withdrawal password or referral until they give one).
 */
export const newProfile = (
  registerIp: string | null,
  given: Partial<Omit<ProfileInput, 'memberId' | 'registerIp'>> = {},
): Omit<ProfileInput, 'memberId'> => ({
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  payeeName: null,
  contacts: {},
  paymentPasswordHash: null,
  referralCode: null,
  registerUrl: null,
  ...given,
  registerIp,
});

/** Member profiles (registration contact data) and lookups by phone and email. */
export const createProfileRepository = (db: Db) => {
  const insert = db.prepare(`INSERT INTO member_profiles
    (member_id, mobile_num, country_dialing_code, email, payee_name, contacts_json,
     payment_password_hash, referral_code, register_ip, register_url, phone_verified_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const memberByMobile = db.prepare(
    'SELECT m.* FROM members m JOIN member_profiles p ON p.member_id = m.id WHERE p.mobile_num = ?',
  );
  const emailOf = db.prepare('SELECT email FROM member_profiles WHERE member_id = ?').pluck();
  const mobileTaken = db.prepare('SELECT 1 FROM member_profiles WHERE mobile_num = ?').pluck();
  return {
    insert(profile: ProfileInput, now = Date.now()): void {
      insert.run(
        profile.memberId,
        profile.mobileNum,
        profile.countryDialingCode,
        profile.email,
        profile.payeeName,
        JSON.stringify(profile.contacts),
        profile.paymentPasswordHash,
        profile.referralCode,
        profile.registerIp,
        profile.registerUrl,
        profile.phoneVerifiedAt ?? null,
        now,
      );
    },
    findMemberByMobile: (mobileKey: string) =>
      memberByMobile.get(mobileKey) as MemberRow | undefined,
    emailOf: (memberId: string) => (emailOf.get(memberId) as string | null | undefined) ?? null,
    isMobileTaken: (mobileKey: string) => mobileTaken.get(mobileKey) !== undefined,
  };
};
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
