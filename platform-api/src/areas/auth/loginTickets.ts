import { randomBytes } from 'node:crypto';

import { LOGIN_TICKET_TTL_SECONDS } from 'shared-contracts';

import type { Db } from '../../db/database';
import { hashToken } from './sessions';

/**
 * Login tickets (login by URL, SPEC section 4): a logged-in session asks for one; the site,
 * started with `?token=<ticket>`, exchanges it for a new session of the same member. A ticket
 * is 32 random bytes stored only as SHA-256, lives {@link LOGIN_TICKET_TTL_SECONDS} and is
 * spent by its first exchange, so a link that leaks (history, referrer, a log) opens nothing,
 * and the session token itself never travels in a URL.
 */
export const createLoginTickets = (db: Db) => {
  const insert = db.prepare(
    'INSERT INTO login_tickets (ticket_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const spend = db.prepare(`UPDATE login_tickets SET used_at = @now
    WHERE ticket_hash = @hash AND used_at IS NULL AND expires_at > @now RETURNING member_id`);
  const purge = db.prepare('DELETE FROM login_tickets WHERE expires_at < ?');
  return {
    issue(memberId: string, now = Date.now()): string {
      purge.run(now - LOGIN_TICKET_TTL_SECONDS * 1000);
      const ticket = randomBytes(32).toString('base64url');
      insert.run(hashToken(ticket), memberId, now, now + LOGIN_TICKET_TTL_SECONDS * 1000);
      return ticket;
    },
    /** The member of a live, unspent ticket (spending it), or null. */
    spend(ticket: string, now = Date.now()): string | null {
      const row = spend.get({ now, hash: hashToken(ticket) }) as { member_id: string } | undefined;
      return row?.member_id ?? null;
    },
  };
};
export type LoginTickets = ReturnType<typeof createLoginTickets>;
