-- Every settled bet that counts as turnover, whatever the product: game rounds (bet_records) and
-- won or lost lottery bets (a push returned its stake, a cancelled bet its amount). Reports,
-- bonus turnover and loss limits read this one definition; a lottery draw does not copy its
-- bets (100,000 rows would cost the settlement most of its time budget). A reset drops tables
-- and triggers but not views, so a view left from before is replaced here.
DROP VIEW IF EXISTS settled_bets;
CREATE VIEW settled_bets AS
  SELECT id, member_id, game_code, stake, payout, created_at AS settled_at, 'game' AS product
  FROM bet_records
  UNION ALL
  SELECT id, member_id, game_code, amount, payout, settled_at, 'lottery'
  FROM lottery_bets WHERE status IN ('won', 'lost');
