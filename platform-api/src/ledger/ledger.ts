import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

import type { Db } from '../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from './accounts';
import {
  IdempotencyConflictError,
  InsufficientBalanceError,
  UnknownAccountError,
} from './ledgerErrors';

/** One leg of a transaction: a signed amount of minor units on an account. */
export interface Posting {
  accountId: string;
  amount: number;
}

export interface PostRequest<T> {
  /** What moved the money: credit, debit, transfer, game_round, seed... */
  kind: string;
  /** Unique per movement; the same key and request answer the first result again. */
  idempotencyKey: string;
  postings: Posting[];
  /** Extra request data that must match on a replay (e.g. the caller's payload). */
  request?: unknown;
  /** Builds the answer inside the database transaction, so it sees the new balances. */
  respond?: (transactionId: string) => T;
}

export interface PostResult<T> {
  transactionId: string;
  replayed: boolean;
  response: T;
}

/** Fired after a commit with the members whose balances changed. */
export interface LedgerEvents {
  on(event: 'moved', listener: (memberIds: string[]) => void): this;
  off(event: 'moved', listener: (memberIds: string[]) => void): this;
  emit(event: 'moved', memberIds: string[]): boolean;
}

// Duck-typed, not `instanceof`: the native driver keeps the error class of the first realm
// that loaded it (jest runs each test file in its own realm).
const isCheckViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_CHECK';

const assertPositive = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`Amount must be a positive integer, got ${amount}`);
};

