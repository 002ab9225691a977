import fc from 'fast-check';

import { openDatabase } from '../../src/db/database';
import { applyMigrations } from '../../src/db/migrate';
import {
  ensureHouseAccount,
  HOUSE_ACCOUNT_ID,
  openPlayerWallets,
  playerAccountId,
} from '../../src/ledger/accounts';
import { createLedger, type Ledger } from '../../src/ledger/ledger';
import { IdempotencyConflictError, InsufficientBalanceError } from '../../src/ledger/ledgerErrors';

const MEMBERS = ['P1', 'P2', 'P3'];
const WALLETS = ['MAIN', 'EVO'];

type Movement =
  | { op: 'credit' | 'debit'; member: number; wallet: number; amount: number }
  | { op: 'transfer'; from: number; to: number; amount: number };
/** A new movement, or a re-send of an earlier one: identical (replay) or altered (conflict). */
type Step = { op: 'new'; movement: Movement } | { op: 'replay' | 'conflict'; of: number };

const amount = fc.integer({ min: 1, max: 5_000 });
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({
    op: fc.constantFrom('credit' as const, 'debit' as const),
    member: fc.nat(2),
    wallet: fc.nat(1),
    amount,
  }),
  fc.record({ op: fc.constant('transfer' as const), from: fc.nat(5), to: fc.nat(5), amount }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('new' as const), movement }), weight: 4 },
  {
    arbitrary: fc.record({
      op: fc.constantFrom('replay' as const, 'conflict' as const),
      of: fc.nat(50),
    }),
    weight: 2,
  },
);

const walletAccount = (index: number) =>
  playerAccountId(
    MEMBERS[Math.floor(index / 2) % MEMBERS.length] ?? 'P1',
    WALLETS[index % 2] ?? 'MAIN',
  );

const send = (ledger: Ledger, m: Movement, key: string) => {
  if (m.op === 'transfer') {
    const [from, to] = [walletAccount(m.from), walletAccount(m.to === m.from ? m.to + 1 : m.to)];
    return ledger.transfer({
      fromAccountId: from,
      toAccountId: to,
      amount: m.amount,
      idempotencyKey: key,
    });
  }
  return ledger[m.op]({
    memberId: MEMBERS[m.member] ?? 'P1',
    wallet: WALLETS[m.wallet],
    amount: m.amount,
    idempotencyKey: key,
  });
};

const freshLedger = () => {
  const db = openDatabase(':memory:');
  applyMigrations(db);
  ensureHouseAccount(db);
  db.prepare("INSERT INTO vip_levels (level, name, min_turnover) VALUES (0, 'Base', 0)").run();
  const insert = db.prepare(
    'INSERT INTO members (id, username, nickname, member_type, password_changed_at, created_at) VALUES (?, ?, ?, 1, 0, 0)',
  );
  for (const id of MEMBERS) {
    insert.run(id, id, id);
    openPlayerWallets(db, id);
  }
  return { db, ledger: createLedger(db) };
};

describe('ledger invariants under concurrent random movements', () => {
  it('keeps entries balanced, balances equal to entries, players non-negative, replays inert', async () => {
    const seen = { written: 0, replayed: 0, conflicts: 0, insufficient: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const { db, ledger } = freshLedger();
          const count = (sql: string) => Number(db.prepare(sql).pluck().get());
          const entries = () => count('SELECT COUNT(*) FROM ledger_entries');
          const issued: { key: string; movement: Movement; answer?: unknown }[] = [];

          const run = async (s: Step) => {
            await Promise.resolve(); // interleave like concurrent requests
            let key: string;
            let m: Movement;
            if (s.op === 'new') {
              key = `k${issued.length}`;
              m = s.movement;
              issued.push({ key, movement: m });
            } else {
              const earlier = issued[s.of % Math.max(issued.length, 1)];
              if (!earlier) return;
              key = earlier.key;
              m =
                s.op === 'replay'
                  ? earlier.movement
                  : { ...earlier.movement, amount: earlier.movement.amount + 1 };
            }
            const before = entries();
            try {
              const result = send(ledger, m, key);
              const record = issued.find((i) => i.key === key);
              if (result.replayed) {
                expect(result.response).toEqual(record?.answer);
                expect(entries()).toBe(before);
                seen.replayed += 1;
              } else {
                if (record) record.answer = result.response;
                seen.written += 1;
              }
            } catch (error) {
              if (error instanceof InsufficientBalanceError) seen.insufficient += 1;
              else if (error instanceof IdempotencyConflictError) seen.conflicts += 1;
              else throw error;
              expect(entries()).toBe(before);
            }
          };

          for (const batch of batches) await Promise.all(batch.map(run));

          const unbalanced =
            'SELECT COUNT(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0)';
          expect(count(unbalanced)).toBe(0);
          expect(count('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries')).toBe(0);
          expect(count("SELECT COUNT(*) FROM accounts WHERE kind = 'player' AND balance < 0")).toBe(
            0,
          );
          const drifted = `SELECT COUNT(*) FROM accounts a
          WHERE a.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)`;
          expect(count(drifted)).toBe(0);
          expect(
            count(`SELECT balance FROM accounts WHERE id = '${HOUSE_ACCOUNT_ID}'`),
          ).toBeLessThanOrEqual(0);
          db.close();
        },
      ),
      { numRuns: 80 },
    );
    // The runs must have taken every path, or the invariants above proved little.
    expect(seen.written).toBeGreaterThan(0);
    expect(seen.replayed).toBeGreaterThan(0);
    expect(seen.conflicts).toBeGreaterThan(0);
    expect(seen.insufficient).toBeGreaterThan(0);
  });
});

