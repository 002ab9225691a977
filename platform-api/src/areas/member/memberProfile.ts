import {
  type MemberProfile,
  PROFILE_MINIMUM_AGE,
  PROFILE_TEXT_LENGTHS,
  type ProfileUpdate,
  type RegisterSetting,
  type SourceOfIncome,
} from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { checkField, fieldRefused } from '../auth/fieldValidation';
import type { MemberRow } from '../auth/members';

export interface ProfileRow {
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  contacts_json: string;
  payment_password_hash: string | null;
  real_name_locked: number;
  birthday: string | null;
  age_confirmed_at: number | null;
  address: string | null;
  nationality: string | null;
  place_of_birth: string | null;
  occupation: string | null;
  source_of_income: SourceOfIncome | null;
  email_verified_at: number | null;
  phone_verified_at: number | null;
}

/** Whole years between a `yyyy-MM-dd` birthday and a moment (UTC calendar). */
export const ageOn = (birthday: string, now: number): number => {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
};

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The member centre's view of member_profiles (a row is created on the first change). */
export const createMemberProfiles = (db: Db) => {
  const read = db.prepare('SELECT * FROM member_profiles WHERE member_id = ?');
  const ensure = db.prepare(
    'INSERT OR IGNORE INTO member_profiles (member_id, created_at) VALUES (?, ?)',
  );
  const twoFactorOn = db
    .prepare('SELECT 1 FROM two_factor WHERE member_id = ? AND enabled_at IS NOT NULL')
    .pluck();
  const setNickname = db.prepare('UPDATE members SET nickname = ? WHERE id = ?');
  const boundAccounts = db
    .prepare('SELECT COUNT(*) FROM payout_accounts WHERE member_id = ? AND deleted_at IS NULL')
    .pluck();

  const rowOf = (memberId: string) => read.get(memberId) as ProfileRow | undefined;

  const view = (member: MemberRow): MemberProfile => {
    const row = rowOf(member.id);
    const contacts = JSON.parse(row?.contacts_json ?? '{}') as Record<string, string>;
    const locked = (row?.real_name_locked ?? 0) === 1 || Number(boundAccounts.get(member.id)) > 0;
    return {
      username: member.username,
      nickname: member.nickname,
      realName: row?.payee_name ?? null,
      realNameLocked: locked,
      email: row?.email ?? null,
      emailVerified: row?.email_verified_at != null,
      // The stored key carries the dialling code first; the form shows the two apart.
      mobileNum:
        row?.mobile_num == null
          ? null
          : row.mobile_num.slice((row.country_dialing_code ?? '').length),
      countryDialingCode: row?.country_dialing_code ?? null,
      phoneVerified: row?.phone_verified_at != null,
      birthday: row?.birthday ?? null,
      ageConfirmed: row?.age_confirmed_at != null,
      address: row?.address ?? null,
      nationality: row?.nationality ?? null,
      placeOfBirth: row?.place_of_birth ?? null,
      occupation: row?.occupation ?? null,
      sourceOfIncome: row?.source_of_income ?? null,
      lineId: contacts.line ?? null,
      withdrawalPasswordSet: row?.payment_password_hash != null,
      twoFactorEnabled: twoFactorOn.get(member.id) !== undefined,
    };
  };

  return {
    view,
    row: rowOf,
    ensure: (memberId: string, now: number) => void ensure.run(memberId, now),
    /** Applies a profile form after checking every field; nothing is written on a refusal. */
    update(member: MemberRow, input: ProfileUpdate, setting: RegisterSetting, now: number) {
      const current = view(member);
      if (input.realName !== undefined) {
        checkField(setting, 'payeeName', input.realName, { force: true, required: true });
        if (current.realNameLocked && input.realName.trim() !== current.realName)
          throw new HttpError(
            409,
            'The real name cannot be changed while accounts are bound; contact customer service',
            { field: 'realName', reason: 'realNameLocked' },
          );
      }
      if (input.lineId !== undefined) checkField(setting, 'line', input.lineId, { force: true });
      if (input.birthday !== undefined) {
        if (!isRealDate(input.birthday)) throw fieldRefused('birthday', { key: 'reg_pattern_11' });
        if (ageOn(input.birthday, now) < PROFILE_MINIMUM_AGE)
          throw new HttpError(400, `You must be at least ${PROFILE_MINIMUM_AGE} years old`, {
            field: 'birthday',
            reason: 'underAge',
          });
        if (input.ageConfirmed !== true && !current.ageConfirmed)
          throw new HttpError(
            400,
            `Please confirm that you are at least ${PROFILE_MINIMUM_AGE} years old`,
            { field: 'ageConfirmed', reason: 'ageNotConfirmed' },
          );
      }
      const trimmed = (value: string | undefined) =>
        value === undefined ? undefined : value.trim();
      for (const [field, [min]] of Object.entries(PROFILE_TEXT_LENGTHS)) {
        const value = trimmed(input[field as keyof typeof PROFILE_TEXT_LENGTHS]);
        if (value !== undefined && [...value].length < min)
          throw new HttpError(400, `${field} needs at least ${min} characters`, {
            field,
            reason: 'tooShort',
          });
      }
      db.transaction(() => {
        ensure.run(member.id, now);
        const sets: string[] = [];
        const args: unknown[] = [];
        const set = (column: string, value: unknown) => {
          sets.push(`${column} = ?`);
          args.push(value);
        };
        if (input.realName !== undefined) set('payee_name', trimmed(input.realName));
        if (input.birthday !== undefined) set('birthday', input.birthday);
        if (input.ageConfirmed === true && !current.ageConfirmed) set('age_confirmed_at', now);
        if (input.address !== undefined) set('address', trimmed(input.address));
        if (input.nationality !== undefined) set('nationality', trimmed(input.nationality));
        if (input.placeOfBirth !== undefined) set('place_of_birth', trimmed(input.placeOfBirth));
        if (input.occupation !== undefined) set('occupation', trimmed(input.occupation));
        if (input.sourceOfIncome !== undefined) set('source_of_income', input.sourceOfIncome);
        if (input.lineId !== undefined) {
          const contacts = JSON.parse(rowOf(member.id)?.contacts_json ?? '{}') as Record<
            string,
            string
          >;
          set('contacts_json', JSON.stringify({ ...contacts, line: input.lineId.trim() }));
        }
        if (sets.length > 0)
          db.prepare(`UPDATE member_profiles SET ${sets.join(', ')} WHERE member_id = ?`).run(
            ...args,
            member.id,
          );
        if (input.nickname !== undefined) setNickname.run(input.nickname.trim(), member.id);
      })();
    },
  };
};
export type MemberProfiles = ReturnType<typeof createMemberProfiles>;