const assertBalanced = (postings: Posting[]) => {
  if (postings.length < 2) throw new Error('A ledger transaction needs at least two postings');
  let sum = 0;
  for (const { amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new Error(`Invalid posting amount ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`Postings must sum to zero, got ${sum}`);
};

/** A movement between the house and one of a member's wallets. */
export interface MemberMovement<T> {
  memberId: string;
  amount: number;
  idempotencyKey: string;
  wallet?: string;
  kind?: string;
  request?: unknown;
  respond?: (transactionId: string) => T;
}

/**
 * The double-entry ledger. Every movement is one database transaction that records the
 * transaction, appends its entries and updates the balance rows; the accounts table's CHECK
 * refuses a negative player balance, which rolls everything back. Idempotency keys make a
 * retried call answer the first result without moving money twice. Movements are dated by
 * `clock`: the platform's clock, so records and reports put them on the same day as the bets,
 * draws and settlements they belong to.
 */
export const createLedger = (db: Db, clock: () => number = Date.now) => {
  const events = new EventEmitter() as LedgerEvents;
  const findTx = db.prepare(
    'SELECT id, request_hash, response_json FROM ledger_transactions WHERE idempotency_key = ?',
  );
  const insertTx = db.prepare(
    'INSERT INTO ledger_transactions (id, kind, idempotency_key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setResponse = db.prepare('UPDATE ledger_transactions SET response_json = ? WHERE id = ?');
  const insertEntry = db.prepare(
    'INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (?, ?, ?)',
  );
  const applyToBalance = db.prepare(
    'UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING member_id',
  );

  const apply = <T>(request: PostRequest<T>, requestHash: string, now: number) => {
    const existing = findTx.get(request.idempotencyKey) as
      { id: string; request_hash: string; response_json: string } | undefined;
    if (existing) {
      if (existing.request_hash !== requestHash) throw new IdempotencyConflictError();
      return {
        result: {
          transactionId: existing.id,
          replayed: true,
          response: JSON.parse(existing.response_json) as T,
        },
        memberIds: [] as string[],
      };
    }
    const transactionId = randomUUID();
    // Without `respond` the answer is the transaction id, known now: no second write for it.
    const plain = !request.respond;
    insertTx.run(
      transactionId,
      request.kind,
      request.idempotencyKey,
      requestHash,
      plain ? JSON.stringify(transactionId) : 'null',
      now,
    );
    const memberIds = new Set<string>();
    for (const { accountId, amount } of request.postings) {
      // Balance first: an unknown account then fails with a clear error, not a foreign-key one.
      const account = applyToBalance.get(amount, accountId) as
        { member_id: string | null } | undefined;
      if (!account) throw new UnknownAccountError(accountId);
      insertEntry.run(transactionId, accountId, amount);
      if (account.member_id) memberIds.add(account.member_id);
    }
    const response = request.respond ? request.respond(transactionId) : (transactionId as T);
    if (!plain) setResponse.run(JSON.stringify(response ?? null), transactionId);
    return { result: { transactionId, replayed: false, response }, memberIds: [...memberIds] };
  };
  const run = db.transaction(apply);

  const hashOf = <T>(request: PostRequest<T>) =>
    createHash('sha256')
      .update(
        JSON.stringify({
          kind: request.kind,
          postings: request.postings,
          request: request.request ?? null,
        }),
      )
      .digest('hex');

  /**
   * Posts inside the caller's open transaction without a savepoint of its own (a savepoint per
   * movement is most of the cost of settling a lottery draw): a failure rolls back the caller's
   * whole transaction, so use it only where the caller retries the whole batch.
   */
  const postWithin = <T = string>(request: PostRequest<T>, now = clock()): PostResult<T> => {
    if (!db.inTransaction) throw new Error('postWithin needs an open transaction');
    assertBalanced(request.postings);
    try {
      return apply(request, hashOf(request), now).result as PostResult<T>;
    } catch (error) {
      if (isCheckViolation(error)) throw new InsufficientBalanceError();
      throw error;
    }
  };

  const post = <T = string>(request: PostRequest<T>, now = clock()): PostResult<T> => {
    assertBalanced(request.postings);
    const requestHash = hashOf(request);
    let outcome: { result: PostResult<T>; memberIds: string[] };
    try {
      outcome = run(request, requestHash, now) as { result: PostResult<T>; memberIds: string[] };
    } catch (error) {
      if (isCheckViolation(error)) throw new InsufficientBalanceError();
      throw error;
    }
    // Only after the commit: a listener must never see a balance that could still roll back.
    if (outcome.memberIds.length > 0 && !db.inTransaction) events.emit('moved', outcome.memberIds);
    return outcome.result;
  };

  /** The postings of a credit: from the house to the player's wallet. */
  const creditRequest = <T>({
    memberId,
    amount,
    wallet = 'MAIN',
    kind = 'credit',
    ...rest
  }: MemberMovement<T>): PostRequest<T> => {
    assertPositive(amount);
    return {
      kind,
      ...rest,
      postings: [
        { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
        { accountId: playerAccountId(memberId, wallet), amount },
      ],
    };
  };

  // Many credits in three statements (creditManyWithin): rows as JSON arrays.
  const keysTaken = db.prepare(`SELECT t.idempotency_key AS key, t.request_hash AS hash
    FROM json_each(?) AS k JOIN ledger_transactions t ON t.idempotency_key = k.value`);
  const knownAccounts = db
    .prepare('SELECT id FROM accounts WHERE id IN (SELECT value FROM json_each(?))')
    .pluck();
  const insertTxs = db.prepare(`INSERT INTO ledger_transactions
      (id, kind, idempotency_key, request_hash, response_json, created_at)
    SELECT r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3, json_quote(r.value ->> 0), ?
    FROM json_each(?) AS r`);
  const insertEntries = db.prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount)
    SELECT r.value ->> 0, r.value ->> 1, r.value ->> 2 FROM json_each(?) AS r`);
  const applyToBalances = db.prepare(`UPDATE accounts SET balance = balance + d.amount
    FROM (SELECT r.value ->> 0 AS id, SUM(r.value ->> 1) AS amount FROM json_each(?) AS r
      GROUP BY 1) AS d
    WHERE accounts.id = d.id RETURNING accounts.member_id`);

  /**
   * Credits many players inside the caller's open transaction, as {@link postWithin} would one
   * by one (the same rows: a transaction, the house's and the player's entries, both balances),
   * in three statements instead of five per credit: a draw pays tens of thousands of winners.
   * A key already posted with the same credit is skipped (a replay); with another, refused.
   * Answers the members whose balance moved.
   */
  const creditManyWithin = (
    movements: readonly Omit<MemberMovement<never>, 'respond'>[],
    now = clock(),
  ): string[] => {
    if (!db.inTransaction) throw new Error('creditManyWithin needs an open transaction');
    if (movements.length === 0) return [];
    const requests = movements.map((movement) => {
      const request = creditRequest(movement);
      return { request, hash: hashOf(request) };
    });
    const taken = new Map(
      (
        keysTaken.all(JSON.stringify(requests.map(({ request }) => request.idempotencyKey))) as {
          key: string;
          hash: string;
        }[]
      ).map((row) => [row.key, row.hash]),
    );
    const fresh = requests.filter(({ request, hash }) => {
      const previous = taken.get(request.idempotencyKey);
      if (previous !== undefined && previous !== hash) throw new IdempotencyConflictError();
      return previous === undefined;
    });
    if (fresh.length === 0) return [];
    const transactions: [string, string, string, string][] = [];
    const entries: [string, string, number][] = [];
    const deltas = new Map<string, number>();
    for (const { request, hash } of fresh) {
      const id = randomUUID();
      transactions.push([id, request.kind, request.idempotencyKey, hash]);
      for (const { accountId, amount } of request.postings) {
        entries.push([id, accountId, amount]);
        deltas.set(accountId, (deltas.get(accountId) ?? 0) + amount);
      }
    }
    insertTxs.run(now, JSON.stringify(transactions));
    const moved = applyToBalances.all(JSON.stringify([...deltas])) as {
      member_id: string | null;
    }[];
    if (moved.length !== deltas.size) {
      const known = new Set(knownAccounts.all(JSON.stringify([...deltas.keys()])) as string[]);
      throw new UnknownAccountError([...deltas.keys()].find((id) => !known.has(id)) ?? '');
    }
    insertEntries.run(JSON.stringify(entries));
    return [...new Set(moved.flatMap((row) => (row.member_id ? [row.member_id] : [])))];
  };

  return {
    events,
    post,
    postWithin,
    creditManyWithin,
    /** Moves money from the house to a player's wallet (deposit, bonus, win). */
    credit: <T = string>(movement: MemberMovement<T>) => post<T>(creditRequest(movement)),
    /** {@link credit} inside the caller's transaction, without its own savepoint ({@link postWithin}). */
    creditWithin: <T = string>(movement: MemberMovement<T>) =>
      postWithin<T>(creditRequest(movement)),
    /** Moves money from a player's wallet to the house (stake, withdrawal). */
    debit: <T = string>({
      memberId,
      amount,
      wallet = 'MAIN',
      kind = 'debit',
      ...rest
    }: MemberMovement<T>) => {
      assertPositive(amount);
      return post<T>({
        kind,
        ...rest,
        postings: [
          { accountId: playerAccountId(memberId, wallet), amount: -amount },
          { accountId: HOUSE_ACCOUNT_ID, amount },
        ],
      });
    },
    /** Moves money between two accounts (a player's wallets, or two players). */
    transfer: <T = string>(request: {
      fromAccountId: string;
      toAccountId: string;
      amount: number;
      idempotencyKey: string;
      kind?: string;
      request?: unknown;
      respond?: (transactionId: string) => T;
    }) => {
      assertPositive(request.amount);
      if (request.fromAccountId === request.toAccountId)
        throw new Error('A transfer needs two different accounts');
      return post<T>({
        kind: request.kind ?? 'transfer',
        idempotencyKey: request.idempotencyKey,
        request: request.request,
        respond: request.respond,
        postings: [
          { accountId: request.fromAccountId, amount: -request.amount },
          { accountId: request.toAccountId, amount: request.amount },
        ],
      });
    },
  };
};
export type Ledger = ReturnType<typeof createLedger>;
