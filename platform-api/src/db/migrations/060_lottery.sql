-- Lottery (issue 13): issues with their committed seeds and results, bet orders (one per
-- request, a chase holds the whole amount at once) and the bets of every line and issue, plus
-- the brand's odds overrides. Money in integer minor units; times in epoch ms.

-- One draw of one game. The seed stays secret until the draw (only its SHA-256 commitment is
-- published); state moves open -> drawn -> settled, each step by a state-guarded update.
CREATE TABLE lottery_issues (
  game_code TEXT NOT NULL,
  issue_no TEXT NOT NULL,
  opens_at INTEGER NOT NULL,
  sales_close_at INTEGER NOT NULL,
  draw_at INTEGER NOT NULL,
  seed TEXT NOT NULL CHECK (length(seed) = 64),
  commitment TEXT NOT NULL CHECK (length(commitment) = 64),
  result_json TEXT,
  state TEXT NOT NULL CHECK (state IN ('open', 'drawn', 'settled')),
  created_at INTEGER NOT NULL,
  drawn_at INTEGER,
  settled_at INTEGER,
  PRIMARY KEY (game_code, issue_no),
  CHECK (sales_close_at <= draw_at),
  CHECK (state = 'open' OR result_json IS NOT NULL)
) WITHOUT ROWID;
-- The scheduler's two questions: which open issues are due, which drawn ones still settle.
CREATE INDEX lottery_issues_due ON lottery_issues (draw_at) WHERE state = 'open';
CREATE INDEX lottery_issues_unsettled ON lottery_issues (draw_at) WHERE state = 'drawn';
-- Results history and the latest draw of a game; the newest issue of a game.
CREATE INDEX lottery_issues_game_draw ON lottery_issues (game_code, draw_at DESC);

-- A bet request: its lines on one issue, or on the next N issues for a chase.
CREATE TABLE lottery_orders (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL,
  -- member id + the request's Idempotency-Key: a retry answers the first result.
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  total_amount INTEGER NOT NULL CHECK (total_amount > 0),
  issues INTEGER NOT NULL CHECK (issues BETWEEN 1 AND 50),
  stop_on_win INTEGER NOT NULL DEFAULT 0 CHECK (stop_on_win IN (0, 1)),
  -- Set once a chase with stopOnWin has won: its later bets were cancelled and refunded.
  stopped_by_bet_id TEXT,
  transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX lottery_orders_member ON lottery_orders (member_id, created_at DESC);

-- One line on one issue. Odds and the payout cap are fixed when the bet is placed.
CREATE TABLE lottery_bets (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES lottery_orders (id),
  member_id TEXT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL,
  issue_no TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  play_type TEXT NOT NULL,
  selection_json TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('yuan', 'jiao', 'fen')),
  multiplier INTEGER NOT NULL CHECK (multiplier BETWEEN 1 AND 9999),
  bet_count INTEGER NOT NULL CHECK (bet_count > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  odds_milli INTEGER NOT NULL CHECK (odds_milli > 0),
  max_payout INTEGER NOT NULL CHECK (max_payout > 0),
  payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'cancelled', 'push')),
  -- member (a cancel before sales close) or chaseStopped (a chase won with stopOnWin).
  cancel_reason TEXT CHECK (cancel_reason IN ('member', 'chaseStopped')),
  placed_at INTEGER NOT NULL,
  settled_at INTEGER,
  FOREIGN KEY (game_code, issue_no) REFERENCES lottery_issues (game_code, issue_no),
  CHECK (status = 'open' OR settled_at IS NOT NULL)
);
-- Settlement reads the open bets of one issue; the member's lists read newest first.
CREATE INDEX lottery_bets_open ON lottery_bets (game_code, issue_no) WHERE status = 'open';
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, placed_at DESC);
CREATE INDEX lottery_bets_member_status ON lottery_bets (member_id, status, placed_at DESC);
CREATE INDEX lottery_bets_member_game ON lottery_bets (member_id, game_code, placed_at DESC);
CREATE INDEX lottery_bets_order ON lottery_bets (order_id, issue_no);

-- The brand's odds and payout caps per play type; game_code '*' applies to every game.
-- Without a row the shared rules' defaults apply.
CREATE TABLE lottery_play_settings (
  game_code TEXT NOT NULL,
  play_type TEXT NOT NULL,
  odds_milli INTEGER NOT NULL CHECK (odds_milli > 0),
  max_payout_minor INTEGER NOT NULL CHECK (max_payout_minor > 0),
  PRIMARY KEY (game_code, play_type)
) WITHOUT ROWID;
