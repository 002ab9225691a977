-- The member centre's betting record (issue 15) reads a member's lottery bets by their time: the
-- settlement time when settled or cancelled, the placing time while open.
CREATE INDEX lottery_bets_member_time ON lottery_bets (member_id, COALESCE(settled_at, placed_at));
