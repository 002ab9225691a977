-- Agent centre (issue 14), the team and its reports: the tree as a closure table, the rebate
-- and commission settings of every member, agent announcements, and a daily fact table that
-- triggers keep in the same transaction as the bet, deposit, withdrawal or bonus it counts.
-- Report days are days of UTC+08:00 (REPORT_UTC_OFFSET_MINUTES = 480 in shared-contracts).

-- What a member gets back of its own team's valid turnover (rebate) and of its team's net loss
-- (commission), in basis points (80 = 0.80 %).
ALTER TABLE members ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0
  CHECK (rebate_bp BETWEEN 0 AND 10000);
ALTER TABLE members ADD COLUMN commission_bp INTEGER NOT NULL DEFAULT 0
  CHECK (commission_bp BETWEEN 0 AND 10000);

-- Every (ancestor, member) pair of the upline chain, the member itself at depth 0: a team is
-- one range of the primary key, direct downlines one range of agent_tree_depth.
CREATE TABLE agent_tree (
  ancestor_id TEXT NOT NULL REFERENCES members (id),
  member_id TEXT NOT NULL REFERENCES members (id),
  depth INTEGER NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, member_id)
) WITHOUT ROWID;
CREATE INDEX agent_tree_member ON agent_tree (member_id, depth);
CREATE INDEX agent_tree_depth ON agent_tree (ancestor_id, depth, member_id);

WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, c.member_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL AND c.depth < 64
)
INSERT OR IGNORE INTO agent_tree (ancestor_id, member_id, depth)
  SELECT ancestor_id, member_id, depth FROM chain;

