-- Game sessions belong to the site session that launched them (issue #20): a launch ticket and
-- the game session it opens carry the SHA-256 of that site session's token, and a game session
-- resolves only while that site session is live. Logout, a password change, the idle limit or
-- a trial account's expiry therefore end the game too. Rows from before have no site session
-- and no longer resolve: they were short-lived anyway.
ALTER TABLE game_launch_tickets ADD COLUMN site_token_hash TEXT;
ALTER TABLE game_sessions ADD COLUMN site_token_hash TEXT;
CREATE INDEX game_sessions_site ON game_sessions (site_token_hash);
