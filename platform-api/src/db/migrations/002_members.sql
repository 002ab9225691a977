-- Members, their labels and sessions. A member without a password hash cannot log in
-- (bulk seeded downlines); member_type follows SPEC section 6 (1, 2, 41, 42, 4 trial, 0 non-member).
CREATE TABLE member_labels (
  id INTEGER PRIMARY KEY,
  label_name TEXT NOT NULL,
  color TEXT NOT NULL,
  color2 TEXT NOT NULL,
  rank_level INTEGER,
  kind TEXT NOT NULL CHECK (kind IN ('club', 'member'))
);

CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  min_turnover INTEGER NOT NULL
);

CREATE TABLE members (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nickname TEXT NOT NULL,
  password_hash TEXT,
  member_type INTEGER NOT NULL,
  agent_centre INTEGER NOT NULL DEFAULT 0 CHECK (agent_centre IN (0, 1)),
  upline_id TEXT REFERENCES members (id),
  club_label_id INTEGER REFERENCES member_labels (id),
  vip_level INTEGER NOT NULL DEFAULT 0 REFERENCES vip_levels (level),
  force_password_change INTEGER NOT NULL DEFAULT 0,
  password_changed_at INTEGER NOT NULL,
  last_login_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX members_upline ON members (upline_id);

CREATE TABLE member_member_labels (
  member_id TEXT NOT NULL REFERENCES members (id),
  label_id INTEGER NOT NULL REFERENCES member_labels (id),
  PRIMARY KEY (member_id, label_id)
);

-- Only the SHA-256 of a token is stored: a copy of the database does not open sessions.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE bet_records (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL REFERENCES games (game_code),
  stake INTEGER NOT NULL CHECK (stake > 0),
  payout INTEGER NOT NULL CHECK (payout >= 0),
  transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX bet_records_member ON bet_records (member_id, created_at DESC);
