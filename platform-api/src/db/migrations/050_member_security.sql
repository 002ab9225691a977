-- Member centre part 1 (issue 12): profile details, code-checked phone and email binding,
-- bound payout accounts and two-factor login. Profile columns extend member_profiles (created
-- at registration; members without one get a row on their first change).
ALTER TABLE member_profiles ADD COLUMN real_name_locked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member_profiles ADD COLUMN birthday TEXT;
ALTER TABLE member_profiles ADD COLUMN age_confirmed_at INTEGER;
ALTER TABLE member_profiles ADD COLUMN address TEXT;
ALTER TABLE member_profiles ADD COLUMN nationality TEXT;
ALTER TABLE member_profiles ADD COLUMN email_verified_at INTEGER;
ALTER TABLE member_profiles ADD COLUMN phone_verified_at INTEGER;

-- Codes that bind a new phone number or email address to a signed-in member. Kept apart from
-- sms_codes, whose purpose CHECK admits only the signed-out flows; same hashing and limits.
CREATE TABLE contact_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX contact_codes_target ON contact_codes (member_id, channel, target, created_at DESC);
CREATE INDEX contact_codes_recent ON contact_codes (target, created_at DESC);

-- Bank cards and e-wallet accounts a member withdraws to. Deleting keeps the row (withdrawals
-- refer to it) and hides it.
CREATE TABLE payout_accounts (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  type TEXT NOT NULL CHECK (type IN ('bank', 'ewallet')),
  provider TEXT NOT NULL,
  account_number TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id, deleted_at, created_at);
CREATE UNIQUE INDEX payout_accounts_unique ON payout_accounts (member_id, type, provider, account_number)
  WHERE deleted_at IS NULL;

-- TOTP (RFC 6238). `pending_secret` waits for its confirming code; `last_step` refuses a code's
-- second use within its 30-second step.
CREATE TABLE two_factor (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  secret TEXT,
  pending_secret TEXT,
  enabled_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0
);

-- Only the SHA-256 of each recovery code is kept; each opens one login.
CREATE TABLE two_factor_recovery_codes (
  member_id TEXT NOT NULL REFERENCES members (id),
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (member_id, code_hash)
);
