-- Bonuses a member received and the wagering (turnover) each asks before money may leave.
-- Progress is not stored: it is the stakes of bet_records since the bonus was granted.
CREATE TABLE member_bonuses (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  name TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_required INTEGER NOT NULL CHECK (turnover_required >= 0),
  granted_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled'))
);
CREATE INDEX member_bonuses_member ON member_bonuses (member_id, status, granted_at);