describe('many credits in one go (a lottery draw)', () => {
  const credits = (amounts: number[], prefix = 'draw') =>
    amounts.map((amount, index) => ({
      memberId: MEMBERS[index % MEMBERS.length] ?? 'P1',
      amount,
      kind: 'lottery_payout',
      idempotencyKey: `${prefix}:${index}`,
      request: { betId: `B${index}` },
    }));
  const rowsOf = (db: ReturnType<typeof freshLedger>['db']) => ({
    balances: db.prepare('SELECT id, balance FROM accounts ORDER BY id').all(),
    transactions: db
      .prepare(
        'SELECT kind, idempotency_key, request_hash, created_at FROM ledger_transactions ORDER BY idempotency_key',
      )
      .all(),
    entries: db
      .prepare(
        `SELECT t.idempotency_key, e.account_id, e.amount FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id ORDER BY t.idempotency_key, e.id`,
      )
      .all(),
  });

  it('writes what the credits one by one would, and skips a replayed key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 40 }),
        (amounts) => {
          const one = freshLedger();
          const many = freshLedger();
          one.db.transaction(() => {
            for (const credit of credits(amounts))
              one.ledger.postWithin(
                {
                  kind: credit.kind,
                  idempotencyKey: credit.idempotencyKey,
                  request: credit.request,
                  postings: [
                    { accountId: HOUSE_ACCOUNT_ID, amount: -credit.amount },
                    { accountId: playerAccountId(credit.memberId, 'MAIN'), amount: credit.amount },
                  ],
                },
                1_000,
              );
          })();
          const moved = many.db.transaction(() =>
            many.ledger.creditManyWithin(credits(amounts), 1_000),
          )();
          expect(new Set(moved)).toEqual(new Set(credits(amounts).map((c) => c.memberId)));
          expect(rowsOf(many.db)).toEqual(rowsOf(one.db));
          // The same credits again (a retried batch after a lost commit answer): nothing moves.
          expect(
            many.db.transaction(() => many.ledger.creditManyWithin(credits(amounts), 2_000))(),
          ).toEqual([]);
          expect(rowsOf(many.db)).toEqual(rowsOf(one.db));
          one.db.close();
          many.db.close();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a key posted with another amount, and an unknown account, writing nothing', () => {
    const { db, ledger } = freshLedger();
    db.transaction(() => ledger.creditManyWithin(credits([100, 200]), 1_000))();
    const before = rowsOf(db);
    expect(() =>
      db.transaction(() => ledger.creditManyWithin(credits([100, 201]), 1_000))(),
    ).toThrow(IdempotencyConflictError);
    expect(() =>
      db.transaction(() =>
        ledger.creditManyWithin(
          [...credits([5], 'other'), { memberId: 'nobody', amount: 5, idempotencyKey: 'x' }],
          1_000,
        ),
      )(),
    ).toThrow(/nobody/);
    expect(rowsOf(db)).toEqual(before);
    expect(() => ledger.creditManyWithin(credits([1]), 1_000)).toThrow(/open transaction/);
  });
});
