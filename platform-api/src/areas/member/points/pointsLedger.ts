import { randomUUID } from 'node:crypto';

import type { PointsEntryKind } from 'shared-contracts';

import type { Db } from '../../../db/database';
import { IdempotencyConflictError } from '../../../ledger/ledgerErrors';
import { pointsRefusal } from './pointsRefusal';

/** One movement of a member's points. */
export interface PointsMovement {
  memberId: string;
  kind: PointsEntryKind;
  /** Signed whole points: positive in, negative out; never zero. */
  amount: number;
  /** Unique per movement: the same key never moves points twice. */
  idempotencyKey: string;
  reference: string | null;
  now: number;
}

export interface PointsPosted {
  entryId: string;
  balance: number;
  replayed: boolean;
}

// Duck-typed like the money ledger: the native driver's error class differs per jest realm.
const isCheckViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_CHECK';

/**
 * The points ledger: a balance row per member (CHECK balance >= 0) and append-only entries with
 * a unique idempotency key. Kept apart from money (points are not a liability of the cash
 * ledger), with the same guarantees: whole units, exactly once per key, never negative.
 */
export const createPointsLedger = (db: Db) => {
  const findEntry = db.prepare(
    'SELECT id, member_id, amount, balance_after FROM points_entries WHERE idempotency_key = ?',
  );
  const open = db.prepare(
    'INSERT INTO member_points (member_id, updated_at) VALUES (?, ?) ON CONFLICT (member_id) DO NOTHING',
  );
  const move = db
    .prepare(
      `UPDATE member_points SET balance = balance + @amount,
      earned_total = earned_total + CASE WHEN @kind IN ('earn', 'grant') THEN @amount ELSE 0 END,
      spent_total = spent_total - CASE WHEN @kind IN ('earn', 'grant') THEN 0 ELSE @amount END,
      updated_at = @now
    WHERE member_id = @member RETURNING balance`,
    )
    .pluck();
  const insertEntry = db.prepare(`INSERT INTO points_entries
    (id, member_id, kind, amount, balance_after, idempotency_key, reference, created_at)
    VALUES (@id, @member, @kind, @amount, @balance, @key, @reference, @now)`);
  const balanceOf = db.prepare('SELECT balance FROM member_points WHERE member_id = ?').pluck();

  return {
    /**
     * Moves points inside the caller's open transaction: a replayed key answers the first entry
     * (and moves nothing); an overdraft throws 409 `insufficientPoints` and the caller's whole
     * transaction rolls back.
     */
    postWithin(movement: PointsMovement): PointsPosted {
      if (!db.inTransaction) throw new Error('points postWithin needs an open transaction');
      if (!Number.isSafeInteger(movement.amount) || movement.amount === 0)
        throw new Error(`Invalid points amount ${movement.amount}`);
      const existing = findEntry.get(movement.idempotencyKey) as
        { id: string; member_id: string; amount: number; balance_after: number } | undefined;
      if (existing) {
        if (existing.member_id !== movement.memberId || existing.amount !== movement.amount)
          throw new IdempotencyConflictError();
        return {
          entryId: existing.id,
          balance: Number(balanceOf.get(movement.memberId)),
          replayed: true,
        };
      }
      open.run(movement.memberId, movement.now);
      let balance: number;
      try {
        balance = Number(
          move.get({
            member: movement.memberId,
            amount: movement.amount,
            kind: movement.kind,
            now: movement.now,
          }),
        );
      } catch (error) {
        if (isCheckViolation(error))
          throw pointsRefusal(409, 'insufficientPoints', 'Not enough points');
        throw error;
      }
      const entryId = randomUUID();
      insertEntry.run({
        id: entryId,
        member: movement.memberId,
        kind: movement.kind,
        amount: movement.amount,
        balance,
        key: movement.idempotencyKey,
        reference: movement.reference,
        now: movement.now,
      });
      return { entryId, balance, replayed: false };
    },
    /** The member's points now (0 before any movement). */
    balance: (memberId: string) => Number(balanceOf.get(memberId) ?? 0),
  };
};
export type PointsLedger = ReturnType<typeof createPointsLedger>;
