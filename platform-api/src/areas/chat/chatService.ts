import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';

import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_VIP_MIN_RANK_EXCLUSIVE,
  type ChatMessage,
  type ChatRoomKind,
  type Language,
} from 'shared-contracts';

import type { Db } from '../../db/database';
import type { Clock } from '../member/clock';
import { createChatRateLimit } from './chatRateLimit';

/** A chat ticket is good for this long and once (ADR 0014). */
export const CHAT_TICKET_TTL_MS = 60_000;
/** Messages sent with the history, and per older page. */
export const CHAT_HISTORY_SIZE = 100;
/** Who answers support, as the member sees it. */
export const DEFAULT_STAFF_NAME = 'Support';

export interface ChatRoom {
  id: string;
  kind: ChatRoomKind;
}

/** A refusal the socket words for the page (code) and logs (message). */
export class ChatRefusal extends Error {
  constructor(
    readonly code: 'tooLong' | 'empty' | 'rateLimited' | 'muted' | 'noRoom' | 'ticket',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface MessageRow {
  id: number;
  room_id: string;
  author_id: string | null;
  author: string;
  text: string;
  reply_to: number | null;
  reply_author: string | null;
  reply_text: string | null;
  created_at: number;
}

/** Changes the sockets pass on: a new message, a deleted one, a member muted or unmuted. */
export type ChatEvent =
  | { type: 'message'; roomId: string; row: MessageRow }
  | { type: 'deleted'; roomId: string; id: number }
  | { type: 'muted'; memberId: string; muted: boolean; until: number | null };

const MESSAGE_SELECT = `SELECT m.id, m.room_id, m.author_id,
    COALESCE(a.nickname, m.staff_name) AS author, m.text, m.reply_to,
    CASE WHEN r.deleted_at IS NULL THEN COALESCE(ra.nickname, r.staff_name) END AS reply_author,
    CASE WHEN r.deleted_at IS NULL THEN r.text END AS reply_text, m.created_at
  FROM chat_messages m
  LEFT JOIN members a ON a.id = m.author_id
  LEFT JOIN chat_messages r ON r.id = m.reply_to
  LEFT JOIN members ra ON ra.id = r.author_id`;

/** A message for one reader: `mine` depends on who reads it. */
export const toChatMessage = (row: MessageRow, readerId: string): ChatMessage => ({
  id: row.id,
  room: row.room_id,
  author: row.author,
  mine: row.author_id === readerId,
  staff: row.author_id === null,
  text: row.text,
  replyTo:
    row.reply_to !== null && row.reply_author !== null && row.reply_text !== null
      ? { id: row.reply_to, author: row.reply_author, text: row.reply_text.slice(0, 120) }
      : null,
  created: row.created_at,
});

export const supportRoomId = (memberId: string) => `support:${memberId}`;
export const publicRoomId = (language: Language) => `public:${language}`;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The chat service (ADR 0014): rooms a member may use, messages (plain text, at most 500
 * characters, rate-limited, refused while muted), read positions and the unread count, reports,
 * mutes, single-use tickets, and the support desk ops answer from. Every change is announced on
 * `events` once it is stored, for the sockets.
 */
export const createChatService = (db: Db, clock: Clock) => {
  const events = new EventEmitter<{ change: [ChatEvent] }>();
  const rateLimit = createChatRateLimit();

  const rankOf = db.prepare<[string], { rank: number | null }>(
    `SELECT l.rank_level AS rank FROM members m LEFT JOIN member_labels l ON l.id = m.club_label_id
     WHERE m.id = ?`,
  );
  const upsertSupport = db.prepare(
    `INSERT INTO chat_rooms (id, kind, member_id, queue, created_at) VALUES (?, 'support', ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET queue = excluded.queue`,
  );
  const insertTicket = db.prepare(
    `INSERT INTO chat_tickets (hash, member_id, session_hash, language, expires_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const useTicket = db.prepare<
    [number, string, number],
    { member_id: string; session_hash: string; language: Language }
  >(
    `UPDATE chat_tickets SET used_at = ? WHERE hash = ? AND used_at IS NULL AND expires_at > ?
     RETURNING member_id, session_hash, language`,
  );
  const purgeTickets = db.prepare('DELETE FROM chat_tickets WHERE expires_at < ?');
  const insertMessage = db.prepare<
    [string, string | null, string | null, string, number | null, number],
    { id: number }
  >(
    `INSERT INTO chat_messages (room_id, author_id, staff_name, text, reply_to, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const messageById = db.prepare<[number], MessageRow>(`${MESSAGE_SELECT} WHERE m.id = ?`);
  const liveMessage = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM chat_messages WHERE id = ? AND room_id = ? AND deleted_at IS NULL',
  );
  const latest = db.prepare<[string, number], MessageRow>(
    `${MESSAGE_SELECT} WHERE m.room_id = ? AND m.deleted_at IS NULL ORDER BY m.id DESC LIMIT ?`,
  );
  const before = db.prepare<[string, number, number], MessageRow>(
    `${MESSAGE_SELECT} WHERE m.room_id = ? AND m.deleted_at IS NULL AND m.id < ?
     ORDER BY m.id DESC LIMIT ?`,
  );
  const markRead = db.prepare(
    `INSERT INTO chat_reads (member_id, room_id, last_read_id) VALUES (?, ?, ?)
     ON CONFLICT (member_id, room_id) DO UPDATE SET last_read_id = max(last_read_id, excluded.last_read_id)`,
  );
  const lastId = db.prepare<[string], { id: number | null }>(
    'SELECT max(id) AS id FROM chat_messages WHERE room_id = ? AND deleted_at IS NULL',
  );
  // Without a read position a public room counts nothing (the member never joined it); the
  // member's support conversation counts every answer they have not seen.
  const unreadIn = db.prepare<[string, string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM chat_messages m
     LEFT JOIN chat_reads r ON r.member_id = ? AND r.room_id = m.room_id
     WHERE m.room_id = ? AND m.deleted_at IS NULL AND (m.author_id IS NULL OR m.author_id <> ?)
       AND m.id > COALESCE(r.last_read_id, CASE WHEN m.room_id = ? THEN 0 ELSE 9e18 END)`,
  );
  const muteOf = db.prepare<[string], { until: number | null }>(
    'SELECT until FROM chat_mutes WHERE member_id = ?',
  );
  const upsertMute = db.prepare(
    `INSERT INTO chat_mutes (member_id, until, reason, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET until = excluded.until, reason = excluded.reason,
       created_at = excluded.created_at`,
  );
  const deleteMute = db.prepare('DELETE FROM chat_mutes WHERE member_id = ?');
  const stampDeleted = db.prepare<[number, number], { room_id: string }>(
    'UPDATE chat_messages SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL RETURNING room_id',
  );
  const insertReport = db.prepare(
    `INSERT INTO chat_reports (message_id, reporter_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (message_id, reporter_id) DO NOTHING`,
  );
  const reportList = db.prepare(
    `SELECT m.id AS messageId, m.room_id AS room, COALESCE(a.nickname, m.staff_name) AS author,
       a.username AS authorUsername, m.text, m.deleted_at IS NOT NULL AS deleted,
       count(r.id) AS reports, max(r.created_at) AS lastReportedAt
     FROM chat_reports r JOIN chat_messages m ON m.id = r.message_id
     LEFT JOIN members a ON a.id = m.author_id
     GROUP BY m.id ORDER BY lastReportedAt DESC LIMIT ?`,
  );
  // One row per conversation: the member, the queue, the last message and whether the member
  // spoke last (waiting for an answer).
  const supportList = db.prepare(
    `SELECT mem.username, mem.nickname, c.queue, last.text AS lastText, last.created_at AS lastAt,
       last.author_id IS NOT NULL AS waiting
     FROM chat_rooms c JOIN members mem ON mem.id = c.member_id
     JOIN chat_messages last ON last.id = (
       SELECT max(id) FROM chat_messages WHERE room_id = c.id AND deleted_at IS NULL)
     WHERE c.kind = 'support' AND (? IS NULL OR c.queue = ?)
     ORDER BY waiting DESC, last.created_at DESC LIMIT 200`,
  );

  const changed = (event: ChatEvent) => events.emit('change', event);

  const isVip = (memberId: string) =>
    (rankOf.get(memberId)?.rank ?? 0) > CHAT_VIP_MIN_RANK_EXCLUSIVE;

  const ensureSupport = (memberId: string) => {
    const id = supportRoomId(memberId);
    upsertSupport.run(id, memberId, isVip(memberId) ? 'VIP' : 'LIVECHAT', clock.now());
    return id;
  };

  const roomsOf = (memberId: string, language: Language): ChatRoom[] => [
    { id: publicRoomId(language), kind: 'public' },
    ...(isVip(memberId) ? [{ id: 'vip', kind: 'vip' as const }] : []),
    { id: ensureSupport(memberId), kind: 'support' },
  ];

  const mutedUntil = (memberId: string): number | null | undefined => {
    const mute = muteOf.get(memberId);
    if (!mute) return undefined;
    if (mute.until !== null && mute.until <= clock.now()) return undefined;
    return mute.until;
  };

  const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

  const store = (
    roomId: string,
    author: { memberId: string } | { staffName: string },
    text: string,
    replyTo: number | null,
  ) => {
    const reply = replyTo !== null && liveMessage.get(replyTo, roomId) ? replyTo : null;
    const { id } = insertMessage.get(
      roomId,
      'memberId' in author ? author.memberId : null,
      'staffName' in author ? author.staffName : null,
      text,
      reply,
      clock.now(),
    ) as { id: number };
    const row = messageById.get(id) as MessageRow;
    changed({ type: 'message', roomId, row });
    return row;
  };

  return {
    events,
    isVip,
    roomsOf,
    ensureSupport,
    mutedUntil,

    /** A single-use ticket for the chat page, tied to the session that asked for it. */
    issueTicket(memberId: string, sessionHash: string, language: Language): string {
      const now = clock.now();
      purgeTickets.run(now - CHAT_TICKET_TTL_MS);
      const ticket = randomBytes(24).toString('base64url');
      insertTicket.run(
        hashTicket(ticket),
        memberId,
        sessionHash,
        language,
        now + CHAT_TICKET_TTL_MS,
      );
      return ticket;
    },

    /** Spends a ticket: the member, or a refusal when it is unknown, used or expired. */
    redeemTicket(ticket: string) {
      const now = clock.now();
      const row = useTicket.get(now, hashTicket(ticket), now);
      if (!row)
        throw new ChatRefusal('ticket', 'The chat link has expired. Please open the chat again.');
      return { memberId: row.member_id, sessionHash: row.session_hash, language: row.language };
    },

    /** A member's message: checked for length, mute and rate, then stored and announced. */
    post(memberId: string, room: ChatRoom, rawText: string, replyTo: number | null) {
      const text = cleanText(rawText);
      if (!text) throw new ChatRefusal('empty', 'Write a message first');
      if ([...text].length > CHAT_MESSAGE_MAX_LENGTH)
        throw new ChatRefusal('tooLong', `At most ${CHAT_MESSAGE_MAX_LENGTH} characters`);
      // Support stays open to a muted member: muting is about the public rooms.
      if (room.kind !== 'support' && mutedUntil(memberId) !== undefined)
        throw new ChatRefusal('muted', 'You are muted in the chat');
      const wait = rateLimit.take(memberId, clock.now());
      if (wait > 0) throw new ChatRefusal('rateLimited', 'You are sending messages too fast', wait);
      return store(room.id, { memberId }, text, replyTo);
    },

    history(roomId: string, beforeId?: number) {
      const rows =
        beforeId === undefined
          ? latest.all(roomId, CHAT_HISTORY_SIZE + 1)
          : before.all(roomId, beforeId, CHAT_HISTORY_SIZE + 1);
      const hasMore = rows.length > CHAT_HISTORY_SIZE;
      return { rows: rows.slice(0, CHAT_HISTORY_SIZE).reverse(), hasMore };
    },

    markRead(memberId: string, roomId: string, upTo: number) {
      const last = lastId.get(roomId)?.id ?? 0;
      markRead.run(memberId, roomId, Math.min(upTo, last));
    },

    unreadInRoom: (memberId: string, roomId: string): number =>
      unreadIn.get(memberId, roomId, memberId, supportRoomId(memberId))?.n ?? 0,

    /** The member's unread messages: their language's public room, VIP room, support answers. */
    unread(memberId: string, language: Language): number {
      const support = supportRoomId(memberId);
      const rooms = [publicRoomId(language), ...(isVip(memberId) ? ['vip'] : []), support];
      return rooms.reduce(
        (sum, roomId) => sum + (unreadIn.get(memberId, roomId, memberId, support)?.n ?? 0),
        0,
      );
    },

    report(memberId: string, messageId: number, roomIds: readonly string[]) {
      const row = messageById.get(messageId);
      if (!row || !roomIds.includes(row.room_id))
        throw new ChatRefusal('noRoom', 'No such message');
      insertReport.run(messageId, memberId, clock.now());
    },

    // Ops
    mute(memberId: string, minutes: number | null, reason: string) {
      const until = minutes === null ? null : clock.now() + minutes * 60_000;
      upsertMute.run(memberId, until, reason, clock.now());
      changed({ type: 'muted', memberId, muted: true, until });
      return until;
    },
    unmute(memberId: string) {
      const removed = deleteMute.run(memberId).changes > 0;
      if (removed) changed({ type: 'muted', memberId, muted: false, until: null });
      return removed;
    },
    deleteMessage(id: number): boolean {
      const row = stampDeleted.get(clock.now(), id);
      if (!row) return false;
      changed({ type: 'deleted', roomId: row.room_id, id });
      return true;
    },
    reports: (limit = 100) => reportList.all(limit),
    supportConversations: (queue: 'VIP' | 'LIVECHAT' | null) => supportList.all(queue, queue),
    answerSupport(memberId: string, text: string, staffName = DEFAULT_STAFF_NAME) {
      const roomId = ensureSupport(memberId);
      return store(roomId, { staffName }, cleanText(text), null);
    },
    /** Seeds and ops: a message stored as written, without the member-facing checks. */
    storeAs: store,
  };
};
export type ChatService = ReturnType<typeof createChatService>;
