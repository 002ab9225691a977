import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';

import type { Db } from '../../db/database';
import type { MemberRow } from './members';
import { MEMBER_TYPE } from './memberTypes';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Extending a session on every call would turn every read into a write; once a minute is enough.
export const SLIDE_STEP_MS = 60_000;
/** The brand's default inactivity limit (AGCO 4.30 asks for one): 15 minutes. */
export const DEFAULT_IDLE_MINUTES = 15;
/** A free-play (trial) account lives a day from its creation; its sessions end with it. */
export const TRIAL_ACCOUNT_TTL_MS = 24 * 60 * 60_000;

export interface SessionLimits {
  /** Inactivity after which a session ends (the brand's idle minutes); null: only `ttlMs`. */
  idleMs: number | null;
  /** Age after which a trial account's sessions stop resolving. */
  trialTtlMs: number;
}

/** Which sessions ended: one (logout) or every session of a member (a password change). */
export type SessionsEnded = { tokenHash: string } | { memberId: string };

/**
 * Session tokens: 32 random bytes given to the client once, stored only as SHA-256. A session
 * expires after `ttlMs` without use (sliding), or sooner after the brand's idle time (plus one
 * slide step, so the platform never ends a session before the site's own idle countdown has);
 * it ends at logout or when the member's password changes, and a trial account's sessions end
 * when the account expires. `events` emits 'ended' ({@link SessionsEnded}) so open sockets can
 * be told.
 */
export const createSessionStore = (
  db: Db,
  sessionTtlMs: number,
  limits: SessionLimits = { idleMs: null, trialTtlMs: TRIAL_ACCOUNT_TTL_MS },
) => {
  const ttlMs =
    limits.idleMs === null ? sessionTtlMs : Math.min(sessionTtlMs, limits.idleMs + SLIDE_STEP_MS);
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const lookupRow = db.prepare(`SELECT s.expires_at AS session_expires_at, m.* FROM sessions s
    JOIN members m ON m.id = s.member_id
    WHERE s.token_hash = @hash AND s.revoked_at IS NULL AND s.expires_at > @now
      AND (m.member_type <> ${MEMBER_TYPE.trial} OR m.created_at > @now - @trialTtl)`);
  const lookup = {
    get: (hash: string, now: number) => lookupRow.get({ hash, now, trialTtl: limits.trialTtlMs }),
  };
  const slide = db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?');
  const touch = db.prepare(`UPDATE sessions SET expires_at = @until
    WHERE token_hash = @hash AND revoked_at IS NULL AND expires_at > @now AND expires_at < @until`);
  const revoke = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const revokeMember = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
  );
  const events = new EventEmitter<{ ended: [SessionsEnded] }>();
  return {
    events,
    /** How long an unused session lives (the idle limit when the brand sets one). */
    slidingTtlMs: ttlMs,
    /** Opens a session and returns the token (the only time it exists in clear). */
    create(memberId: string, now = Date.now()): string {
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), memberId, now, now + ttlMs);
      return token;
    },
    /** The member of a live session, or null. */
    resolve(token: string, now = Date.now()): MemberRow | null {
      if (token.length === 0 || token.length > 128) return null;
      const tokenHash = hashToken(token);
      const row = lookup.get(tokenHash, now) as
        (MemberRow & { session_expires_at: number }) | undefined;
      if (!row) return null;
      if (now + ttlMs - row.session_expires_at > SLIDE_STEP_MS) slide.run(now + ttlMs, tokenHash);
      const member: MemberRow & { session_expires_at?: number } = row;
      delete member.session_expires_at;
      return member;
    },
    /**
     * Counts activity elsewhere (a game round in the game frame) as use of the site session it
     * belongs to, so playing does not run into the idle limit.
     */
    touch(tokenHash: string, now = Date.now()): void {
      touch.run({ hash: tokenHash, now, until: now + ttlMs });
    },
    /** Ends a session; true when it was live. */
    revoke(token: string, now = Date.now()): boolean {
      const tokenHash = hashToken(token);
      const ended = revoke.run(now, tokenHash).changes > 0;
      if (ended) events.emit('ended', { tokenHash });
      return ended;
    },
    /**
     * Ends every session of a member, inside the caller's transaction if there is one; call
     * the returned function once that transaction has committed to tell the listeners.
     */
    revokeMember(memberId: string, now = Date.now()): () => void {
      const ended = revokeMember.run(now, memberId).changes > 0;
      return () => {
        if (ended) events.emit('ended', { memberId });
      };
    },
  };
};
export type SessionStore = ReturnType<typeof createSessionStore>;
