import { createHash, randomBytes } from 'node:crypto';

import type { Language } from 'shared-contracts';

import type { Db } from '../db/database';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A launch ticket lives only long enough for the frame to load the game page. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60_000;
/** A game session lasts a long sitting; the page then asks for a new launch. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;

export interface LaunchTicket {
  memberId: string;
  gameCode: string;
  roomId: string | null;
  language: Language;
}

export interface GameSession {
  memberId: string;
  gameCode: string;
  roomId: string | null;
}

/**
 * Launch tickets and game sessions. The launch call answers a URL with a one-time ticket (the
 * player's site token never leaves the site); loading the game page spends the ticket and
 * embeds a game session token, which the page sends as a Bearer token on its round calls. A
 * game session can only play its own game: a leaked one cannot read or move anything else.
 */
export const createGameSessions = (db: Db) => {
  const insertTicket = db.prepare(`INSERT INTO game_launch_tickets
    (ticket_hash, member_id, game_code, room_id, language, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const spendTicket = db.prepare(`UPDATE game_launch_tickets SET used_at = ?
    WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING member_id, game_code, room_id, language`);
  const insertSession = db.prepare(`INSERT INTO game_sessions
    (token_hash, member_id, game_code, room_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const findSession = db.prepare(`SELECT s.member_id, s.game_code, s.room_id FROM game_sessions s
    JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.expires_at > ?`);
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
      );
      return token;
    },
    /** Spends a ticket: the first load gets it, a reload or a copied URL does not. */
    spendTicket(ticket: string, now = Date.now()): LaunchTicket | null {
      if (ticket.length === 0 || ticket.length > 128) return null;
      const row = spendTicket.get(now, hash(ticket), now) as
        | { member_id: string; game_code: string; room_id: string | null; language: Language }
        | undefined;
      return row
        ? {
            memberId: row.member_id,
            gameCode: row.game_code,
            roomId: row.room_id,
            language: row.language,
          }
        : null;
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
      );
      return token;
    },
    resolveSession(token: string, now = Date.now()): GameSession | null {
      if (token.length === 0 || token.length > 128) return null;
      const row = findSession.get(hash(token), now) as
        { member_id: string; game_code: string; room_id: string | null } | undefined;
      return row ? { memberId: row.member_id, gameCode: row.game_code, roomId: row.room_id } : null;
    },
  };
};
export type GameSessions = ReturnType<typeof createGameSessions>;
