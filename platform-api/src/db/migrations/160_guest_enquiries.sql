-- Questions guests leave at the customer-service desk (issue 29: help for guests who cannot log
-- in). Answered by the brand's team at the contact given; no address or account is stored.
CREATE TABLE guest_enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL DEFAULT '',
  contact TEXT NOT NULL,
  topic TEXT NOT NULL,
  question TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
  created_at INTEGER NOT NULL
);
CREATE INDEX guest_enquiries_created ON guest_enquiries (created_at DESC);
