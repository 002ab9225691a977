import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

import type {
  Language,
  MemberMessage,
  MemberMessagesRefusal,
  MemberMessageSummary,
  MessageCategory,
  MessageReadFilter,
  MessageText,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import type { Clock } from '../clock';

/**
 * Whose inbox changed: some members, or everyone (a broadcast). `arrived` names a new message;
 * null when the members read or deleted some.
 */
export interface MessagesChange {
  memberIds: readonly string[] | 'all';
  arrived: string | null;
}

/** A message ops send: to one member or to every member, with its texts per language. */
export interface NewMessage {
  memberId: string | null;
  category: MessageCategory;
  /** The language it was written in: its text there is the fallback for every other. */
  language: Language;
  texts: Partial<Record<Language, MessageText>>;
  /** When it was sent; the clock's now unless a seed dates it. */
  createdAt?: number;
}

interface SummaryRow {
  id: string;
  category: MessageCategory;
  title: string;
  broadcast: 0 | 1;
  read: 0 | 1;
  created_at: number;
}
interface MessageRow extends SummaryRow {
  body_html: string;
  language: Language;
}

// The messages a member sees: theirs, and the broadcasts sent since they joined; minus the ones
// they deleted. `s` is the member's state of the message (none: unread).
const FROM_STATE = `FROM member_messages m
  LEFT JOIN member_message_states s ON s.member_id = @memberId AND s.message_id = m.id`;
const WHERE_VISIBLE = `WHERE (m.member_id = @memberId
    OR (m.member_id IS NULL
      AND m.created_at >= (SELECT created_at FROM members WHERE id = @memberId)))
  AND s.deleted_at IS NULL`;
const VISIBLE = `${FROM_STATE} ${WHERE_VISIBLE}`;

// The title (and body) in the reader's language when translated, else in the message's own.
const TEXTS = `JOIN member_message_texts o ON o.message_id = m.id AND o.language = m.language
  LEFT JOIN member_message_texts t ON t.message_id = m.id AND t.language = @language`;

const SUMMARY_COLUMNS = `m.id, m.category, COALESCE(t.title, o.title) AS title,
  m.member_id IS NULL AS broadcast, s.read_at IS NOT NULL AS read, m.created_at`;

const FILTERS = `AND (@category IS NULL OR m.category = @category)
  AND (@status IS NULL OR (@status = 'read') = (s.read_at IS NOT NULL))`;

const toSummary = (row: SummaryRow): MemberMessageSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  broadcast: row.broadcast === 1,
  read: row.read === 1,
  createdAt: row.created_at,
});

/** A refused messages call: `value` is the contract's {@link MemberMessagesRefusal}. */
const messageNotFound = () =>
  new HttpError(404, 'This message does not exist or was deleted', {
    reason: 'notFound',
  } satisfies MemberMessagesRefusal);

/**
 * The members' inboxes (ADR 0013): pages, counts, reading, marking read and deleting, each on
 * the caller's own messages only; and sending (ops). Every change is announced on `events`
 * after it is written, for the socket to push the new unread counts.
 */
