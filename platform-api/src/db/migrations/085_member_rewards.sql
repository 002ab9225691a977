-- The reward centre (issue 15): rewards a member earned and may claim once. Each comes from one
-- source (a report day of valid bets, a credited deposit, a birthday year, a club rank reached),
-- unique per member so issuing again is a no-op. A claim credits the main wallet through the
-- ledger (key `reward:<id>`) and records a member_bonuses row with the reward's turnover.
CREATE TABLE member_rewards (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('rebate', 'deposit', 'birthday', 'vipLevelUp')),
  -- `rebate:2025-03-10`, `deposit:<order id>`, `birthday:2025`, `vipLevelUp:4`.
  source_key TEXT NOT NULL,
  basis INTEGER CHECK (basis >= 0),
  rate_bp INTEGER CHECK (rate_bp >= 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  available_from INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > available_from),
  status TEXT NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired')),
  claimed_at INTEGER,
  -- The caller's Idempotency-Key of the claim: the same key replays the answer, another is refused.
  claim_key TEXT,
  ledger_transaction_id TEXT REFERENCES ledger_transactions (id),
  created_at INTEGER NOT NULL,
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL AND ledger_transaction_id IS NOT NULL)),
  UNIQUE (member_id, source_key)
);
-- Claimable list (soonest to expire first) and the lazy expiry sweep.
CREATE INDEX member_rewards_open ON member_rewards (member_id, status, expires_at);
-- History: claimed and expired, newest first by the time each closed.
CREATE INDEX member_rewards_closed ON member_rewards
  (member_id, status, (COALESCE(claimed_at, expires_at)) DESC);

-- The club rank a member was last seen at: a VIP level-up reward is issued when it rises.
CREATE TABLE member_rank_marks (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  rank_level INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- A claimed reward's bonus (null for bonuses granted by ops); one bonus per reward.
ALTER TABLE member_bonuses ADD COLUMN reward_id TEXT REFERENCES member_rewards (id);
CREATE UNIQUE INDEX member_bonuses_reward ON member_bonuses (reward_id) WHERE reward_id IS NOT NULL;

-- Deposit rewards read a member's deposits credited in the claim window. Migration 091 (missions)
-- needs the same index: both create it, whichever runs first.
CREATE INDEX IF NOT EXISTS deposit_orders_member_credited
  ON deposit_orders (member_id, credited_at, amount) WHERE status = 'credited';
