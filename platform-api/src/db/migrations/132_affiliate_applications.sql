-- Affiliate applications (issue 18): the form the footer's Affiliates button opens stores each
-- application here for the affiliate team; ops list them newest first.
CREATE TABLE affiliate_applications (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  channel TEXT NOT NULL,
  traffic TEXT NOT NULL CHECK (traffic IN ('under1k', '1kTo10k', '10kTo100k', 'over100k')),
  message TEXT,
  language TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX affiliate_applications_created ON affiliate_applications (created_at DESC, id DESC);
