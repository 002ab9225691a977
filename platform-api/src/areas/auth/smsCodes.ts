import { createHash, randomInt } from 'node:crypto';

import type { Language } from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError, tooManyRequests } from '../../http/httpError';
import type { DevOutbox } from './devOutbox';
import { codeText, noticeText, type OutboxNotice } from './outboxTexts';

export type SmsPurpose = 'login' | 'password' | 'register';

/** A code is valid this long (the answer's expiredMinutes). */
export const SMS_EXPIRED_MINUTES = 5;
/** One code per number and purpose per minute. */
export const SMS_NUMBER_COOLDOWN_MS = 60_000;
/** One send per address per second (SPEC section 9: SMS requests throttled to 1000 ms). */
export const SMS_IP_COOLDOWN_MS = 1_000;
/** More sends than this in the window lock the number or address (SPEC: 5 minutes). */
export const SMS_MAX_PER_NUMBER = 5;
export const SMS_MAX_PER_IP = 10;
export const SMS_WINDOW_MS = 60 * 60_000;
export const SMS_LOCK_MS = 5 * 60_000;
/** Wrong guesses a code survives. */
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_LOCKED_MESSAGE = 'Too many requests, please try again after 5 minutes';
export const SMS_COOLDOWN_MESSAGE = 'A code was sent just now, please wait before asking again';
export const SMS_CODE_WRONG_MESSAGE = 'Invalid or expired verification code, please resend';

const hashCode = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/** The key a number is known by: its dialling code (when given) and digits. */
export const phoneKey = (mobileNum: string, countryDialingCode?: string) =>
  `${countryDialingCode ?? ''}${mobileNum.trim()}`;

/**
 * SMS verification codes. A code is stored hashed and written to the dev outbox (the stand-in
 * for an SMS gateway). Sends are limited per number (a minute apart, and locked for 5 minutes
 * after too many) and per address (a second apart, the same lock).
 */
export const createSmsCodeService = (db: Db, outbox: DevOutbox) => {
  const locks = new Map<string, number>();
  const lastOf = db.prepare(
    'SELECT MAX(created_at) FROM sms_codes WHERE mobile_num = ? AND purpose = ?',
  );
  const countNumber = db.prepare(
    'SELECT COUNT(*) FROM sms_codes WHERE mobile_num = ? AND created_at > ?',
  );
  const lastOfIp = db.prepare('SELECT MAX(created_at) FROM sms_codes WHERE ip = ?');
  const countIp = db.prepare('SELECT COUNT(*) FROM sms_codes WHERE ip = ? AND created_at > ?');
  const insert = db.prepare(
    'INSERT INTO sms_codes (mobile_num, purpose, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const newest = db.prepare(`SELECT id, code_hash, attempts FROM sms_codes
    WHERE mobile_num = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
    ORDER BY created_at DESC, id DESC LIMIT 1`);
  const miss = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?');
  const use = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?');

  const lockedFor = (key: string, now: number) => {
    const until = locks.get(key) ?? 0;
    if (until <= now) locks.delete(key);
    return until > now ? until - now : 0;
  };
  const lock = (key: string, now: number) => {
    locks.set(key, now + SMS_LOCK_MS);
    return tooManyRequests(SMS_LOCK_MS / 1000, SMS_LOCKED_MESSAGE);
  };
  // A cooldown is not the 5-minute lock: the answer says how long it is, for the site to tell.
  const coolingDown = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return tooManyRequests(seconds, SMS_COOLDOWN_MESSAGE, {
      reason: 'smsCooldown',
      retryAfter: seconds,
    });
  };
  const num = (statement: { get: (...a: unknown[]) => unknown }, ...args: unknown[]) =>
    Number(statement.get(...args) ?? 0);

  return {
    /**
     * Sends a new code in `language` (the one the site asked in); returns its lifetime in
     * minutes or throws 429 with Retry-After. With `notice`, the number gets that text instead
     * of a code (e.g. "already registered"), after the same limits and with the same answer, so
     * the caller cannot tell the two apart.
     */
    send(
      mobile: string,
      purpose: SmsPurpose,
      ip: string,
      language: Language,
      now = Date.now(),
      notice?: OutboxNotice,
    ): number {
      for (const key of [`n:${mobile}`, `ip:${ip}`]) {
        const left = lockedFor(key, now);
        if (left > 0) throw tooManyRequests(left / 1000, SMS_LOCKED_MESSAGE);
      }
      const lastIp = num(lastOfIp.pluck(), ip);
      if (lastIp && now - lastIp < SMS_IP_COOLDOWN_MS) {
        throw coolingDown(SMS_IP_COOLDOWN_MS - (now - lastIp));
      }
      if (num(countIp.pluck(), ip, now - SMS_WINDOW_MS) >= SMS_MAX_PER_IP)
        throw lock(`ip:${ip}`, now);
      if (num(countNumber.pluck(), mobile, now - SMS_WINDOW_MS) >= SMS_MAX_PER_NUMBER) {
        throw lock(`n:${mobile}`, now);
      }
      const last = num(lastOf.pluck(), mobile, purpose);
      if (last && now - last < SMS_NUMBER_COOLDOWN_MS) {
        throw coolingDown(SMS_NUMBER_COOLDOWN_MS - (now - last));
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      insert.run(
        mobile,
        purpose,
        hashCode(mobile, code),
        ip,
        now,
        now + SMS_EXPIRED_MINUTES * 60_000,
      );
      if (notice) outbox.write('sms', mobile, noticeText(language, notice), null, now);
      else outbox.write('sms', mobile, codeText(language, code, SMS_EXPIRED_MINUTES), code, now);
      return SMS_EXPIRED_MINUTES;
    },
    /** Spends the newest live code when it matches; throws 400 otherwise. */
    verify(mobile: string, purpose: SmsPurpose, code: string | undefined, now = Date.now()): void {
      const row = newest.get(mobile, purpose, now) as
        { id: number; code_hash: string; attempts: number } | undefined;
      if (!row || row.attempts >= SMS_MAX_ATTEMPTS || !code) {
        throw new HttpError(400, SMS_CODE_WRONG_MESSAGE, { reason: 'smsCodeWrong' });
      }
      if (row.code_hash !== hashCode(mobile, code.trim())) {
        miss.run(row.id);
        throw new HttpError(400, SMS_CODE_WRONG_MESSAGE, { reason: 'smsCodeWrong' });
      }
      use.run(now, row.id);
    },
  };
};
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
