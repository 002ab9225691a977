-- Game play: launch tickets and game sessions of the in-house and demo games, favourites,
-- recent games, PVP rooms, and what a round records. Tickets and sessions are stored only as
-- SHA-256, like site sessions: a copy of the database opens no game.
ALTER TABLE games ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1));
ALTER TABLE vendors ADD COLUMN launch_window TEXT NOT NULL DEFAULT 'frame'
  CHECK (launch_window IN ('frame', 'window'));

-- A round played through the game pages: the client's round id makes a retry answer the
-- first result; the outcome is kept so the replay shows the same symbols.
ALTER TABLE bet_records ADD COLUMN round_id TEXT;
ALTER TABLE bet_records ADD COLUMN outcome_json TEXT;
CREATE UNIQUE INDEX bet_records_round ON bet_records (member_id, round_id) WHERE round_id IS NOT NULL;
CREATE INDEX bet_records_payout ON bet_records (created_at DESC, payout);

-- The betting records the member centre will read: one row per settled round. A reset drops
-- tables and triggers but not views, so a view left from before is replaced here.
DROP VIEW IF EXISTS bets;
CREATE VIEW bets AS
  SELECT id, member_id, game_code AS game, stake, payout, created_at AS time FROM bet_records;

CREATE TABLE game_launch_tickets (
  ticket_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL REFERENCES games (game_code),
  room_id TEXT,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE game_sessions (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL REFERENCES games (game_code),
  room_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX game_sessions_member ON game_sessions (member_id);

CREATE TABLE game_favourites (
  member_id TEXT NOT NULL REFERENCES members (id),
  node_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE game_recent (
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL REFERENCES games (game_code),
  launched_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_code)
);
CREATE INDEX game_recent_member ON game_recent (member_id, launched_at DESC);

CREATE TABLE pvp_rooms (
  room_id TEXT PRIMARY KEY,
  game_code TEXT NOT NULL REFERENCES games (game_code),
  room_name TEXT NOT NULL,
  min_bet INTEGER NOT NULL CHECK (min_bet > 0),
  players INTEGER NOT NULL CHECK (players >= 0),
  max_players INTEGER NOT NULL CHECK (max_players > 0),
  sort INTEGER NOT NULL
);
