-- Bonus farming through agent-created downlines (issue 30). Three facts the rules read:
--
-- 1. Each settled bet's chance of winning, in basis points, recorded when it is placed (the
--    game's engine or the lottery line knows it). Bonus wagering counts a bet only when its
--    chance is at most the brand's limit, and at most the brand's cap per bet (the one rule is
--    in member/bonuses.ts). Bets from before this migration have no chance (NULL) and count as
--    they did.
ALTER TABLE bet_records ADD COLUMN win_chance_bp INTEGER
  CHECK (win_chance_bp BETWEEN 0 AND 10000);
ALTER TABLE lottery_bets ADD COLUMN win_chance_bp INTEGER
  CHECK (win_chance_bp BETWEEN 0 AND 10000);

-- The view of 062 with the chance (a reset drops tables and triggers but not views).
DROP VIEW IF EXISTS settled_bets;
CREATE VIEW settled_bets AS
  SELECT id, member_id, game_code, stake, payout, created_at AS settled_at, 'game' AS product,
    win_chance_bp
  FROM bet_records
  UNION ALL
  SELECT id, member_id, game_code, amount, payout, settled_at, 'lottery', win_chance_bp
  FROM lottery_bets WHERE status IN ('won', 'lost');

-- 2. Accounts an agent created from the agent centre: the agent (a flag ops can list, and the
--    count of the agent's creations per day, which the brand limits).
ALTER TABLE members ADD COLUMN created_by_agent TEXT REFERENCES members (id);
UPDATE members SET created_by_agent = (SELECT r.agent_id FROM agent_downline_requests r
  WHERE r.member_id = members.id)
WHERE id IN (SELECT member_id FROM agent_downline_requests);
CREATE INDEX members_created_by_agent ON members (created_by_agent, created_at)
  WHERE created_by_agent IS NOT NULL;

-- 3. Who took a new-player promotion: one row per promotion and identity of the taker (the
--    SHA-256 of a verified phone or email, of the device, of each payout account), so a
--    person, a device or a payout account takes each new-player promotion once, whatever the
--    number of accounts.
CREATE TABLE promotion_takers (
  promotion_id TEXT NOT NULL REFERENCES promotion_participation (promotion_id),
  identity_kind TEXT NOT NULL CHECK (identity_kind IN ('contact', 'device', 'payoutAccount')),
  identity_hash TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES members (id),
  taken_at INTEGER NOT NULL,
  PRIMARY KEY (promotion_id, identity_kind, identity_hash)
) WITHOUT ROWID;
CREATE INDEX promotion_takers_member ON promotion_takers (member_id);
