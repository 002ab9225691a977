-- Chat rooms and customer support (issue 17, ADR 0014). Rooms: one public room per language
-- ('public:EN'...), the VIP room ('vip', club rank level above 4) and one support conversation
-- per member ('support:<member id>') in the VIP or LIVECHAT queue by rank level. Messages are
-- plain text; ops delete one by stamping deleted_at (it disappears for everyone, the row stays
-- for reports). Read positions per member and room drive the unread count.
CREATE TABLE chat_rooms (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('public', 'vip', 'support')),
  language TEXT,
  member_id TEXT UNIQUE REFERENCES members (id),
  queue TEXT CHECK (queue IN ('VIP', 'LIVECHAT')),
  created_at INTEGER NOT NULL,
  CHECK ((kind = 'support') = (member_id IS NOT NULL AND queue IS NOT NULL))
);
CREATE INDEX chat_rooms_queue ON chat_rooms (queue, kind) WHERE kind = 'support';

INSERT INTO chat_rooms (id, kind, language, created_at) VALUES
  ('public:EN', 'public', 'EN', 0),
  ('public:CN', 'public', 'CN', 0),
  ('public:ID', 'public', 'ID', 0),
  ('public:PT', 'public', 'PT', 0),
  ('public:TH', 'public', 'TH', 0),
  ('public:VI', 'public', 'VI', 0),
  ('vip', 'vip', NULL, 0);

-- author_id NULL: written by ops (staff_name says who).
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  room_id TEXT NOT NULL REFERENCES chat_rooms (id),
  author_id TEXT REFERENCES members (id),
  staff_name TEXT,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  reply_to INTEGER REFERENCES chat_messages (id),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER,
  CHECK ((author_id IS NULL) = (staff_name IS NOT NULL))
);
-- History and older pages (keyset by id) and the unread count read a room's live messages by id.
CREATE INDEX chat_messages_room ON chat_messages (room_id, id) WHERE deleted_at IS NULL;

CREATE TABLE chat_reads (
  member_id TEXT NOT NULL REFERENCES members (id),
  room_id TEXT NOT NULL REFERENCES chat_rooms (id),
  last_read_id INTEGER NOT NULL,
  PRIMARY KEY (member_id, room_id)
) WITHOUT ROWID;

-- until NULL: muted until ops lift it.
CREATE TABLE chat_mutes (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  until INTEGER,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE chat_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL REFERENCES chat_messages (id),
  reporter_id TEXT NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  UNIQUE (message_id, reporter_id)
);
CREATE INDEX chat_reports_recent ON chat_reports (created_at);

-- Single-use tickets of the chat URL: only the SHA-256 of the ticket is kept.
CREATE TABLE chat_tickets (
  hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  session_hash TEXT NOT NULL,
  language TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX chat_tickets_expiry ON chat_tickets (expires_at);
