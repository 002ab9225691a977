import type { Db } from '../../db/database';
import { createBetRecords } from './bets';
import { createAccountRecord } from './transactions';

export { checkedPeriod, recordsRefusal } from './refusal';

/** The member centre's records (issue 15): betting record, account record, profit. */
export const createMemberRecords = (db: Db) => ({
  bets: createBetRecords(db),
  transactions: createAccountRecord(db),
});
export type MemberRecords = ReturnType<typeof createMemberRecords>;
