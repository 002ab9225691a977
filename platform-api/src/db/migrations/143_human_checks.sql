-- Proof-of-work human verification (issue 29, ADR 0022): the ids of solved challenges already
-- spent, kept until the challenge would have expired anyway, so each one answers one check.
CREATE TABLE human_checks_spent (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX human_checks_spent_expiry ON human_checks_spent (expires_at);
