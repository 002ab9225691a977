import { randomBytes, scryptSync } from 'node:crypto';

import type { Db } from '../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger, Posting } from '../../ledger/ledger';
import { FEES_ACCOUNT_ID } from './deposits';
import { HOLD_ACCOUNT_ID } from './withdrawals';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Cost of the seeded (public) demo withdrawal password's hash. */
const SEED_SCRYPT_COST = 2 ** 14;

/** The demo player's withdrawal password (README lists it). */
export const DEMO_WITHDRAWAL_PASSWORD = '123456';

/** The stored form of `hashPassword` (auth/passwordHashing.ts), computed synchronously inside the seed. */
const hashSync = (password: string, cost: number) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 });
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

interface SeedDeposit {
  id: string;
  channelId: string;
  type: 'bank_transfer' | 'ewallet' | 'qr';
  amount: number;
  fee: number;
  status: 'pending' | 'paid' | 'credited' | 'rejected' | 'expired';
  ageMinutes: number;
  lifeMinutes: number;
  payerName?: string;
  rejectReason?: string;
}

const DEPOSITS: SeedDeposit[] = [
  {
    id: 'seed-dep-1',
    channelId: 'bank-kbank',
    type: 'bank_transfer',
    amount: 100_000,
    fee: 0,
    status: 'credited',
    ageMinutes: 6 * 1440,
    lifeMinutes: 1440,
    payerName: 'Somchai Jaidee',
  },
  {
    id: 'seed-dep-2',
    channelId: 'qr-promptpay',
    type: 'qr',
    amount: 50_000,
    fee: 100,
    status: 'credited',
    ageMinutes: 4 * 1440,
    lifeMinutes: 30,
  },
  {
    id: 'seed-dep-3',
    channelId: 'ewallet-truemoney',
    type: 'ewallet',
    amount: 20_000,
    fee: 200,
    status: 'expired',
    ageMinutes: 3 * 1440,
    lifeMinutes: 30,
  },
  {
    id: 'seed-dep-4',
    channelId: 'bank-kbank',
    type: 'bank_transfer',
    amount: 30_000,
    fee: 0,
    status: 'rejected',
    ageMinutes: 2 * 1440,
    lifeMinutes: 1440,
    payerName: 'Somchai Jaidee',
    rejectReason: 'No transfer with this reference arrived',
  },
  {
    id: 'seed-dep-5',
    channelId: 'qr-promptpay',
    type: 'qr',
    amount: 10_000,
    fee: 100,
    status: 'paid',
    ageMinutes: 1440,
    lifeMinutes: 30,
  },
  {
    id: 'seed-dep-6',
    channelId: 'bank-kbank',
    type: 'bank_transfer',
    amount: 25_000,
    fee: 0,
    status: 'pending',
    ageMinutes: 20,
    lifeMinutes: 1440,
    payerName: 'Somchai Jaidee',
  },
];

interface SeedWithdrawal {
  id: string;
  account: 'bank' | 'ewallet';
  amount: number;
  status:
    'pending_review' | 'approved' | 'rejected' | 'awaiting_confirmation' | 'disputed' | 'completed';
  ageMinutes: number;
  received?: number;
}

const WITHDRAWALS: SeedWithdrawal[] = [
  { id: 'seed-wd-1', account: 'bank', amount: 25_000, status: 'completed', ageMinutes: 5 * 1440 },
  { id: 'seed-wd-2', account: 'ewallet', amount: 10_000, status: 'rejected', ageMinutes: 4 * 1440 },
  {
    id: 'seed-wd-3',
    account: 'bank',
    amount: 12_000,
    status: 'disputed',
    ageMinutes: 3 * 1440,
    received: 8_000,
  },
  // Disbursed 5 minutes before the seed: it waits for the player for 25 minutes more.
  {
    id: 'seed-wd-4',
    account: 'bank',
    amount: 30_000,
    status: 'awaiting_confirmation',
    ageMinutes: 25,
  },
  { id: 'seed-wd-5', account: 'ewallet', amount: 15_000, status: 'approved', ageMinutes: 45 },
  { id: 'seed-wd-6', account: 'bank', amount: 20_000, status: 'pending_review', ageMinutes: 10 },
];

/** Withdrawal fee of the demo brand: 0.5 %. */
const withdrawalFee = (amount: number) => Math.floor((amount * 50) / 10_000);

/**
 * The member centre of a fresh start (ADR 0008): the demo player's profile, withdrawal password,
 * a bound bank card and e-wallet, deposits in every status, withdrawals in every status (one
 * awaiting confirmation), and bonuses (demo's turnover met, vip's still owed). Every amount that
 * moved went through the ledger with the keys the live code uses, so ops can carry on from here.
 */
