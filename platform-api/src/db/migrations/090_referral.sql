-- Referral (issue 15): every member's own invite code, made on first use and then stable, and
-- the rewards paid to inviters, one per invited friend (the primary key makes it exactly once).
-- A friend is a member whose registration carried the code (member_profiles.referral_code).
CREATE TABLE referral_codes (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at INTEGER NOT NULL
);

CREATE TABLE referral_rewards (
  invitee_id TEXT PRIMARY KEY REFERENCES members (id),
  inviter_id TEXT NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  ledger_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX referral_rewards_inviter ON referral_rewards (inviter_id, created_at);

-- The friends of a code, newest first; codes compare without case like referral_codes.code.
CREATE INDEX member_profiles_referral
  ON member_profiles (referral_code COLLATE NOCASE, created_at, member_id);
