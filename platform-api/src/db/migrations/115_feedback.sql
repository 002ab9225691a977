-- Support feedback and complaints (issue 17). A member's feedback has member_id; a guest's has
-- a contact email instead. Images are rows of `uploads` attached to 'feedback:<id>'. A
-- complaint carries a reference number, unique over the brand (CP-YYYYMMDD-NNNN).
CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  member_id TEXT REFERENCES members (id),
  contact_email TEXT,
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'game', 'customer_service',
    'application', 'other', 'complaint')),
  content TEXT NOT NULL,
  image_ids_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('submitted', 'in_progress', 'answered', 'closed')),
  reference_no TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (member_id IS NOT NULL OR contact_email IS NOT NULL),
  CHECK ((type = 'complaint') = (reference_no IS NOT NULL))
);
-- The member's list, newest first; ops' queue by status, oldest first.
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_status ON feedback (status, created_at);

CREATE TABLE feedback_replies (
  id TEXT PRIMARY KEY,
  feedback_id TEXT NOT NULL REFERENCES feedback (id),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, created_at);
