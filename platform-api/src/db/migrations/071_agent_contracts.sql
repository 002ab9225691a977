-- Agent contracts (issue 14): daily, hourly and real-time wage contracts and dividend contracts
-- between an agent and its upline (upline_id NULL = the brand), their settlements and the
-- agent's semimonthly dividend periods. Money is paid through the ledger only; these rows say
-- what was paid for which period, and their UNIQUE keys make each period paid once.
CREATE TABLE agent_contracts (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('daily', 'hourly', 'realtime', 'dividend')),
  upline_id TEXT REFERENCES members (id),
  agent_id TEXT NOT NULL REFERENCES members (id),
  -- Tier[] as JSON: [{ minValidTurnover, minActiveMembers, rateBp }], ascending.
  tiers_json TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('inProcess', 'approved', 'rejected', 'terminated')),
  offered_at INTEGER NOT NULL,
  decided_at INTEGER,
  -- Settlement covers the periods that start at or after acceptance.
  accepted_at INTEGER,
  terminated_at INTEGER,
  -- Wage contracts: the end of the last settled period, and (once terminated) the start of the
  -- period the termination fell in, before which the remaining periods are still settled.
  settled_until INTEGER,
  covered_until INTEGER,
  -- The offering call's idempotency key, scoped by the offering member (or 'brand').
  offer_key TEXT UNIQUE,
  CHECK (upline_id IS NULL OR upline_id <> agent_id),
  CHECK (status <> 'approved' OR accepted_at IS NOT NULL)
);
-- At most one pending and one approved contract per agent and kind (a pending offer made while
-- one is approved replaces it on acceptance).
CREATE UNIQUE INDEX agent_contracts_pending ON agent_contracts (agent_id, kind)
  WHERE status = 'inProcess';
CREATE UNIQUE INDEX agent_contracts_approved ON agent_contracts (agent_id, kind)
  WHERE status = 'approved';
CREATE INDEX agent_contracts_agent ON agent_contracts (agent_id, kind, offered_at DESC);
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, offered_at DESC);
CREATE INDEX agent_contracts_status ON agent_contracts (status, kind);
CREATE INDEX agent_contracts_to_settle ON agent_contracts (kind)
  WHERE status = 'terminated' AND covered_until > settled_until;

-- One row per contract and closed wage period, written in the same transaction as the ledger
-- credit (key salary:<contractId>:<periodStart>). amount 0 = nothing met, no ledger movement.
CREATE TABLE agent_settlements (
  id TEXT PRIMARY KEY,
  contract_id TEXT NOT NULL REFERENCES agent_contracts (id),
  agent_id TEXT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('daily', 'hourly', 'realtime')),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  valid_turnover INTEGER NOT NULL CHECK (valid_turnover >= 0),
  active_members INTEGER NOT NULL CHECK (active_members >= 0),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  transaction_id TEXT,
  paid_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_start),
  CHECK ((amount = 0) = (transaction_id IS NULL))
);
CREATE INDEX agent_settlements_agent ON agent_settlements (agent_id, kind, period_start DESC);

-- The agent's semimonthly dividend periods, written when a period closes under an approved
-- dividend contract. carried_in is the previous period's negative base (carry-over);
-- amount = floor(payable_base x rate_bp / 10 000). A period with amount 0 is closed as
-- 'approved' at once; the others wait for the agent's request and the ops decision, and an
-- approval pays through the ledger (key dividend:<periodId>).
CREATE TABLE agent_dividend_periods (
  id TEXT PRIMARY KEY,
  contract_id TEXT NOT NULL REFERENCES agent_contracts (id),
  agent_id TEXT NOT NULL REFERENCES members (id),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  net_loss INTEGER NOT NULL,
  valid_turnover INTEGER NOT NULL CHECK (valid_turnover >= 0),
  active_members INTEGER NOT NULL CHECK (active_members >= 0),
  carried_in INTEGER NOT NULL CHECK (carried_in <= 0),
  payable_base INTEGER NOT NULL CHECK (payable_base >= 0),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  status TEXT NOT NULL CHECK (status IN ('requestable', 'inProcess', 'approved', 'rejected')),
  closed_at INTEGER NOT NULL,
  requested_at INTEGER,
  decided_at INTEGER,
  reason TEXT,
  transaction_id TEXT,
  UNIQUE (agent_id, period_start),
  CHECK (status <> 'approved' OR amount = 0 OR transaction_id IS NOT NULL)
);
CREATE INDEX agent_dividend_periods_status ON agent_dividend_periods (status, period_start);

-- Answers of the agent contract calls by idempotency key (offer, decide, dividend request).
CREATE TABLE agent_call_replies (
  member_id TEXT NOT NULL,
  call TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_json TEXT NOT NULL,
  response_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, call, idempotency_key)
);
