import type { PeriodInput } from 'shared-contracts';
import { windowOfDays } from 'shared-contracts';
import type {
  MemberTransaction,
  MemberTransactionDetail,
  TransactionKind,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { createLedgerMovements, type LedgerMovement } from './ledgerMovements';
import { recordsRefusal } from './refusal';
import { counterpartOf, REFERENCE_SQL } from './transactionKinds';

const toTransaction = (movement: LedgerMovement): MemberTransaction => ({
  id: movement.id,
  kind: movement.kind,
  amount: movement.amount,
  balanceAfter: movement.balanceAfter,
  wallet: movement.wallet,
  createdAt: movement.createdAt,
});

/**
 * The member centre's account record: the member's ledger movements over every wallet (the
 * shared {@link createLedgerMovements}) grouped into the account record's kinds, and one movement
 * with what it belongs to and who was on the other side.
 */
export const createAccountRecord = (db: Db) => {
  const movements = createLedgerMovements(db);
  const reference = db
    .prepare(
      `SELECT ${REFERENCE_SQL} FROM ledger_transactions tx
      JOIN ledger_entries e ON e.transaction_id = tx.id JOIN accounts a ON a.id = e.account_id
      WHERE e.id = ?`,
    )
    .pluck();
  // The other side: the largest entry of the transaction on another account (a transfer's
  // other wallet, the upline, the house).
  const otherSide = db.prepare(`SELECT o.member_id, o.wallet, o.name,
      o.member_id = me.member_id AS is_self,
      o.member_id = (SELECT upline_id FROM members WHERE id = me.member_id) AS is_upline
    FROM ledger_entries e
    JOIN accounts me ON me.id = e.account_id
    JOIN ledger_entries x ON x.transaction_id = e.transaction_id AND x.account_id <> e.account_id
    JOIN accounts o ON o.id = x.account_id
    WHERE e.id = ? ORDER BY abs(x.amount) DESC, x.id LIMIT 1`);

  return {
    /** A page of the member's movements of a period, newest first. */
    page(
      memberId: string,
      period: PeriodInput,
      kind: TransactionKind | undefined,
      paging: { pageNo: number; pageSize: number },
    ) {
      const page = movements.page(memberId, windowOfDays(period), { kind }, paging);
      return { ...page, list: page.list.map(toTransaction) };
    },

    /** One movement of the member's wallets; 404 `notFound` for anyone else's or none. */
    detail(memberId: string, id: string): MemberTransactionDetail {
      const movement = movements.one(memberId, id);
      if (!movement) throw recordsRefusal(404, 'notFound', 'No such transaction');
      const other = otherSide.get(Number(movement.id)) as
        | {
            member_id: string | null;
            wallet: string;
            name: string;
            is_self: number | null;
            is_upline: number | null;
          }
        | undefined;
      const ref = reference.get(Number(movement.id)) as string | null | undefined;
      const otherName = other ? (other.is_self ? other.wallet : other.name) : '';
      return {
        ...toTransaction(movement),
        reference: ref ?? null,
        counterpart: counterpartOf(
          movement.ledgerKind,
          other && {
            memberId: other.member_id,
            isSelf: other.is_self === 1,
            isUpline: other.is_upline === 1,
          },
        ),
        note: otherName ? `${movement.ledgerKind}: ${otherName}` : movement.ledgerKind,
      };
    },
  };
};
export type AccountRecord = ReturnType<typeof createAccountRecord>;