export const createMemberMessages = (db: Db, clock: Clock) => {
  const events = new EventEmitter<{ changed: [MessagesChange] }>();

  const countUnread = db.prepare(`SELECT COUNT(*) ${VISIBLE} AND s.read_at IS NULL`).pluck();
  const countPage = db.prepare(`SELECT COUNT(*) ${VISIBLE} ${FILTERS}`).pluck();
  const selectPage = db.prepare(`SELECT ${SUMMARY_COLUMNS} ${FROM_STATE} ${TEXTS}
    ${WHERE_VISIBLE} ${FILTERS}
    ORDER BY m.created_at DESC, m.rowid DESC LIMIT @limit OFFSET @offset`);
  const selectOne = db.prepare(`SELECT ${SUMMARY_COLUMNS},
      COALESCE(t.body_html, o.body_html) AS body_html,
      CASE WHEN t.message_id IS NULL THEN m.language ELSE t.language END AS language
    ${FROM_STATE} ${TEXTS} ${WHERE_VISIBLE} AND m.id = @id`);
  // Only the caller's visible messages get a state; ids of anyone else's match nothing.
  const markRead = db.prepare(`INSERT INTO member_message_states (member_id, message_id, read_at)
    SELECT @memberId, m.id, @now ${VISIBLE} AND s.read_at IS NULL
      AND (@ids IS NULL OR m.id IN (SELECT value FROM json_each(@ids)))
    ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = excluded.read_at`);
  const remove = db.prepare(`INSERT INTO member_message_states
      (member_id, message_id, read_at, deleted_at)
    SELECT @memberId, m.id, @now, @now ${VISIBLE}
      AND m.id IN (SELECT value FROM json_each(@ids))
    ON CONFLICT (member_id, message_id) DO UPDATE
      SET deleted_at = excluded.deleted_at, read_at = COALESCE(read_at, excluded.read_at)`);
  const insertMessage = db.prepare(`INSERT INTO member_messages
    (id, member_id, category, language, created_at) VALUES (?, ?, ?, ?, ?)`);
  const insertText = db.prepare(`INSERT INTO member_message_texts
    (message_id, language, title, body_html) VALUES (?, ?, ?, ?)`);

  const unread = (memberId: string): number => Number(countUnread.get({ memberId }));
  const changed = (change: MessagesChange) => events.emit('changed', change);

  return {
    events,
    unread,

    /** One page of the member's messages, newest first, with their unread count. */
    page(
      memberId: string,
      filters: { category?: MessageCategory; status?: MessageReadFilter },
      paging: { pageNo: number; pageSize: number; language: Language },
    ) {
      const params = {
        memberId,
        category: filters.category ?? null,
        status: filters.status ?? null,
      };
      const total = Number(countPage.get(params));
      const rows = selectPage.all({
        ...params,
        language: paging.language,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as SummaryRow[];
      return {
        page: {
          list: rows.map(toSummary),
          total,
          totalPages: Math.ceil(total / paging.pageSize),
          pageNo: paging.pageNo,
        },
        unReadCount: unread(memberId),
      };
    },

    /** One of the member's messages, marked read by reading it; 404 `notFound` otherwise. */
    open(memberId: string, id: string, language: Language) {
      const wasRead = db.transaction(() => {
        const row = selectOne.get({ memberId, id, language }) as MessageRow | undefined;
        if (!row) throw messageNotFound();
        if (row.read === 0) markRead.run({ memberId, now: clock.now(), ids: JSON.stringify([id]) });
        return row;
      })();
      if (wasRead.read === 0) changed({ memberIds: [memberId], arrived: null });
      const message: MemberMessage = {
        ...toSummary(wasRead),
        read: true,
        bodyHtml: wasRead.body_html,
        language: wasRead.language,
      };
      return { message, unReadCount: unread(memberId) };
    },

    /** Marks the named messages of the member (or all of them) read. */
    markRead(memberId: string, ids: readonly string[] | 'all') {
      const { changes } = markRead.run({
        memberId,
        now: clock.now(),
        ids: ids === 'all' ? null : JSON.stringify(ids),
      });
      if (changes > 0) changed({ memberIds: [memberId], arrived: null });
      return { changed: changes, unReadCount: unread(memberId) };
    },

    /** Deletes the named messages for the member (a broadcast stays with everyone else). */
    delete(memberId: string, ids: readonly string[]) {
      const { changes } = remove.run({ memberId, now: clock.now(), ids: JSON.stringify(ids) });
      if (changes > 0) changed({ memberIds: [memberId], arrived: null });
      return { changed: changes, unReadCount: unread(memberId) };
    },

    /**
     * Stores a message with its texts; `announce` (default) tells the sockets. The message's
     * own language must be among its texts.
     */
    send(message: NewMessage, announce = true): string {
      if (!message.texts[message.language])
        throw new Error(`The message has no text in its own language ${message.language}`);
      const id = randomUUID();
      db.transaction(() => {
        insertMessage.run(
          id,
          message.memberId,
          message.category,
          message.language,
          message.createdAt ?? clock.now(),
        );
        for (const [language, text] of Object.entries(message.texts))
          if (text) insertText.run(id, language, text.title, text.bodyHtml);
      })();
      if (announce)
        changed({ memberIds: message.memberId ? [message.memberId] : 'all', arrived: id });
      return id;
    },
  };
};
export type MemberMessages = ReturnType<typeof createMemberMessages>;
