-- Firebase-linked sign-in (SPEC section 4): a Firebase account (uid) belongs to at most one
-- member, a member links at most one account per provider, and a link is never changed or
-- removed once made (no update or delete path exists; triggers refuse both).
CREATE TABLE firebase_links (
  firebase_uid TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('google.com', 'facebook.com')),
  member_id TEXT NOT NULL REFERENCES members (id),
  email TEXT,
  linked_at INTEGER NOT NULL,
  UNIQUE (member_id, provider)
);
CREATE TRIGGER firebase_links_no_update BEFORE UPDATE ON firebase_links
BEGIN
  SELECT RAISE(ABORT, 'firebase links cannot be changed');
END;
CREATE TRIGGER firebase_links_no_delete BEFORE DELETE ON firebase_links
BEGIN
  SELECT RAISE(ABORT, 'firebase links cannot be removed');
END;

-- A verified Firebase sign-in waiting for the player's choice (link or register). Only the
-- SHA-256 of the ticket is kept; it expires after minutes and is spent by its first use.
CREATE TABLE firebase_link_tickets (
  ticket_hash TEXT PRIMARY KEY,
  firebase_uid TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('google.com', 'facebook.com')),
  email TEXT,
  display_name TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX firebase_link_tickets_expiry ON firebase_link_tickets (expires_at);
