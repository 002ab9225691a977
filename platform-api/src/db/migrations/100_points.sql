-- The points mall (issue 16). Points are kept apart from money in their own ledger: one balance
-- row per member (CHECK balance >= 0, so an overdraft rolls the whole transaction back) and
-- append-only entries, each with a unique idempotency key, so a movement happens exactly once.
-- Points are whole numbers and never expire.
CREATE TABLE member_points (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earned_total INTEGER NOT NULL DEFAULT 0 CHECK (earned_total >= 0),
  spent_total INTEGER NOT NULL DEFAULT 0 CHECK (spent_total >= 0),
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE points_entries (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('earn', 'grant', 'redeem', 'refund', 'convert')),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  -- `earn:<member>:<day>`, `redeem:<member>:<client key>`, `refund:<redemption>`, ...
  idempotency_key TEXT NOT NULL UNIQUE,
  reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX points_entries_member ON points_entries (member_id, created_at DESC, id DESC);
CREATE INDEX points_entries_member_kind ON points_entries (member_id, kind, created_at DESC);

-- Earning: one row per member and closed report day (UTC+08:00) once its valid bets are final.
-- The primary key makes the accrual of a day happen once, whatever pass reaches it first.
CREATE TABLE points_accruals (
  member_id TEXT NOT NULL REFERENCES members (id),
  day TEXT NOT NULL,
  valid_bets INTEGER NOT NULL CHECK (valid_bets >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, day)
) WITHOUT ROWID;
