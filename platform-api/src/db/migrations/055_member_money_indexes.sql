-- Lazy expiry runs on every read of deposits: it finds its few rows through a partial index
-- instead of scanning every pending order (auto-receive has withdrawals_deadline, 052).
CREATE INDEX deposit_orders_pending_expiry ON deposit_orders (expires_at) WHERE status = 'pending';
