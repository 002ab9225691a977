// What the seeded histories (the agent team's, the member records', the missions') are written
// with: ledger movements in bulk, and the deposits and game rounds they fund.
import type { Db } from '../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../ledger/accounts';

const MINUTE_MS = 60_000;

/**
 * Ledger rows written in bulk for the seeded history: one transaction of two entries per
 * movement (from one account to another), the balances moved once at the end by what their
 * entries add up to, so every balance still equals its entries and the accounts' CHECK still
 * refuses a negative player balance. What ledger.post does per movement, without a lookup, a
 * hash and a balance update each (a reset stays fast).
 */
export const ledgerBook = (db: Db) => {
  const insertTx = db.prepare(`INSERT INTO ledger_transactions
    (id, kind, idempotency_key, request_hash, response_json, created_at) VALUES (?, ?, ?, 'seed', ?, ?)`);
  const insertEntry = db.prepare(
    'INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (?, ?, ?)',
  );
  const applyToBalance = db.prepare('UPDATE accounts SET balance = balance + ? WHERE id = ?');
  const moved = new Map<string, number>();
  const move = (accountId: string, amount: number) =>
    moved.set(accountId, (moved.get(accountId) ?? 0) + amount);
  return {
    /** Moves `amount` (> 0) from one account to another; answers the transaction id. */
    post(kind: string, key: string, time: number, from: string, to: string, amount: number) {
      const id = `seed-${key.slice(5)}`;
      insertTx.run(id, kind, key, JSON.stringify(id), time);
      insertEntry.run(id, from, -amount);
      insertEntry.run(id, to, amount);
      move(from, -amount);
      move(to, amount);
      return id;
    },
    settle() {
      for (const [accountId, amount] of moved)
        if (amount !== 0) applyToBalance.run(amount, accountId);
    },
  };
};

/**
 * Writes the seeded histories' deposits: a bank transfer (KBANK, no fee) credited at `time`, the
 * ledger's movement from the house to the member's main wallet under `ledgerKey` ({@link
 * ledgerBook}), then its order. By default the order's reference is its id, its idempotency key
 * `seed:<id>`, and it was opened 5 minutes before it was paid, for an hour. Answers the ledger
 * transaction's id.
 */
export const seedDeposits = (db: Db, book: ReturnType<typeof ledgerBook>) => {
  const insertDeposit = db.prepare(`INSERT INTO deposit_orders (id, member_id, reference,
    channel_id, channel_type, amount, fee, status, idempotency_key, ledger_transaction_id,
    created_at, expires_at, paid_at, credited_at)
    VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', ?, 0, 'credited', ?, ?, ?, ?, ?, ?)`);
  return ({
    id,
    memberId,
    amount,
    time,
    ledgerKey,
    reference = id,
    idempotencyKey = `seed:${id}`,
    openedBefore = 5 * MINUTE_MS,
    expiresAfter = 55 * MINUTE_MS,
  }: {
    id: string;
    memberId: string;
    amount: number;
    time: number;
    ledgerKey: string;
    reference?: string;
    idempotencyKey?: string;
    /** How long before `time` the order was opened, and how long after `time` it expires. */
    openedBefore?: number;
    expiresAfter?: number;
  }): string => {
    const main = playerAccountId(memberId, 'MAIN');
    const tx = book.post('deposit', ledgerKey, time, HOUSE_ACCOUNT_ID, main, amount);
    insertDeposit.run(
      id,
      memberId,
      reference,
      amount,
      idempotencyKey,
      tx,
      time - openedBefore,
      time + expiresAfter,
      time,
      time,
    );
    return tx;
  };
};

/**
 * Writes the seeded histories' game rounds with the keys the live game rounds use, so the account
 * record finds the bet of each: the stake from the member's main wallet to the house, the win
 * back when `payout` > 0, then the bet with its round and its outcome's `multiplier`.
 */
export const seedRounds = (db: Db, book: ReturnType<typeof ledgerBook>) => {
  const insertBet = db.prepare(`INSERT INTO bet_records
    (id, member_id, game_code, stake, payout, transaction_id, created_at, round_id, outcome_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return (round: {
    betId: string;
    roundId: string;
    memberId: string;
    gameCode: string;
    stake: number;
    payout: number;
    multiplier: number;
    time: number;
  }): void => {
    const { betId, roundId, memberId, gameCode, stake, payout, multiplier, time } = round;
    const main = playerAccountId(memberId, 'MAIN');
    const key = `round:${memberId}:${roundId}`;
    const stakeTx = book.post('game_stake', `${key}:stake`, time, main, HOUSE_ACCOUNT_ID, stake);
    if (payout > 0) book.post('game_win', `${key}:win`, time, HOUSE_ACCOUNT_ID, main, payout);
    insertBet.run(
      betId,
      memberId,
      gameCode,
      stake,
      payout,
      stakeTx,
      time,
      roundId,
      JSON.stringify({ multiplier, detail: null, choice: null }),
    );
  };
};