-- Registration, seeds, free play and downline registration insert members as before; the tree
-- follows. Members are never moved or deleted by the platform.
CREATE TRIGGER agent_tree_member_added AFTER INSERT ON members
BEGIN
  INSERT INTO agent_tree (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO agent_tree (ancestor_id, member_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE member_id = NEW.upline_id;
END;

-- One row per member and report day with anything in it. Valid turnover is the stake of the
-- settled rounds bet_records holds (one row per settled round; cancelled bets never get one).
-- Deposits count the order amount when it is credited; withdrawals the amount when completed.
CREATE TABLE member_daily_stats (
  member_id TEXT NOT NULL,
  day TEXT NOT NULL,
  bets INTEGER NOT NULL DEFAULT 0,
  stake INTEGER NOT NULL DEFAULT 0,
  valid_turnover INTEGER NOT NULL DEFAULT 0,
  payout INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0,
  deposits INTEGER NOT NULL DEFAULT 0,
  deposit_count INTEGER NOT NULL DEFAULT 0,
  withdrawals INTEGER NOT NULL DEFAULT 0,
  withdrawal_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
) WITHOUT ROWID;

-- The first credited deposit of each member (first deposits of a period).
CREATE TABLE member_first_deposit (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  first_at INTEGER NOT NULL,
  day TEXT NOT NULL,
  amount INTEGER NOT NULL
) WITHOUT ROWID;

-- Backfill from what already exists (a database migrated with history).
INSERT INTO member_daily_stats (member_id, day, bets, stake, valid_turnover, payout)
  SELECT member_id, strftime('%Y-%m-%d', created_at / 1000 + 28800, 'unixepoch'), COUNT(*),
    SUM(stake), SUM(stake), SUM(payout)
  FROM bet_records GROUP BY 1, 2;
INSERT INTO member_daily_stats (member_id, day, deposits, deposit_count)
  SELECT member_id, strftime('%Y-%m-%d', credited_at / 1000 + 28800, 'unixepoch'), SUM(amount),
    COUNT(*)
  FROM deposit_orders WHERE status = 'credited' GROUP BY 1, 2 HAVING true
  ON CONFLICT (member_id, day) DO UPDATE SET deposits = deposits + excluded.deposits,
    deposit_count = deposit_count + excluded.deposit_count;
INSERT INTO member_daily_stats (member_id, day, withdrawals, withdrawal_count)
  SELECT member_id,
    strftime('%Y-%m-%d', COALESCE(confirmed_at, disbursed_at, created_at) / 1000 + 28800, 'unixepoch'),
    SUM(amount), COUNT(*)
  FROM withdrawals WHERE status = 'completed' GROUP BY 1, 2 HAVING true
  ON CONFLICT (member_id, day) DO UPDATE SET withdrawals = withdrawals + excluded.withdrawals,
    withdrawal_count = withdrawal_count + excluded.withdrawal_count;
INSERT INTO member_daily_stats (member_id, day, bonuses)
  SELECT member_id, strftime('%Y-%m-%d', granted_at / 1000 + 28800, 'unixepoch'), SUM(amount)
  FROM member_bonuses GROUP BY 1, 2 HAVING true
  ON CONFLICT (member_id, day) DO UPDATE SET bonuses = bonuses + excluded.bonuses;
INSERT INTO member_first_deposit (member_id, first_at, day, amount)
  SELECT member_id, credited_at, strftime('%Y-%m-%d', credited_at / 1000 + 28800, 'unixepoch'),
    amount
  FROM (SELECT member_id, credited_at, amount,
      ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY credited_at, id) AS n
    FROM deposit_orders WHERE status = 'credited')
  WHERE n = 1;

CREATE TRIGGER member_daily_stats_bet AFTER INSERT ON bet_records
BEGIN
  INSERT INTO member_daily_stats (member_id, day, bets, stake, valid_turnover, payout)
    VALUES (NEW.member_id, strftime('%Y-%m-%d', NEW.created_at / 1000 + 28800, 'unixepoch'), 1,
      NEW.stake, NEW.stake, NEW.payout)
    ON CONFLICT (member_id, day) DO UPDATE SET bets = bets + 1, stake = stake + excluded.stake,
      valid_turnover = valid_turnover + excluded.valid_turnover, payout = payout + excluded.payout;
END;

CREATE TRIGGER member_daily_stats_deposit_credited AFTER UPDATE OF status ON deposit_orders
  WHEN NEW.status = 'credited' AND OLD.status <> 'credited'
BEGIN
  INSERT INTO member_daily_stats (member_id, day, deposits, deposit_count)
    VALUES (NEW.member_id, strftime('%Y-%m-%d', NEW.credited_at / 1000 + 28800, 'unixepoch'),
      NEW.amount, 1)
    ON CONFLICT (member_id, day) DO UPDATE SET deposits = deposits + excluded.deposits,
      deposit_count = deposit_count + 1;
  INSERT INTO member_first_deposit (member_id, first_at, day, amount)
    VALUES (NEW.member_id, NEW.credited_at,
      strftime('%Y-%m-%d', NEW.credited_at / 1000 + 28800, 'unixepoch'), NEW.amount)
    ON CONFLICT (member_id) DO UPDATE SET first_at = excluded.first_at, day = excluded.day,
      amount = excluded.amount WHERE excluded.first_at < first_at;
END;

CREATE TRIGGER member_daily_stats_deposit_inserted AFTER INSERT ON deposit_orders
  WHEN NEW.status = 'credited'
BEGIN
  INSERT INTO member_daily_stats (member_id, day, deposits, deposit_count)
    VALUES (NEW.member_id, strftime('%Y-%m-%d', NEW.credited_at / 1000 + 28800, 'unixepoch'),
      NEW.amount, 1)
    ON CONFLICT (member_id, day) DO UPDATE SET deposits = deposits + excluded.deposits,
      deposit_count = deposit_count + 1;
  INSERT INTO member_first_deposit (member_id, first_at, day, amount)
    VALUES (NEW.member_id, NEW.credited_at,
      strftime('%Y-%m-%d', NEW.credited_at / 1000 + 28800, 'unixepoch'), NEW.amount)
    ON CONFLICT (member_id) DO UPDATE SET first_at = excluded.first_at, day = excluded.day,
      amount = excluded.amount WHERE excluded.first_at < first_at;
END;

-- A withdrawal counts on the day it completed: confirmed by the player, received automatically
-- at the deadline, or (disputed, then resolved) on the day the player answered.
CREATE TRIGGER member_daily_stats_withdrawal_completed AFTER UPDATE OF status ON withdrawals
  WHEN NEW.status = 'completed' AND OLD.status <> 'completed'
BEGIN
  INSERT INTO member_daily_stats (member_id, day, withdrawals, withdrawal_count)
    VALUES (NEW.member_id,
      strftime('%Y-%m-%d', COALESCE(NEW.confirmed_at, NEW.disbursed_at, NEW.created_at) / 1000
        + 28800, 'unixepoch'), NEW.amount, 1)
    ON CONFLICT (member_id, day) DO UPDATE SET withdrawals = withdrawals + excluded.withdrawals,
      withdrawal_count = withdrawal_count + 1;
END;

CREATE TRIGGER member_daily_stats_withdrawal_inserted AFTER INSERT ON withdrawals
  WHEN NEW.status = 'completed'
BEGIN
  INSERT INTO member_daily_stats (member_id, day, withdrawals, withdrawal_count)
    VALUES (NEW.member_id,
      strftime('%Y-%m-%d', COALESCE(NEW.confirmed_at, NEW.disbursed_at, NEW.created_at) / 1000
        + 28800, 'unixepoch'), NEW.amount, 1)
    ON CONFLICT (member_id, day) DO UPDATE SET withdrawals = withdrawals + excluded.withdrawals,
      withdrawal_count = withdrawal_count + 1;
END;

CREATE TRIGGER member_daily_stats_bonus AFTER INSERT ON member_bonuses
BEGIN
  INSERT INTO member_daily_stats (member_id, day, bonuses)
    VALUES (NEW.member_id, strftime('%Y-%m-%d', NEW.granted_at / 1000 + 28800, 'unixepoch'),
      NEW.amount)
    ON CONFLICT (member_id, day) DO UPDATE SET bonuses = bonuses + excluded.bonuses;
END;

-- The same figures per agent and day for its downlines (depth >= 1) together, kept from
-- member_daily_stats by the triggers below: a team report reads one row per day instead of one
-- per member and day (the overview's daily series, a loss-statement row). `active` counts the
-- downlines with a bet that day. Only members with an upline pay for it (one row per ancestor).
CREATE TABLE team_daily_stats (
  ancestor_id TEXT NOT NULL,
  day TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  bets INTEGER NOT NULL DEFAULT 0,
  stake INTEGER NOT NULL DEFAULT 0,
  valid_turnover INTEGER NOT NULL DEFAULT 0,
  payout INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0,
  deposits INTEGER NOT NULL DEFAULT 0,
  deposit_count INTEGER NOT NULL DEFAULT 0,
  withdrawals INTEGER NOT NULL DEFAULT 0,
  withdrawal_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
) WITHOUT ROWID;

INSERT INTO team_daily_stats (ancestor_id, day, active, bets, stake, valid_turnover, payout,
    bonuses, deposits, deposit_count, withdrawals, withdrawal_count)
  SELECT t.ancestor_id, s.day, SUM(s.bets > 0), SUM(s.bets), SUM(s.stake), SUM(s.valid_turnover),
    SUM(s.payout), SUM(s.bonuses), SUM(s.deposits), SUM(s.deposit_count), SUM(s.withdrawals),
    SUM(s.withdrawal_count)
  FROM member_daily_stats s JOIN agent_tree t ON t.member_id = s.member_id AND t.depth >= 1
  GROUP BY t.ancestor_id, s.day;

CREATE TRIGGER team_daily_stats_added AFTER INSERT ON member_daily_stats
BEGIN
  INSERT INTO team_daily_stats (ancestor_id, day, active, bets, stake, valid_turnover, payout,
      bonuses, deposits, deposit_count, withdrawals, withdrawal_count)
    SELECT ancestor_id, NEW.day, NEW.bets > 0, NEW.bets, NEW.stake, NEW.valid_turnover,
      NEW.payout, NEW.bonuses, NEW.deposits, NEW.deposit_count, NEW.withdrawals,
      NEW.withdrawal_count
    FROM agent_tree WHERE member_id = NEW.member_id AND depth >= 1
    ON CONFLICT (ancestor_id, day) DO UPDATE SET active = active + excluded.active,
      bets = bets + excluded.bets, stake = stake + excluded.stake,
      valid_turnover = valid_turnover + excluded.valid_turnover,
      payout = payout + excluded.payout, bonuses = bonuses + excluded.bonuses,
      deposits = deposits + excluded.deposits, deposit_count = deposit_count + excluded.deposit_count,
      withdrawals = withdrawals + excluded.withdrawals,
      withdrawal_count = withdrawal_count + excluded.withdrawal_count;
END;

CREATE TRIGGER team_daily_stats_changed AFTER UPDATE ON member_daily_stats
BEGIN
  INSERT INTO team_daily_stats (ancestor_id, day, active, bets, stake, valid_turnover, payout,
      bonuses, deposits, deposit_count, withdrawals, withdrawal_count)
    SELECT ancestor_id, NEW.day, (NEW.bets > 0) - (OLD.bets > 0), NEW.bets - OLD.bets,
      NEW.stake - OLD.stake, NEW.valid_turnover - OLD.valid_turnover, NEW.payout - OLD.payout,
      NEW.bonuses - OLD.bonuses, NEW.deposits - OLD.deposits,
      NEW.deposit_count - OLD.deposit_count, NEW.withdrawals - OLD.withdrawals,
      NEW.withdrawal_count - OLD.withdrawal_count
    FROM agent_tree WHERE member_id = NEW.member_id AND depth >= 1
    ON CONFLICT (ancestor_id, day) DO UPDATE SET active = active + excluded.active,
      bets = bets + excluded.bets, stake = stake + excluded.stake,
      valid_turnover = valid_turnover + excluded.valid_turnover,
      payout = payout + excluded.payout, bonuses = bonuses + excluded.bonuses,
      deposits = deposits + excluded.deposits, deposit_count = deposit_count + excluded.deposit_count,
      withdrawals = withdrawals + excluded.withdrawals,
      withdrawal_count = withdrawal_count + excluded.withdrawal_count;
END;

-- Announcements for agents: title and HTML per language (JSON objects keyed by language, the
-- English text under "en" is the fallback), newest first.
CREATE TABLE agent_announcements (
  id TEXT PRIMARY KEY,
  title_json TEXT NOT NULL,
  html_json TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
CREATE INDEX agent_announcements_published ON agent_announcements (published_at DESC);

-- Downlines an agent registered, by the request's Idempotency-Key: a retry answers the member
-- the first request created; the same key with another request is refused.
CREATE TABLE agent_downline_requests (
  agent_id TEXT NOT NULL REFERENCES members (id),
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (agent_id, idempotency_key)
) WITHOUT ROWID;
