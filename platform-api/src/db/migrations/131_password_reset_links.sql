-- Email password reset links (issue 18): the mail carries a random token, stored only as its
-- SHA-256, valid for 30 minutes and once. A newer link or a used one ends the member's others.
CREATE TABLE password_reset_links (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
  used_at INTEGER
);
-- A member's open links, ended together when one is used or a new one is sent.
CREATE INDEX password_reset_links_open ON password_reset_links (member_id) WHERE used_at IS NULL;
