-- Double-entry ledger in integer minor units. Entries are append-only and sum to zero per
-- transaction (checked by the ledger service); balances are kept beside them in the same
-- database transaction, and a player balance can never go below zero.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  member_id TEXT REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('player', 'house', 'contra')),
  wallet TEXT NOT NULL,
  name TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  CHECK (kind <> 'player' OR balance >= 0),
  CHECK (kind = 'player' OR member_id IS NULL),
  UNIQUE (member_id, wallet)
);

CREATE TABLE ledger_transactions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  response_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
  account_id TEXT NOT NULL REFERENCES accounts (id),
  amount INTEGER NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_tx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
