import type { Db } from '../../../db/database';
import { createBetRecords } from './bets';
import { createCreditReport } from './creditReport';
import { createAccountRecord } from './transactions';

export { checkedPeriod, recordsRefusal } from './refusal';

/** The member centre's records (ADR 0013): betting record, account record, profit,
 * and the credit report (ADR 0025). */
export const createMemberRecords = (db: Db) => ({
  bets: createBetRecords(db),
  transactions: createAccountRecord(db),
  creditReport: createCreditReport(db),
});
export type MemberRecords = ReturnType<typeof createMemberRecords>;
