-- The points mall's catalogue and redemptions (issue 16).
-- Names and descriptions are JSON maps of language to text; stock NULL means unlimited and can
-- never go below zero (a redemption takes it with `stock = stock - q WHERE stock >= q`).
CREATE TABLE points_items (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('cashVoucher', 'bonusCredit', 'physical')),
  category TEXT NOT NULL,
  name_json TEXT NOT NULL,
  description_json TEXT NOT NULL,
  cost INTEGER NOT NULL CHECK (cost > 0),
  cash_value INTEGER CHECK (cash_value > 0),
  turnover_multiple INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  stock INTEGER CHECK (stock >= 0),
  redeemed_count INTEGER NOT NULL DEFAULT 0 CHECK (redeemed_count >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL,
  CHECK ((kind = 'physical') = (cash_value IS NULL))
);
-- The catalogue's orders, each within an optional category.
CREATE INDEX points_items_popular ON points_items (active, category, redeemed_count DESC, sort_order);
CREATE INDEX points_items_cost ON points_items (active, category, cost, sort_order);
CREATE INDEX points_items_newest ON points_items (active, category, created_at DESC, sort_order);
CREATE INDEX points_items_sorted ON points_items (active, sort_order);

-- A redemption keeps what was redeemed as it was (name, cost) and its delivery details.
-- (member_id, idempotency_key) is unique: the same key replays the first answer.
CREATE TABLE points_redemptions (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  item_id TEXT NOT NULL REFERENCES points_items (id),
  item_kind TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points INTEGER NOT NULL CHECK (points > 0),
  cash_amount INTEGER CHECK (cash_amount > 0),
  bonus_id TEXT REFERENCES member_bonuses (id),
  delivery_name TEXT,
  delivery_phone TEXT,
  delivery_address TEXT,
  status TEXT NOT NULL CHECK (status IN ('inProgress', 'rejected', 'approved')),
  reason TEXT,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  points_entry_id TEXT NOT NULL REFERENCES points_entries (id),
  refund_entry_id TEXT REFERENCES points_entries (id),
  ledger_transaction_id TEXT REFERENCES ledger_transactions (id),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, idempotency_key),
  CHECK ((status = 'rejected') = (refund_entry_id IS NOT NULL)),
  CHECK ((status = 'inProgress') = (decided_at IS NULL))
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, status, created_at DESC);
CREATE INDEX points_redemptions_member_time ON points_redemptions (member_id, created_at DESC);
CREATE INDEX points_redemptions_queue ON points_redemptions (status, created_at);

-- Conversions of points to cash: one per (member, key); the points entry and the money movement
-- (ledger kind points_conversion) are written in the same transaction.
CREATE TABLE points_conversions (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  points INTEGER NOT NULL CHECK (points > 0),
  cash_amount INTEGER NOT NULL CHECK (cash_amount > 0),
  idempotency_key TEXT NOT NULL,
  points_entry_id TEXT NOT NULL REFERENCES points_entries (id),
  ledger_transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX points_conversions_member ON points_conversions (member_id, created_at DESC);
