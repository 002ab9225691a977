-- Settlement reads an issue's bets in rowid order (a cursor) and changes only their status,
-- payout and settled time: with no index on the status, settling a bet rewrites its row and
-- nothing else (060's partial "open" index and the member-status index were rewritten on every
-- settled bet). A member's list filtered by status reads lottery_bets_member and filters.
DROP INDEX IF EXISTS lottery_bets_open;
DROP INDEX IF EXISTS lottery_bets_member_status;
CREATE INDEX lottery_bets_issue ON lottery_bets (game_code, issue_no);
