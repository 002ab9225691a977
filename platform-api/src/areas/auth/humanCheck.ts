import { createHash, createHmac, randomBytes } from 'node:crypto';

import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { HumanCheckChallenge, HumanCheckPurpose } from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';

export type { HumanCheckPurpose };
/** An ALTCHA challenge (altcha-lib v1): what the site's solver needs, signed by the platform. */
export type AltchaChallenge = HumanCheckChallenge;

export const HUMAN_CHECK_REQUIRED_MESSAGE = 'Please complete the verification first';
export const HUMAN_CHECK_FAILED_MESSAGE = 'The verification failed or expired, please try again';

/** A challenge is answerable this long. */
export const HUMAN_CHECK_TTL_MS = 3 * 60_000;
/**
 * The work of a challenge from a quiet address: the answer is a number below this, found by
 * trying SHA-256 hashes, about half of them on average (a fraction of a second in a browser).
 */
export const BASE_MAX_NUMBER = 100_000;
/**
 * Each abuse noted doubles the work, up to 2^4 = 16 times (a few seconds on a phone): enough to
 * make a script pay per try, not so much that people behind one shared address (carrier NAT,
 * an office) wait long.
 */
export const MAX_WORK_DOUBLINGS = 4;
/** Abuse noted this long ago no longer counts. */
export const ABUSE_MEMORY_MS = 15 * 60_000;

export interface HumanCheck {
  /** A new challenge for a purpose; its work grows with the abuse recently seen from the address. */
  challenge(purpose: HumanCheckPurpose, address: string, now: number): Promise<AltchaChallenge>;
  /** Checks and spends a solved payload; throws HttpError 400 reason 'humanCheckRequired' (missing) or 'humanCheckFailed' (wrong, spent, expired, other purpose). */
  verify(
    payload: string | undefined,
    purpose: HumanCheckPurpose,
    address: string,
    now: number,
  ): Promise<void>;
  /** Raises the work of this address's next challenges (called by throttles when they see abuse). */
  noteAbuse(address: string, now: number): void;
}

const required = () =>
  new HttpError(400, HUMAN_CHECK_REQUIRED_MESSAGE, { reason: 'humanCheckRequired' });
const failed = () => new HttpError(400, HUMAN_CHECK_FAILED_MESSAGE, { reason: 'humanCheckFailed' });

/**
 * Proof-of-work human verification (ADR 0022). A challenge is signed with a key only this
 * platform knows (HUMAN_CHECK_KEY, else random per start: never the public payloadSecret),
 * carries its purpose, its expiry, a random id and a digest of the address it was given to, and
 * is spent by its first successful check (the id is stored until it would have expired).
 */
export const createHumanCheck = (db: Db, key: string = randomBytes(32).toString('hex')) => {
  const spend = db.prepare(
    'INSERT INTO human_checks_spent (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
  );
  const sweep = db.prepare('DELETE FROM human_checks_spent WHERE expires_at < ?');
  const abuse = new Map<string, { count: number; last: number }>();
  const addressTag = (address: string) =>
    createHmac('sha256', key).update(`address:${address}`).digest('base64url').slice(0, 16);

  const doublings = (address: string, now: number) => {
    const entry = abuse.get(address);
    if (!entry) return 0;
    if (now - entry.last > ABUSE_MEMORY_MS) {
      abuse.delete(address);
      return 0;
    }
    return Math.min(entry.count, MAX_WORK_DOUBLINGS);
  };

  const check: HumanCheck = {
    async challenge(purpose, address, now) {
      const maxnumber = BASE_MAX_NUMBER * 2 ** doublings(address, now);
      const challenge = await createChallenge({
        hmacKey: key,
        algorithm: 'SHA-256',
        maxnumber,
        expires: new Date(now + HUMAN_CHECK_TTL_MS),
        params: { purpose, id: randomBytes(12).toString('base64url'), a: addressTag(address) },
      });
      return { ...challenge, maxnumber };
    },

    async verify(payload, purpose, address, now) {
      if (!payload || payload.trim() === '') throw required();
      if (payload.length > 2000) throw failed();
      // Expiry is checked below against the platform's clock, not the library's Date.now().
      if (!(await verifySolution(payload, key, false).catch(() => false))) throw failed();
      const params = extractParams(payload);
      const expiresAt = Number(params.expires) * 1000;
      if (
        params.purpose !== purpose ||
        params.a !== addressTag(address) ||
        !params.id ||
        !Number.isFinite(expiresAt) ||
        expiresAt < now
      )
        throw failed();
      sweep.run(now);
      const id = createHash('sha256').update(params.id).digest('base64url');
      if (spend.run(id, expiresAt).changes === 0) throw failed();
    },

    noteAbuse(address, now) {
      const count = doublings(address, now) + 1;
      abuse.set(address, { count, last: now });
      if (abuse.size > 50_000) {
        for (const [known, entry] of abuse)
          if (now - entry.last > ABUSE_MEMORY_MS) abuse.delete(known);
      }
    },
  };
  return check;
};
