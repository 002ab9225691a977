-- Promotion participation (issue 16): how a member takes part in a promotion, one row per
-- promotion that has an action (the promotions table and its answers stay as they are).
-- The bonus is bonus_amount plus bonus_rate_bp of the member's credited deposits within the
-- period, at most bonus_cap; it asks turnover_multiple x the bonus in wagering.
CREATE TABLE promotion_participation (
  promotion_id TEXT PRIMARY KEY REFERENCES promotions (id),
  kind TEXT NOT NULL CHECK (kind IN ('join', 'claim', 'apply', 'raffle')),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  new_players_only INTEGER NOT NULL DEFAULT 0 CHECK (new_players_only IN (0, 1)),
  new_player_days INTEGER NOT NULL DEFAULT 7 CHECK (new_player_days > 0),
  min_deposit INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  bonus_amount INTEGER NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  bonus_rate_bp INTEGER NOT NULL DEFAULT 0 CHECK (bonus_rate_bp >= 0),
  bonus_cap INTEGER CHECK (bonus_cap > 0),
  turnover_multiple INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  draw_at INTEGER,
  prize_amount INTEGER,
  winners INTEGER,
  CHECK ((kind = 'raffle') = (draw_at IS NOT NULL)),
  CHECK (kind <> 'raffle' OR (draw_at >= ends_at AND prize_amount > 0 AND winners > 0)),
  CHECK (kind NOT IN ('claim', 'apply') OR bonus_amount > 0 OR bonus_rate_bp > 0)
);
-- The ticker's pass: raffles whose draw time has come.
CREATE INDEX promotion_participation_draws ON promotion_participation (draw_at)
  WHERE kind = 'raffle';

-- Members signed up to a `join` promotion.
CREATE TABLE promotion_joins (
  promotion_id TEXT NOT NULL REFERENCES promotion_participation (promotion_id),
  member_id TEXT NOT NULL REFERENCES members (id),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (promotion_id, member_id)
);
CREATE INDEX promotion_joins_member ON promotion_joins (member_id);

-- Instant bonuses claimed: one per member and promotion, paid by one ledger movement keyed
-- `promotion-claim:<promotion>:<member>`; claim_key is the caller's Idempotency-Key.
CREATE TABLE promotion_claims (
  id TEXT PRIMARY KEY,
  promotion_id TEXT NOT NULL REFERENCES promotion_participation (promotion_id),
  member_id TEXT NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_required INTEGER NOT NULL CHECK (turnover_required >= 0),
  claim_key TEXT NOT NULL,
  ledger_transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
  bonus_id TEXT NOT NULL REFERENCES member_bonuses (id),
  claimed_at INTEGER NOT NULL,
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_claims_member ON promotion_claims (member_id);

-- Applications ops review: one per member and promotion. Images are rows of `uploads`
-- attached to `promotionApplication:<id>`. Approval pays once (ledger key
-- `promotion-application:<id>`).
CREATE TABLE promotion_applications (
  id TEXT PRIMARY KEY,
  promotion_id TEXT NOT NULL REFERENCES promotion_participation (promotion_id),
  member_id TEXT NOT NULL REFERENCES members (id),
  comment TEXT NOT NULL CHECK (length(comment) <= 140),
  image_ids_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  amount INTEGER CHECK (amount > 0),
  turnover_required INTEGER CHECK (turnover_required >= 0),
  ledger_transaction_id TEXT REFERENCES ledger_transactions (id),
  bonus_id TEXT REFERENCES member_bonuses (id),
  submitted_at INTEGER NOT NULL,
  decided_at INTEGER,
  CHECK ((status = 'approved') = (ledger_transaction_id IS NOT NULL AND amount IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_applications_member ON promotion_applications
  (member_id, submitted_at DESC);
-- Ops' queue: pending first, oldest first.
CREATE INDEX promotion_applications_status ON promotion_applications (status, submitted_at);

-- Raffle tickets: one per member and raffle, numbered 1, 2, 3... in claim order.
CREATE TABLE raffle_tickets (
  promotion_id TEXT NOT NULL REFERENCES promotion_participation (promotion_id),
  member_id TEXT NOT NULL REFERENCES members (id),
  ticket_no INTEGER NOT NULL CHECK (ticket_no > 0),
  claim_key TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (promotion_id, member_id),
  UNIQUE (promotion_id, ticket_no)
);
CREATE INDEX raffle_tickets_member ON raffle_tickets (member_id);

-- One row per raffle drawn: written in the draw's own transaction, so a raffle is drawn once
-- whatever the number of passes, processes or restarts.
CREATE TABLE raffle_draws (
  promotion_id TEXT PRIMARY KEY REFERENCES promotion_participation (promotion_id),
  drawn_at INTEGER NOT NULL,
  tickets INTEGER NOT NULL CHECK (tickets >= 0)
);

-- Winners of a drawn raffle, each paid once (ledger key `raffle-prize:<promotion>:<member>`).
CREATE TABLE raffle_winners (
  promotion_id TEXT NOT NULL REFERENCES raffle_draws (promotion_id),
  rank INTEGER NOT NULL CHECK (rank > 0),
  member_id TEXT NOT NULL REFERENCES members (id),
  ticket_no INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  ledger_transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
  bonus_id TEXT NOT NULL REFERENCES member_bonuses (id),
  PRIMARY KEY (promotion_id, rank),
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX raffle_winners_member ON raffle_winners (member_id);
