-- Responsible gaming (issue 12): limits with a pending raise or removal, and exclusions.
CREATE TABLE rg_limits (
  member_id TEXT NOT NULL REFERENCES members (id),
  limit_key TEXT NOT NULL,
  value INTEGER,
  has_pending INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
  pending_value INTEGER,
  pending_effective_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, limit_key)
);

CREATE TABLE rg_exclusions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, ends_at DESC);

-- Loss sums read bet_records through its existing (member_id, created_at) index.
