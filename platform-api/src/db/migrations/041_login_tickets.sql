-- Login by URL (issue #20): a short-lived, single-use ticket a logged-in session asks for, and
-- that another start of the site exchanges for a new session of the same member. Stored only
-- as SHA-256, like session tokens.
CREATE TABLE login_tickets (
  ticket_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX login_tickets_expiry ON login_tickets (expires_at);
