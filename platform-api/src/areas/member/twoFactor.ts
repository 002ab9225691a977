import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';

const PERIOD_S = 30;
const RECOVERY_CODES = 10;
/** A login ticket of the second step lives 5 minutes and survives 5 wrong codes. */
export const TWO_FACTOR_TICKET_MS = 5 * 60_000;
const TICKET_ATTEMPTS = 5;

export const TWO_FACTOR_CODE_WRONG_MESSAGE = 'The verification code is not correct';
export const TWO_FACTOR_TICKET_MESSAGE = 'The login step has expired, please log in again';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const normaliseRecovery = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Two-factor login with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s; codes of
 * the previous and next step are accepted for clock drift, each step at most once). Secrets are
 * kept AES-256-GCM encrypted with a key derived from the seal key (config.sealKey, never the public
 * payload secret); recovery codes only as
 * SHA-256. Login tickets of the second step live in memory (one process serves the reference
 * platform; a restart only asks the player to log in again).
 */
export const createTwoFactor = (db: Db, sealKey: string, issuer: string) => {
  const key = createHash('sha256').update(`totp-secrets:${sealKey}`).digest();
  const seal = (secret: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
  };
  const open = (sealed: string) => {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv as Buffer);
    decipher.setAuthTag(tag as Buffer);
    return Buffer.concat([decipher.update(data as Buffer), decipher.final()]).toString('utf8');
  };

  const row = db.prepare('SELECT * FROM two_factor WHERE member_id = ?');
  const upsertPending = db.prepare(`INSERT INTO two_factor (member_id, pending_secret) VALUES (?, ?)
    ON CONFLICT (member_id) DO UPDATE SET pending_secret = excluded.pending_secret`);
  const activate = db.prepare(
    'UPDATE two_factor SET secret = pending_secret, pending_secret = NULL, enabled_at = ?, last_step = ? WHERE member_id = ?',
  );
  const setStep = db.prepare('UPDATE two_factor SET last_step = ? WHERE member_id = ?');
  const remove = db.prepare('DELETE FROM two_factor WHERE member_id = ?');
  const removeCodes = db.prepare('DELETE FROM two_factor_recovery_codes WHERE member_id = ?');
  const addCode = db.prepare(
    'INSERT INTO two_factor_recovery_codes (member_id, code_hash) VALUES (?, ?)',
  );
  const useCode = db.prepare(
    'UPDATE two_factor_recovery_codes SET used_at = ? WHERE member_id = ? AND code_hash = ? AND used_at IS NULL',
  );

  interface Row {
    secret: string | null;
    pending_secret: string | null;
    enabled_at: number | null;
    last_step: number;
  }
  const rowOf = (memberId: string) => row.get(memberId) as Row | undefined;

  const totp = (secret: string, label: string) =>
    new TOTP({
      issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_S,
      secret: Secret.fromBase32(secret),
    });

  /** The step a current code belongs to, or null; a step is spent once. */
  const matchStep = (secret: string, code: string, lastStep: number, now: number) => {
    if (!/^\d{6}$/.test(code.trim())) return null;
    const delta = totp(secret, 'check').validate({ token: code.trim(), timestamp: now, window: 1 });
    if (delta === null) return null;
    const step = Math.floor(now / 1000 / PERIOD_S) + delta;
    return step > lastStep ? step : null;
  };

  /** A TOTP code or an unused recovery code of an enabled member; spends what it used. */
  const check = (memberId: string, code: string, now: number): boolean => {
    const current = rowOf(memberId);
    if (!current?.secret || current.enabled_at === null) return false;
    const step = matchStep(open(current.secret), code, current.last_step, now);
    if (step !== null) {
      setStep.run(step, memberId);
      return true;
    }
    const recovery = normaliseRecovery(code);
    return recovery.length === 10 && useCode.run(now, memberId, sha256(recovery)).changes === 1;
  };

  const tickets = new Map<string, { memberId: string; expiresAt: number; attempts: number }>();

  return {
    isEnabled: (memberId: string) => rowOf(memberId)?.enabled_at != null,
    setup(memberId: string, label: string) {
      if (rowOf(memberId)?.enabled_at != null)
        throw new HttpError(409, 'Two-factor login is already on; turn it off first');
      const secret = new Secret({ size: 20 }).base32;
      upsertPending.run(memberId, seal(secret));
      return { secret, otpauthUri: totp(secret, label).toString() };
    },
    enable(memberId: string, code: string, now: number): string[] {
      const current = rowOf(memberId);
      if (current?.enabled_at != null) throw new HttpError(409, 'Two-factor login is already on');
      if (!current?.pending_secret)
        throw new HttpError(409, 'Start the set-up first: no secret is waiting for a code');
      const step = matchStep(open(current.pending_secret), code, 0, now);
      if (step === null) throw new HttpError(400, TWO_FACTOR_CODE_WRONG_MESSAGE, { field: 'code' });
      const codes = Array.from({ length: RECOVERY_CODES }, () => {
        const raw = randomBytes(5).toString('hex');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      db.transaction(() => {
        activate.run(now, step, memberId);
        removeCodes.run(memberId);
        for (const recovery of codes) addCode.run(memberId, sha256(normaliseRecovery(recovery)));
      })();
      return codes;
    },
    disable(memberId: string, code: string, now: number): void {
      if (rowOf(memberId)?.enabled_at == null)
        throw new HttpError(409, 'Two-factor login is not on');
      db.transaction(() => {
        if (!check(memberId, code, now))
          throw new HttpError(400, TWO_FACTOR_CODE_WRONG_MESSAGE, { field: 'code' });
        removeCodes.run(memberId);
        remove.run(memberId);
      })();
    },
    /** A single-use ticket standing for a login whose password was right. */
    issueTicket(memberId: string, now: number): { ticket: string; expiresIn: number } {
      for (const [hash, entry] of tickets) if (entry.expiresAt <= now) tickets.delete(hash);
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(sha256(ticket), {
        memberId,
        expiresAt: now + TWO_FACTOR_TICKET_MS,
        attempts: 0,
      });
      return { ticket, expiresIn: TWO_FACTOR_TICKET_MS / 1000 };
    },
    /** The member of a ticket whose code is right (the ticket is spent); throws otherwise. */
    redeem(ticket: string, code: string, now: number): string {
      const hash = sha256(ticket);
      const entry = tickets.get(hash);
      if (!entry || entry.expiresAt <= now || entry.attempts >= TICKET_ATTEMPTS) {
        tickets.delete(hash);
        throw new HttpError(401, TWO_FACTOR_TICKET_MESSAGE, { reason: 'twoFactorTicketInvalid' });
      }
      if (!check(entry.memberId, code, now)) {
        entry.attempts += 1;
        throw new HttpError(401, TWO_FACTOR_CODE_WRONG_MESSAGE, {
          reason: 'twoFactorCodeWrong',
          attemptsLeft: TICKET_ATTEMPTS - entry.attempts,
        });
      }
      tickets.delete(hash);
      return entry.memberId;
    },
  };
};
export type TwoFactor = ReturnType<typeof createTwoFactor>;
