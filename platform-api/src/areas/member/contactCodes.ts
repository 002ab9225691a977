import { createHash, randomInt } from 'node:crypto';

import type { Language } from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError, tooManyRequests } from '../../http/httpError';
import type { DevOutbox } from '../auth/devOutbox';
import { codeText, noticeText, type OutboxNotice } from '../auth/outboxTexts';
import {
  SMS_CODE_WRONG_MESSAGE,
  SMS_COOLDOWN_MESSAGE,
  SMS_EXPIRED_MINUTES,
  SMS_IP_COOLDOWN_MS,
  SMS_LOCK_MS,
  SMS_LOCKED_MESSAGE,
  SMS_MAX_ATTEMPTS,
  SMS_MAX_PER_NUMBER,
  SMS_NUMBER_COOLDOWN_MS,
  SMS_WINDOW_MS,
} from '../auth/smsCodes';

export type ContactChannel = 'sms' | 'email';

const hashCode = (memberId: string, target: string, code: string) =>
  createHash('sha256').update(`${memberId}:${target}:${code}`).digest('hex');

/**
 * Codes that bind a phone number or email address to a signed-in member: the SMS codes' rules
 * (same lifetime, cooldowns, 5-minute lock, attempts, messages and dev outbox) on their own
 * table, scoped to the member who asked. A `notice` (e.g. the number belongs to someone else)
 * goes out instead of a code after the same limits, so the answer does not tell. Both are
 * written in the language the site asked in.
 */
export const createContactCodes = (db: Db, outbox: DevOutbox) => {
  const locks = new Map<string, number>();
  const lastForTarget = db
    .prepare('SELECT MAX(created_at) FROM contact_codes WHERE target = ?')
    .pluck();
  const lastForIp = db.prepare('SELECT MAX(created_at) FROM contact_codes WHERE ip = ?').pluck();
  const countTarget = db
    .prepare('SELECT COUNT(*) FROM contact_codes WHERE target = ? AND created_at > ?')
    .pluck();
  const insert = db.prepare(`INSERT INTO contact_codes
    (member_id, channel, target, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const newest = db.prepare(`SELECT id, code_hash, attempts FROM contact_codes
    WHERE member_id = ? AND channel = ? AND target = ? AND used_at IS NULL AND expires_at > ?
    ORDER BY created_at DESC, id DESC LIMIT 1`);
  const miss = db.prepare('UPDATE contact_codes SET attempts = attempts + 1 WHERE id = ?');
  const use = db.prepare('UPDATE contact_codes SET used_at = ? WHERE id = ?');

  const coolingDown = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return tooManyRequests(seconds, SMS_COOLDOWN_MESSAGE, {
      reason: 'smsCooldown',
      retryAfter: seconds,
    });
  };

  return {
    send(
      memberId: string,
      channel: ContactChannel,
      target: string,
      ip: string,
      language: Language,
      now: number,
      notice?: OutboxNotice,
    ): number {
      const until = locks.get(target) ?? 0;
      if (until > now) throw tooManyRequests((until - now) / 1000, SMS_LOCKED_MESSAGE);
      const lastIp = Number(lastForIp.get(ip) ?? 0);
      if (lastIp && now - lastIp < SMS_IP_COOLDOWN_MS)
        throw coolingDown(SMS_IP_COOLDOWN_MS - (now - lastIp));
      if (Number(countTarget.get(target, now - SMS_WINDOW_MS)) >= SMS_MAX_PER_NUMBER) {
        locks.set(target, now + SMS_LOCK_MS);
        throw tooManyRequests(SMS_LOCK_MS / 1000, SMS_LOCKED_MESSAGE);
      }
      const last = Number(lastForTarget.get(target) ?? 0);
      if (last && now - last < SMS_NUMBER_COOLDOWN_MS)
        throw coolingDown(SMS_NUMBER_COOLDOWN_MS - (now - last));
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      insert.run(
        memberId,
        channel,
        target,
        // A notice stores an unguessable hash: no code exists that could bind the target.
        notice ? `notice:${code}:${now}` : hashCode(memberId, target, code),
        ip,
        now,
        now + SMS_EXPIRED_MINUTES * 60_000,
      );
      if (notice) outbox.write(channel, target, noticeText(language, notice), null, now);
      else outbox.write(channel, target, codeText(language, code, SMS_EXPIRED_MINUTES), code, now);
      return SMS_EXPIRED_MINUTES;
    },
    /** Spends the newest live code of this member and target; 400 otherwise. */
    verify(memberId: string, channel: ContactChannel, target: string, code: string, now: number) {
      const row = newest.get(memberId, channel, target, now) as
        { id: number; code_hash: string; attempts: number } | undefined;
      if (!row || row.attempts >= SMS_MAX_ATTEMPTS)
        throw new HttpError(400, SMS_CODE_WRONG_MESSAGE, { reason: 'smsCodeWrong' });
      if (row.code_hash !== hashCode(memberId, target, code.trim())) {
        miss.run(row.id);
        throw new HttpError(400, SMS_CODE_WRONG_MESSAGE, { reason: 'smsCodeWrong' });
      }
      use.run(now, row.id);
    },
  };
};
export type ContactCodes = ReturnType<typeof createContactCodes>;
