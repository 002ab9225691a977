-- The registration bonus (issue 18): a brand may promise every new account a bonus. It is
-- credited through the ledger (key `registrationBonus:<member>`) when the account is created and
-- recorded as a member bonus with its turnover. `source` names bonuses the platform grants by
-- rule (null for ops' and rewards'), unique per member so a rule never pays one member twice.
ALTER TABLE member_bonuses ADD COLUMN source TEXT CHECK (source IN ('registration'));
CREATE UNIQUE INDEX member_bonuses_source ON member_bonuses (member_id, source)
  WHERE source IS NOT NULL;
