-- The member centre's betting record and profit (issue 15) read one member's bets of a period:
-- game rounds by time, lottery bets by their time (the settlement time when settled or
-- cancelled, the placing time while open). Both indexes cover what the totals, the profit
-- report and the page order read (time, id, game, amounts), so those never visit the tables.
CREATE INDEX bet_records_member_records
  ON bet_records (member_id, created_at, id, game_code, stake, payout);
CREATE INDEX lottery_bets_member_time ON lottery_bets
  (member_id, COALESCE(settled_at, placed_at), id, status, game_code, amount, payout);
