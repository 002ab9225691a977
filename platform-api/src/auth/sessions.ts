import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';

import type { Db } from '../db/database';
import type { MemberRow } from './members';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Extending a session on every call would turn every read into a write; once a minute is enough.
const SLIDE_STEP_MS = 60_000;

/** Which sessions ended: one (logout) or every session of a member (a password change). */
export type SessionsEnded = { tokenHash: string } | { memberId: string };

/**
 * Session tokens: 32 random bytes given to the client once, stored only as SHA-256. A session
 * expires after `ttlMs` without use (sliding) and ends at logout or when the member's password
 * changes; `events` emits 'ended' ({@link SessionsEnded}) so open sockets can be told.
 */
export const createSessionStore = (db: Db, ttlMs: number) => {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const lookup = db.prepare(`SELECT s.expires_at AS session_expires_at, m.* FROM sessions s
    JOIN members m ON m.id = s.member_id
    WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`);
  const slide = db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?');
  const revoke = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const revokeMember = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
  );
  const events = new EventEmitter<{ ended: [SessionsEnded] }>();
  return {
    events,
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
