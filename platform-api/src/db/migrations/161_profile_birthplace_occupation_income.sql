-- SPEC section 3's profile mentions: place of birth, occupation and source of income (issue 32).
-- Free texts as the member wrote them (trimmed), the source of income one of the contract's
-- SOURCES_OF_INCOME; NULL until the member fills them in.
ALTER TABLE member_profiles ADD COLUMN place_of_birth TEXT;
ALTER TABLE member_profiles ADD COLUMN occupation TEXT;
ALTER TABLE member_profiles ADD COLUMN source_of_income TEXT;
