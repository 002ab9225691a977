import { createHash, randomBytes } from 'node:crypto';

import type { Language } from 'shared-contracts';

import type { Db } from '../../db/database';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A launch ticket lives only long enough for the frame to load the game page. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60_000;
/** A game session lasts a long sitting; the page then asks for a new launch. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;

export interface GameSession {
  memberId: string;
  /** SHA-256 of the site session that launched the game: the game session lives with it. */
  siteTokenHash: string;
  gameCode: string;
  roomId: string | null;
}

/** What a launch ticket carries: the game session it opens, and the page's language. */
export interface LaunchTicket extends GameSession {
  language: Language;
}

/** A ticket's or a game session's row. */
interface SessionRow {
  member_id: string;
  game_code: string;
  room_id: string | null;
  site_token_hash: string;
}

const sessionOf = (row: SessionRow): GameSession => ({
  memberId: row.member_id,
  siteTokenHash: row.site_token_hash,
  gameCode: row.game_code,
  roomId: row.room_id,
});

/**
 * Launch tickets and game sessions. The launch call answers a URL with a one-time ticket (the
 * player's site token never leaves the site); loading the game page spends the ticket and
 * embeds a game session token, which the page sends as a Bearer token on its round calls. A
 * game session can only play its own game: a leaked one cannot read or move anything else. A
 * ticket and its game session belong to the site session that launched them and resolve only
 * while it is live: logout, a password change or the idle limit end the game as well.
 */
export const createGameSessions = (db: Db) => {
  const insertTicket = db.prepare(`INSERT INTO game_launch_tickets
    (ticket_hash, member_id, game_code, room_id, language, created_at, expires_at, site_token_hash)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  // The site session must still be live when the ticket is spent, and when the game is played.
  const liveSite = `EXISTS (SELECT 1 FROM sessions ss WHERE ss.token_hash = %s.site_token_hash
    AND ss.member_id = %s.member_id AND ss.revoked_at IS NULL AND ss.expires_at > @now)`;
  const spendTicket = db.prepare(`UPDATE game_launch_tickets AS t SET used_at = @now
    WHERE ticket_hash = @hash AND used_at IS NULL AND expires_at > @now
      AND ${liveSite.replaceAll('%s', 't')}
    RETURNING member_id, game_code, room_id, language, site_token_hash`);
  const insertSession = db.prepare(`INSERT INTO game_sessions
    (token_hash, member_id, game_code, room_id, created_at, expires_at, site_token_hash)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const findSession = db.prepare(`SELECT s.member_id, s.game_code, s.room_id, s.site_token_hash
    FROM game_sessions s JOIN members m ON m.id = s.member_id
    WHERE s.token_hash = @hash AND s.expires_at > @now AND ${liveSite.replaceAll('%s', 's')}`);
  const purge = db.prepare('DELETE FROM game_launch_tickets WHERE expires_at < ?');

  return {
    issueTicket(ticket: LaunchTicket, now = Date.now()): string {
      purge.run(now - LAUNCH_TICKET_TTL_MS);
      const token = newToken();
      insertTicket.run(
        hash(token),
        ticket.memberId,
        ticket.gameCode,
        ticket.roomId,
        ticket.language,
        now,
        now + LAUNCH_TICKET_TTL_MS,
        ticket.siteTokenHash,
      );
      return token;
    },
    /** Spends a ticket: the first load gets it, a reload or a copied URL does not. */
    spendTicket(ticket: string, now = Date.now()): LaunchTicket | null {
      if (ticket.length === 0 || ticket.length > 128) return null;
      const row = spendTicket.get({ now, hash: hash(ticket) }) as
        (SessionRow & { language: Language }) | undefined;
      return row ? { ...sessionOf(row), language: row.language } : null;
    },
    openSession(session: GameSession, now = Date.now()): string {
      const token = newToken();
      insertSession.run(
        hash(token),
        session.memberId,
        session.gameCode,
        session.roomId,
        now,
        now + GAME_SESSION_TTL_MS,
        session.siteTokenHash,
      );
      return token;
    },
    resolveSession(token: string, now = Date.now()): GameSession | null {
      if (token.length === 0 || token.length > 128) return null;
      const row = findSession.get({ hash: hash(token), now }) as SessionRow | undefined;
      return row ? sessionOf(row) : null;
    },
  };
};
export type GameSessions = ReturnType<typeof createGameSessions>;
