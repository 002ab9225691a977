-- Platform messages (messageV2, issue 15). A message goes to one member (member_id) or, with
-- member_id NULL, to every member who existed when it was sent. Its texts are kept per language
-- (member_message_texts); `language` names the one it was written in, the fallback when the
-- reader's language has no translation. Read and deleted are per member and per message
-- (member_message_states), so a broadcast is read or deleted by each member on their own; a
-- message without a state row for a member is unread for them.
CREATE TABLE member_messages (
  id TEXT PRIMARY KEY,
  member_id TEXT REFERENCES members (id),
  category TEXT NOT NULL CHECK (category IN ('system', 'promotion', 'account')),
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- The inbox reads one member's messages and the broadcasts (member_id NULL) newest first.
CREATE INDEX member_messages_inbox ON member_messages (member_id, created_at, id, category);

CREATE TABLE member_message_texts (
  message_id TEXT NOT NULL REFERENCES member_messages (id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  body_html TEXT NOT NULL,
  PRIMARY KEY (message_id, language)
) WITHOUT ROWID;

CREATE TABLE member_message_states (
  member_id TEXT NOT NULL REFERENCES members (id),
  message_id TEXT NOT NULL REFERENCES member_messages (id),
  read_at INTEGER,
  deleted_at INTEGER,
  PRIMARY KEY (member_id, message_id)
) WITHOUT ROWID;
