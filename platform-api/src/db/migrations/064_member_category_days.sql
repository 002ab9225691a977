-- The profit report (member centre, issue 15) reads one row per member, report day (UTC+08:00,
-- as member_daily_stats) and game category instead of grouping the member's bets on every call
-- (35,000 bets of a busy month took 110-140 ms; these rows take a few ms). The figures are the
-- betting record's settled rows: game rounds, and lottery bets won, lost or pushed (a push counts
-- as a bet with no valid turnover and no win/loss), dated by their settlement.
CREATE TABLE member_category_days (
  member_id TEXT NOT NULL,
  day TEXT NOT NULL,
  category TEXT NOT NULL,
  bets INTEGER NOT NULL DEFAULT 0,
  valid_turnover INTEGER NOT NULL DEFAULT 0,
  win_loss INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, category)
) WITHOUT ROWID;

-- Backfill from what already exists (a database migrated with history).
INSERT INTO member_category_days (member_id, day, category, bets, valid_turnover, win_loss)
  SELECT s.member_id, s.day, g.game_type, SUM(s.bets), SUM(s.valid), SUM(s.win_loss)
  FROM (
    SELECT member_id, strftime('%Y-%m-%d', created_at / 1000 + 28800, 'unixepoch') AS day,
      game_code, COUNT(*) AS bets, SUM(stake) AS valid, SUM(payout - stake) AS win_loss
    FROM bet_records GROUP BY 1, 2, 3
    UNION ALL
    SELECT member_id, strftime('%Y-%m-%d', settled_at / 1000 + 28800, 'unixepoch'), game_code,
      COUNT(*), SUM(CASE WHEN status IN ('won', 'lost') THEN amount ELSE 0 END),
      SUM(payout - amount)
    FROM lottery_bets WHERE status IN ('won', 'lost', 'push') GROUP BY 1, 2, 3) s
  JOIN games g ON g.game_code = s.game_code
  GROUP BY 1, 2, 3;

-- Game rounds are settled when they are written.
CREATE TRIGGER member_category_days_round AFTER INSERT ON bet_records
BEGIN
  INSERT INTO member_category_days (member_id, day, category, bets, valid_turnover, win_loss)
    SELECT NEW.member_id, strftime('%Y-%m-%d', NEW.created_at / 1000 + 28800, 'unixepoch'),
      g.game_type, 1, NEW.stake, NEW.payout - NEW.stake
    FROM games g WHERE g.game_code = NEW.game_code
    ON CONFLICT (member_id, day, category) DO UPDATE SET bets = bets + 1,
      valid_turnover = valid_turnover + excluded.valid_turnover,
      win_loss = win_loss + excluded.win_loss;
END;

-- A lottery bet written already settled (imports, seeds). A draw settles open bets in batches
-- and adds each batch's figures in one statement (platform-api/src/lottery/settlement.ts): a
-- trigger per row would cost a 100,000-bet draw a third of its time budget.
CREATE TRIGGER member_category_days_lottery AFTER INSERT ON lottery_bets
  WHEN NEW.status IN ('won', 'lost', 'push')
BEGIN
  INSERT INTO member_category_days (member_id, day, category, bets, valid_turnover, win_loss)
    SELECT NEW.member_id, strftime('%Y-%m-%d', NEW.settled_at / 1000 + 28800, 'unixepoch'),
      g.game_type, 1, CASE WHEN NEW.status IN ('won', 'lost') THEN NEW.amount ELSE 0 END,
      NEW.payout - NEW.amount
    FROM games g WHERE g.game_code = NEW.game_code
    ON CONFLICT (member_id, day, category) DO UPDATE SET bets = bets + 1,
      valid_turnover = valid_turnover + excluded.valid_turnover,
      win_loss = win_loss + excluded.win_loss;
END;
