import type { TransactionKind } from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { kindGroupSql } from './transactionKinds';

/** A ledger movement of one member's wallet, with the wallet's balance just after it. */
export interface LedgerMovement {
  /** The ledger entry's id. */
  id: string;
  transactionId: string;
  /** The ledger transaction's kind (`deposit`, `game_stake`, `wallet_transfer`, ...). */
  ledgerKind: string;
  /** The account record's kind the ledger kind groups into. */
  kind: TransactionKind;
  /** Signed: positive into the wallet. */
  amount: number;
  balanceAfter: number;
  /** The account's wallet: `MAIN` or a vendor's code. */
  wallet: string;
  createdAt: number;
}

/** Which movements: a ledger kind (the agent centre) or an account-record kind (the member). */
export interface MovementFilter {
  ledgerKind?: string | undefined;
  kind?: TransactionKind | undefined;
}

interface MovementRow {
  id: number;
  transaction_id: string;
  ledger_kind: string;
  kind: TransactionKind;
  amount: number;
  balance_after: number;
  wallet: string;
  created_at: number;
}

const GROUP = kindGroupSql('tx.kind', 'e.amount');

/*
 * The running balance of a wallet orders its entries by (transaction time, entry id), the order
 * the lists show them in; it is the sum of the account's entries up to and including the row,
 * so it holds across pages and filters (a filtered-out movement still moved the balance).
 */
const MOVEMENTS = `SELECT e.id, e.transaction_id, tx.kind AS ledger_kind, ${GROUP} AS kind,
    e.amount, tx.created_at, a.wallet,
    SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY tx.created_at, e.id) AS balance_after
  FROM accounts a
  JOIN ledger_entries e ON e.account_id = a.id
  JOIN ledger_transactions tx ON tx.id = e.transaction_id
  WHERE a.member_id = @member`;

const toMovement = (row: MovementRow): LedgerMovement => ({
  id: String(row.id),
  transactionId: row.transaction_id,
  ledgerKind: row.ledger_kind,
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  wallet: row.wallet,
  createdAt: row.created_at,
});

/**
 * A member's ledger movements over every wallet (the member centre's account record and the
 * agent centre's downline account details): a page of a time window, newest first, and one
 * movement by its entry id, each with the balance of its wallet just after it.
 */
export const createLedgerMovements = (db: Db) => {
  const FILTER = `created_at >= @start AND created_at < @end
    AND (@ledgerKind IS NULL OR ledger_kind = @ledgerKind) AND (@kind IS NULL OR kind = @kind)`;
  const page = db.prepare(`SELECT * FROM (${MOVEMENTS}) WHERE ${FILTER}
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const count = db
    .prepare(
      `SELECT COUNT(*) FROM accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transactions tx ON tx.id = e.transaction_id
      WHERE a.member_id = @member AND tx.created_at >= @start AND tx.created_at < @end
        AND (@ledgerKind IS NULL OR tx.kind = @ledgerKind) AND (@kind IS NULL OR ${GROUP} = @kind)`,
    )
    .pluck();
  const one = db.prepare(`SELECT e.id, e.transaction_id, tx.kind AS ledger_kind, ${GROUP} AS kind,
      e.amount, tx.created_at, a.wallet,
      (SELECT SUM(e2.amount) FROM ledger_entries e2
        JOIN ledger_transactions t2 ON t2.id = e2.transaction_id
        WHERE e2.account_id = e.account_id
          AND (t2.created_at < tx.created_at OR (t2.created_at = tx.created_at AND e2.id <= e.id))
      ) AS balance_after
    FROM ledger_entries e
    JOIN accounts a ON a.id = e.account_id
    JOIN ledger_transactions tx ON tx.id = e.transaction_id
    WHERE e.id = @id AND a.member_id = @member`);

  return {
    /** A page of a member's movements in [start, end), newest first, with the filter's total. */
    page(
      memberId: string,
      window: { start: number; end: number },
      filter: MovementFilter,
      paging: { pageNo: number; pageSize: number },
    ) {
      const params = {
        member: memberId,
        start: window.start,
        end: window.end,
        ledgerKind: filter.ledgerKind ?? null,
        kind: filter.kind ?? null,
      };
      const rows = page.all({
        ...params,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as MovementRow[];
      const total = Number(count.get(params));
      return {
        list: rows.map(toMovement),
        total,
        totalPages: Math.ceil(total / paging.pageSize),
        pageNo: paging.pageNo,
      };
    },

    /** One movement of the member's wallets by entry id; undefined when not the member's. */
    one(memberId: string, entryId: string): LedgerMovement | undefined {
      if (!/^\d{1,15}$/.test(entryId)) return undefined;
      const row = one.get({ id: Number(entryId), member: memberId }) as MovementRow | undefined;
      return row ? toMovement(row) : undefined;
    },
  };
};
export type LedgerMovements = ReturnType<typeof createLedgerMovements>;
