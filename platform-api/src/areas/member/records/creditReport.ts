import type { PeriodInput } from 'shared-contracts';
import { windowOfDays } from 'shared-contracts';
import {
  type CreditReport,
  type CreditReportRow,
  TRANSACTION_KINDS,
  type TransactionKind,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { kindGroupSql } from './transactionKinds';

const GROUP = kindGroupSql('tx.kind', 'e.amount');

const MEMBER_ENTRIES = `FROM accounts a
  JOIN ledger_entries e ON e.account_id = a.id
  JOIN ledger_transactions tx ON tx.id = e.transaction_id
  WHERE a.member_id = @member`;

interface KindRow {
  kind: TransactionKind;
  movements: number;
  money_in: number;
  money_out: number;
}

/**
 * The credit report (ADR 0025): a `SUM ... GROUP BY kind` over the member's ledger entries of
 * every wallet in the period, grouped by the account record's kinds, with the balance of all
 * wallets before the period (opening) and after it (closing).
 */
export const createCreditReport = (db: Db) => {
  const byKind = db.prepare(`SELECT kind, COUNT(*) AS movements,
      SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END) AS money_in,
      SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END) AS money_out
    FROM (SELECT ${GROUP} AS kind, e.amount ${MEMBER_ENTRIES}
      AND tx.created_at >= @start AND tx.created_at < @end)
    GROUP BY kind`);
  const before = db
    .prepare(`SELECT COALESCE(SUM(e.amount), 0) ${MEMBER_ENTRIES} AND tx.created_at < @start`)
    .pluck();

  return {
    /** The member's statement of `period` (already checked by the route). */
    of(memberId: string, period: PeriodInput): CreditReport {
      const window = windowOfDays(period);
      const params = { member: memberId, start: window.start, end: window.end };
      const found = new Map(
        (byKind.all(params) as KindRow[]).map((row) => [row.kind, row] as const),
      );
      const rows: CreditReportRow[] = [];
      for (const kind of TRANSACTION_KINDS) {
        const row = found.get(kind);
        if (!row) continue;
        rows.push({
          kind,
          movements: row.movements,
          moneyIn: row.money_in,
          moneyOut: row.money_out,
          net: row.money_in - row.money_out,
        });
      }
      const openingBalance = Number(before.get(params));
      const moneyIn = rows.reduce((sum, row) => sum + row.moneyIn, 0);
      const moneyOut = rows.reduce((sum, row) => sum + row.moneyOut, 0);
      return {
        from: period.from,
        to: period.to,
        openingBalance,
        closingBalance: openingBalance + moneyIn - moneyOut,
        moneyIn,
        moneyOut,
        rows,
      };
    },
  };
};
export type CreditReportBook = ReturnType<typeof createCreditReport>;
