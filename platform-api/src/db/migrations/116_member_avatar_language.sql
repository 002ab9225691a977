-- The member's chosen avatar (an id of the platform's avatar set) and saved language (issue 17);
-- both null until the member chooses.
ALTER TABLE members ADD COLUMN avatar_id TEXT;
ALTER TABLE members ADD COLUMN language TEXT;