export const seedMemberMoney = (db: Db, ledger: Ledger, scryptCost: number, now: number): void => {
  const idOf = (username: string) =>
    db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as
      string | undefined;
  const demo = idOf('demo');
  const vip = idOf('vip');
  if (!demo || !vip) return;

  db.prepare('INSERT OR IGNORE INTO member_profiles (member_id, created_at) VALUES (?, ?)').run(
    demo,
    now,
  );
  db.prepare(
    `UPDATE member_profiles SET payee_name = 'Somchai Jaidee', real_name_locked = 1,
    birthday = '1992-03-14', age_confirmed_at = @at, address = '88 Rama IV Road, Bangkok 10500',
    nationality = 'Thai', email_verified_at = @at, phone_verified_at = @at,
    contacts_json = '{"line":"somchai.jd"}', payment_password_hash = @hash WHERE member_id = @id`,
  ).run({
    id: demo,
    at: now - 30 * DAY_MS,
    // The demo password is public (README), so its hash need not be slow: a lower cost keeps the
    // synchronous seed quick. Passwords players set are hashed at the configured cost.
    hash: hashSync(DEMO_WITHDRAWAL_PASSWORD, Math.min(scryptCost, SEED_SCRYPT_COST)),
  });

  const accounts = { bank: 'seed-acct-kbank', ewallet: 'seed-acct-truemoney' };
  const insertAccount = db.prepare(`INSERT INTO payout_accounts
    (id, member_id, type, provider, account_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  insertAccount.run(
    accounts.bank,
    demo,
    'bank',
    'KBANK',
    '1234567890',
    'Somchai Jaidee',
    now - 30 * DAY_MS,
  );
  insertAccount.run(
    accounts.ewallet,
    demo,
    'ewallet',
    'TRUEMONEY',
    '0812345678',
    'Somchai Jaidee',
    now - 29 * DAY_MS,
  );

  const insertDeposit =
    db.prepare(`INSERT INTO deposit_orders (id, member_id, reference, channel_id,
    channel_type, amount, fee, status, payer_name, reject_reason, idempotency_key, ledger_transaction_id,
    created_at, expires_at, paid_at, credited_at) VALUES (@id, @memberId, @reference, @channelId, @type,
    @amount, @fee, @status, @payerName, @rejectReason, @key, @tx, @createdAt, @expiresAt, @paidAt, @creditedAt)`);
  DEPOSITS.forEach((d, index) => {
    const createdAt = now - d.ageMinutes * MINUTE_MS;
    let tx: string | null = null;
    if (d.status === 'credited') {
      const postings: Posting[] = [
        { accountId: HOUSE_ACCOUNT_ID, amount: -d.amount },
        { accountId: playerAccountId(demo, 'MAIN'), amount: d.amount - d.fee },
      ];
      if (d.fee > 0) postings.push({ accountId: FEES_ACCOUNT_ID, amount: d.fee });
      tx = ledger.post({
        kind: 'deposit',
        idempotencyKey: `deposit:${d.id}`,
        postings,
      }).transactionId;
    }
    const settled =
      d.status === 'credited' || d.status === 'paid' ? createdAt + 3 * MINUTE_MS : null;
    insertDeposit.run({
      id: d.id,
      memberId: demo,
      reference: `DSEED${String(index + 1).padStart(4, '0')}`,
      channelId: d.channelId,
      type: d.type,
      amount: d.amount,
      fee: d.fee,
      status: d.status,
      payerName: d.payerName ?? null,
      rejectReason: d.rejectReason ?? null,
      key: `seed:${d.id}`,
      tx,
      createdAt,
      expiresAt: createdAt + d.lifeMinutes * MINUTE_MS,
      // A late payment: the provider paid after the order had expired.
      paidAt: d.status === 'paid' ? createdAt + (d.lifeMinutes + 5) * MINUTE_MS : settled,
      creditedAt: d.status === 'credited' ? settled : null,
    });
  });

  const insertWithdrawal =
    db.prepare(`INSERT INTO withdrawals (id, member_id, reference, account_id,
    amount, fee, status, reject_reason, idempotency_key, created_at, disbursed_at, confirm_deadline,
    confirmation_result, received_amount, confirmed_at) VALUES (@id, @memberId, @reference, @accountId,
    @amount, @fee, @status, @rejectReason, @key, @createdAt, @disbursedAt, @deadline, @result, @received,
    @confirmedAt)`);
  const addEvent = db.prepare(
    'INSERT INTO withdrawal_events (withdrawal_id, at, status, event, note) VALUES (?, ?, ?, ?, ?)',
  );
  const hold = (w: SeedWithdrawal) =>
    ledger.transfer({
      kind: 'withdrawal_hold',
      idempotencyKey: `withdrawal-hold:${w.id}`,
      fromAccountId: playerAccountId(demo, 'MAIN'),
      toAccountId: HOLD_ACCOUNT_ID,
      amount: w.amount,
    });
  WITHDRAWALS.forEach((w, index) => {
    const createdAt = now - w.ageMinutes * MINUTE_MS;
    const fee = withdrawalFee(w.amount);
    const disbursed = ['awaiting_confirmation', 'disputed', 'completed'].includes(w.status);
    const disbursedAt = disbursed ? createdAt + 20 * MINUTE_MS : null;
    const received = w.status === 'completed' ? w.amount - fee : (w.received ?? null);
    insertWithdrawal.run({
      id: w.id,
      memberId: demo,
      reference: `WSEED${String(index + 1).padStart(4, '0')}`,
      accountId: accounts[w.account],
      amount: w.amount,
      fee,
      status: w.status,
      rejectReason:
        w.status === 'rejected' ? 'The account name does not match the bank record' : null,
      key: `seed:${w.id}`,
      createdAt,
      disbursedAt,
      deadline: disbursedAt === null ? null : disbursedAt + 30 * MINUTE_MS,
      result:
        w.status === 'completed' ? 'received' : w.status === 'disputed' ? 'partly_received' : null,
      received,
      confirmedAt:
        w.status === 'completed' || w.status === 'disputed' ? createdAt + 30 * MINUTE_MS : null,
    });
    hold(w);
    addEvent.run(
      w.id,
      createdAt,
      'pending_review',
      'requested',
      'Funds held until the withdrawal is reviewed',
    );
    if (w.status === 'rejected') {
      ledger.transfer({
        kind: 'withdrawal_release',
        idempotencyKey: `withdrawal-release:${w.id}`,
        fromAccountId: HOLD_ACCOUNT_ID,
        toAccountId: playerAccountId(demo, 'MAIN'),
        amount: w.amount,
      });
      addEvent.run(
        w.id,
        createdAt + 15 * MINUTE_MS,
        'rejected',
        'rejected',
        'The account name does not match the bank record (funds returned to the main wallet)',
      );
      return;
    }
    if (w.status === 'pending_review') return;
    addEvent.run(w.id, createdAt + 10 * MINUTE_MS, 'approved', 'approved', null);
    if (!disbursedAt) return;
    const postings: Posting[] = [
      { accountId: HOLD_ACCOUNT_ID, amount: -w.amount },
      { accountId: HOUSE_ACCOUNT_ID, amount: w.amount - fee },
    ];
    if (fee > 0) postings.push({ accountId: FEES_ACCOUNT_ID, amount: fee });
    ledger.post({
      kind: 'withdrawal_payout',
      idempotencyKey: `withdrawal-payout:${w.id}`,
      postings,
    });
    const status = w.status === 'awaiting_confirmation' ? 'awaiting_confirmation' : w.status;
    addEvent.run(
      w.id,
      disbursedAt,
      'awaiting_confirmation',
      'disbursed',
      'Paid out; please confirm within 30 minutes or it counts as received',
    );
    if (status === 'completed')
      addEvent.run(w.id, createdAt + 30 * MINUTE_MS, 'completed', 'confirmed', 'Received in full');
    if (status === 'disputed')
      addEvent.run(
        w.id,
        createdAt + 30 * MINUTE_MS,
        'disputed',
        'confirmed',
        `Partly received: ${w.received} received, ${w.amount - fee - (w.received ?? 0)} missing; under review`,
      );
  });

  // Bonuses: demo's wagering is done (its seeded rounds cover it); vip still owes most of it.
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const since = now - 31 * DAY_MS;
  const staked = Number(
    db
      .prepare(
        'SELECT COALESCE(SUM(stake), 0) FROM bet_records WHERE member_id = ? AND created_at >= ?',
      )
      .pluck()
      .get(demo, since),
  );
  const grant = (
    memberId: string,
    id: string,
    name: string,
    amount: number,
    required: number,
    at: number,
  ) => {
    ledger.credit({ memberId, amount, kind: 'bonus', idempotencyKey: `bonus:${id}` });
    insertBonus.run(id, memberId, name, amount, required, at);
  };
  grant(demo, 'seed-bonus-demo', 'Welcome bonus 100%', 2_000, Math.min(20_000, staked), since);
  grant(vip, 'seed-bonus-vip', 'VIP reload bonus', 50_000, 500_000, now - 2 * DAY_MS);
};
