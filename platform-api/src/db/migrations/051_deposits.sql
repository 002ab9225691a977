-- Deposits (issue 12): orders, the simulated payment provider's notifications, and the images
-- players upload (receipts, proofs of non-receipt), stored as files next to the database.
CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- What the image was attached to (deposit:<id> or withdrawal:<id>); an image is used once.
  attached_to TEXT
);
CREATE INDEX uploads_member ON uploads (member_id, created_at DESC);

CREATE TABLE deposit_orders (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  reference TEXT NOT NULL UNIQUE,
  channel_id TEXT NOT NULL,
  channel_type TEXT NOT NULL CHECK (channel_type IN ('bank_transfer', 'ewallet', 'qr')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL CHECK (fee >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'credited', 'rejected', 'expired')),
  payer_name TEXT,
  receipt_upload_id TEXT REFERENCES uploads (id),
  reject_reason TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  ledger_transaction_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  credited_at INTEGER,
  CHECK (fee < amount)
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);
CREATE INDEX deposit_orders_member_status ON deposit_orders (member_id, status, created_at DESC);
CREATE INDEX deposit_orders_status ON deposit_orders (status, created_at);

-- Every notification the provider sent that passed the signature check, once per id: a replay
-- finds its row and changes nothing.
CREATE TABLE payment_notifications (
  notification_id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  amount INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

-- Accounts of money in transit: withdrawals held on request, and fees the house keeps.
INSERT OR IGNORE INTO accounts (id, member_id, kind, wallet, name)
  VALUES ('house:withdrawal-hold', NULL, 'contra', 'HOLD', 'Withdrawals held');
INSERT OR IGNORE INTO accounts (id, member_id, kind, wallet, name)
  VALUES ('house:fees', NULL, 'house', 'FEES', 'Fees');
