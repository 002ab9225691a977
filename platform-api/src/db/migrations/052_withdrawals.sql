-- Withdrawals (issue 12) with their timeline and the player's confirmation.
CREATE TABLE withdrawals (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  reference TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES payout_accounts (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL CHECK (fee >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending_review', 'approved', 'rejected', 'disbursed',
    'awaiting_confirmation', 'disputed', 'completed')),
  reject_reason TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  disbursed_at INTEGER,
  confirm_deadline INTEGER,
  confirmation_result TEXT CHECK (confirmation_result IN ('received', 'partly_received', 'not_received')),
  received_amount INTEGER,
  confirmation_auto INTEGER NOT NULL DEFAULT 0,
  confirmed_at INTEGER,
  CHECK (fee < amount)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_member_status ON withdrawals (member_id, status, created_at DESC);
CREATE INDEX withdrawals_status ON withdrawals (status, created_at);
CREATE INDEX withdrawals_deadline ON withdrawals (confirm_deadline) WHERE status = 'awaiting_confirmation';

CREATE TABLE withdrawal_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  withdrawal_id TEXT NOT NULL REFERENCES withdrawals (id),
  at INTEGER NOT NULL,
  status TEXT NOT NULL,
  event TEXT NOT NULL,
  note TEXT
);
CREATE INDEX withdrawal_events_withdrawal ON withdrawal_events (withdrawal_id, id);

CREATE TABLE withdrawal_proofs (
  withdrawal_id TEXT NOT NULL REFERENCES withdrawals (id),
  upload_id TEXT NOT NULL REFERENCES uploads (id),
  PRIMARY KEY (withdrawal_id, upload_id)
);

-- Transfers to the upline agent (the money moves through the ledger; this keeps the history
-- and the daily total).
CREATE TABLE upline_transfers (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  upline_id TEXT NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  ledger_transaction_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX upline_transfers_member ON upline_transfers (member_id, created_at DESC);
