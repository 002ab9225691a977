import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { postCallback, signedCallback } from '../paymentHelpers';
import { loginAs, startTestApp, tempDir } from '../testApp';

/** The demo brand with room for many withdrawals a day, so the limits under test are the ledger's. */
const busyBrand = () => {
  const brand = JSON.parse(
    readFileSync(path.join(__dirname, '../../brand/demo-brand.json'), 'utf8'),
  );
  brand.payments.withdrawal.dailyCount = 1000;
  const file = path.join(tempDir(), 'brand.json');
  writeFileSync(file, JSON.stringify(brand));
  return file;
};

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
let accountId: string;
const PASSWORD = '112233';
beforeAll(async () => {
  ctx = await startTestApp({ BRAND_FILE: busyBrand() });
  token = await loginAs(ctx.app, 'agent01', 'Agent1234!');
  await call(ctx.app, 'PUT', '/wps/member/profile', { token, body: { realName: 'Lotus Agent' } });
  await call(ctx.app, 'POST', '/wps/member/security/withdrawal-password', {
    token,
    body: { newPassword: PASSWORD, confirmNewPassword: PASSWORD },
  });
  accountId = (
    await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'SCB',
        accountNumber: '5555666677',
        payeeName: 'Lotus Agent',
      },
    })
  ).body.value.accountId;
});
afterAll(() => ctx.close());

const shuffle = <T>(items: T[]): T[] => {
  // Deterministic: the same interleaving every run.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

it('keeps the ledger balanced under 200 parallel deposit callbacks, withdrawals and transfers with replays', async () => {
  const { app } = ctx;
  const memberId = app.platform.members.findByUsername('agent01')?.id ?? '';
  const start = mainBalance(app, 'agent01');
  const transfersOf = () =>
    Number(
      app.platform.db
        .prepare("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'wallet_transfer'")
        .pluck()
        .get(),
    );
  // The seed's history has transfers of its own.
  const transfersBefore = transfersOf();
  // Each withdrawal is sized so that 50 of them ask for more than the start and the 30 deposits
  // (whatever the seed left on agent01): the balance limit is really exercised.
  const amount = Math.max(15_000, Math.ceil((start + 30 * 9_900) / 50 / 100) * 100);

  // 30 QR orders, opened one by one (the parallel part is what happens to them).
  const orders: { orderId: string; reference: string }[] = [];
  for (let i = 0; i < 30; i += 1)
    orders.push(
      (
        await call(app, 'POST', '/wps/member/deposit/orders', {
          token,
          key: newKey('cq'),
          body: { channelId: 'qr-promptpay', amount: 10000 },
        })
      ).body.value,
    );
  const signed = (reference: string, id: string) =>
    signedCallback(app, { reference, amount: 10000, notificationId: id });

  type Job = () => Promise<{ kind: string; key?: string; status: number; value: unknown }>;
  const jobs: Job[] = [];
  // 70 callbacks: every order once, 25 exact replays, 15 second notifications for a paid order.
  orders.forEach((order, i) => {
    const n = signed(order.reference, `conc-${i}-a`);
    jobs.push(async () => ({
      kind: 'callback',
      ...(await postCallback(app, n)),
      value: null,
    }));
    if (i < 25)
      jobs.push(async () => ({
        kind: 'callback',
        ...(await postCallback(app, n)),
        value: null,
      }));
    if (i < 15) {
      const other = signed(order.reference, `conc-${i}-b`);
      jobs.push(async () => ({
        kind: 'callback',
        ...(await postCallback(app, other)),
        value: null,
      }));
    }
  });
  // 70 withdrawals: 55 keys, 15 of them sent twice; together they ask for more than there is.
  const withdrawalKeys = Array.from({ length: 55 }, () => newKey('cw'));
  [...withdrawalKeys, ...withdrawalKeys.slice(0, 15)].forEach((key) =>
    jobs.push(async () => {
      const answer = await call(app, 'POST', '/wps/member/withdrawals', {
        token,
        key,
        body: { accountId, amount, withdrawalPassword: PASSWORD },
      });
      return { kind: 'withdrawal', key, status: answer.status, value: answer.body.value };
    }),
  );
  // 60 transfers between main and a vendor wallet: 50 keys, 10 replays.
  const transferKeys = Array.from({ length: 50 }, () => newKey('ct'));
  [...transferKeys, ...transferKeys.slice(0, 10)].forEach((key, i) =>
    jobs.push(async () => {
      const body =
        i % 50 < 25
          ? { from: 'MAIN', to: 'EVO', amount: 3000 }
          : { from: 'EVO', to: 'MAIN', amount: 3000 };
      const answer = await call(app, 'POST', '/wps/v2/wallets/transfer', { token, key, body });
      return { kind: 'transfer', key, status: answer.status, value: answer.body.value };
    }),
  );
  expect(jobs).toHaveLength(200);

  const results = await Promise.all(shuffle(jobs).map((job) => job()));

  // No 500s: every answer is a success or a clear refusal.
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
  expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.status))).toEqual(
    new Set([400]),
  );

  // Ledger balanced, every account equal to its entries, no negative player balance.
  expect(expectLedgerConsistent(app)).toEqual({ drift: [], negative: [], sum: 0 });

  // Each order credited exactly once, whatever arrived.
  const { db } = app.platform;
  const credits = Number(
    db
      .prepare(
        `SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'deposit' AND idempotency_key IN
      (${orders.map(() => '?').join(',')})`,
      )
      .pluck()
      .get(...orders.map((o) => `deposit:${o.orderId}`)),
  );
  expect(credits).toBe(30);
  expect(Number(db.prepare('SELECT COUNT(*) FROM payment_notifications').pluck().get())).toBe(45);

  // A replayed withdrawal answers the first one; no key holds twice.
  const okWithdrawals = results.filter((r) => r.kind === 'withdrawal' && r.status === 200);
  const byKey = new Map<string, Set<string>>();
  for (const r of okWithdrawals) {
    const ids = byKey.get(r.key ?? '') ?? new Set();
    ids.add((r.value as { withdrawalId: string }).withdrawalId);
    byKey.set(r.key ?? '', ids);
  }
  for (const ids of byKey.values()) expect(ids.size).toBe(1);
  const rows = Number(
    db.prepare('SELECT COUNT(*) FROM withdrawals WHERE member_id = ?').pluck().get(memberId),
  );
  expect(rows).toBe(byKey.size);
  const held = Number(
    db.prepare("SELECT balance FROM accounts WHERE id = 'house:withdrawal-hold'").pluck().get(),
  );
  const pendingHeld = Number(
    db
      .prepare(
        `SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE status IN ('pending_review', 'approved')`,
      )
      .pluck()
      .get(),
  );
  expect(held).toBe(pendingHeld);
  // Some withdrawals were refused for want of money: the balance limit was really exercised.
  expect(results.some((r) => r.kind === 'withdrawal' && r.status === 400)).toBe(true);

  // Transfers: one ledger transaction per key.
  const transferTx = transfersOf() - transfersBefore;
  const okTransferKeys = new Set(
    results.filter((r) => r.kind === 'transfer' && r.status === 200).map((r) => r.key),
  );
  expect(transferTx).toBe(okTransferKeys.size);

  // The member's money adds up: start + credits - holds, all wallets together.
  const total = Number(
    db
      .prepare("SELECT SUM(balance) FROM accounts WHERE member_id = ? AND kind = 'player'")
      .pluck()
      .get(memberId),
  );
  expect(total).toBe(start + 30 * 9900 - byKey.size * amount);
});
