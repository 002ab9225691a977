-- Settlement reads an issue's open bets member by member (see lottery/settlement.ts): the issue
-- index gains the member, so the cursor is a range scan of it. Every other reader of an issue's
-- bets uses its (game_code, issue_no) prefix as before.
DROP INDEX IF EXISTS lottery_bets_issue;
CREATE INDEX lottery_bets_issue_member ON lottery_bets (game_code, issue_no, member_id);
