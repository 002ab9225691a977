-- Missions (issue 15): the brand's daily and weekly tasks and the rewards members claimed, once
-- per member, mission and period (the primary key). Progress is not stored: it is summed from
-- the period's settled bets and credited deposits when asked.
CREATE TABLE mission_definitions (
  id TEXT PRIMARY KEY,
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')),
  kind TEXT NOT NULL CHECK (kind IN ('betAmount', 'betCount', 'depositCount', 'depositAmount')),
  -- The game category of bet kinds (games.game_type); NULL: any game. Always NULL for deposits.
  category TEXT CHECK (category IS NULL OR kind IN ('betAmount', 'betCount')),
  target INTEGER NOT NULL CHECK (target > 0),
  reward INTEGER NOT NULL CHECK (reward > 0),
  sort INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE mission_claims (
  member_id TEXT NOT NULL REFERENCES members (id),
  mission_id TEXT NOT NULL REFERENCES mission_definitions (id),
  -- The period's first report day (UTC+08:00), YYYY-MM-DD.
  period_start TEXT NOT NULL,
  reward INTEGER NOT NULL CHECK (reward > 0),
  -- The client's key of the claim: a retry with it answers the same claim again.
  idempotency_key TEXT NOT NULL,
  ledger_transaction_id TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_start)
);

-- The period's figures of one member: credited deposits by credit time (bets use the member
-- indexes of 063_member_records).
-- (Migration 085, rewards, creates the same index.)
CREATE INDEX IF NOT EXISTS deposit_orders_member_credited
  ON deposit_orders (member_id, credited_at, amount) WHERE status = 'credited';
-- The leaderboard sums every member's settled bets of a period: by time first, covering.
CREATE INDEX bet_records_time_member ON bet_records (created_at, member_id, stake);
CREATE INDEX lottery_bets_settled_member
  ON lottery_bets (settled_at, member_id, amount) WHERE status IN ('won', 'lost');

-- The brand's missions. Amounts in minor units (100 = 1.00).
INSERT INTO mission_definitions (id, period, kind, category, target, reward, sort) VALUES
  ('daily-bet-any', 'daily', 'betAmount', NULL, 10000, 500, 1),
  ('daily-rounds-rng', 'daily', 'betCount', 'RNG', 20, 300, 2),
  ('daily-deposit', 'daily', 'depositCount', NULL, 1, 200, 3),
  ('weekly-bet-slots', 'weekly', 'betAmount', 'RNG', 100000, 2000, 4),
  ('weekly-bet-live', 'weekly', 'betAmount', 'LIVE', 50000, 1500, 5),
  ('weekly-deposits', 'weekly', 'depositCount', NULL, 3, 1000, 6),
  ('weekly-deposit-amount', 'weekly', 'depositAmount', NULL, 200000, 2500, 7);
