-- Accounts (issue #4): contact data given at registration, invitation codes, single-use
-- captchas, SMS codes and the dev outbox that stands in for the SMS and email gateways.

-- One row per member that registered through the site (seeded demo accounts get one too).
-- Kept beside `members` rather than in it so the core table stays as the platform core owns it.
CREATE TABLE member_profiles (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  mobile_num TEXT UNIQUE,
  country_dialing_code TEXT,
  email TEXT COLLATE NOCASE,
  payee_name TEXT,
  contacts_json TEXT NOT NULL DEFAULT '{}',
  payment_password_hash TEXT,
  referral_code TEXT,
  register_ip TEXT,
  register_url TEXT,
  created_at INTEGER NOT NULL
);

-- Invitation (affiliate) codes of agents; `domain` NULL means valid on every domain.
CREATE TABLE affiliate_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  member_id TEXT NOT NULL REFERENCES members (id),
  domain TEXT
);

-- Only the SHA-256 of the answer is kept; a captcha is spent by its first check.
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- SMS codes by number and purpose; the newest unexpired, unused row is the valid one.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile_num TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'password', 'register')),
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX sms_codes_number ON sms_codes (mobile_num, purpose, created_at DESC);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at DESC);

-- What the reference platform would have sent by SMS or email (and, with ADMIN_TOKEN, captcha
-- answers): read through the admin dev routes by tests and demos. No real gateway exists.
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
  recipient TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, id DESC);
