import { balanceSchema, consolidatedFundsSchema } from 'shared-contracts';

import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

const counts = () => {
  const { db } = ctx.app.platform;
  return {
    transactions: Number(db.prepare('SELECT COUNT(*) FROM ledger_transactions').pluck().get()),
    entries: Number(db.prepare('SELECT COUNT(*) FROM ledger_entries').pluck().get()),
  };
};

const transfer = (
  body: unknown,
  key: string | null = `key-${Math.random().toString(36).slice(2)}`,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/v2/wallets/transfer',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

const funds = async () =>
  consolidatedFundsSchema.parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/member/info/funds/consolidated',
        headers: bearer(token),
      })
    ).json().value,
  );

describe('balances', () => {
  it('answers the seeded balance as the sum of the wallets', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: bearer(token),
    });
    const balance = balanceSchema.parse(response.json().value);
    const all = await funds();
    expect(balance.sumBalance).toBe(all.sumBalance);
    expect(all.wallets.map((w) => w.walletId)).toEqual(['MAIN', 'EVO', 'PG', 'SABA']);
    expect(all.sumBalance).toBe(all.wallets.reduce((sum, w) => sum + w.balance, 0));
    expect(Number.isInteger(all.sumBalance)).toBe(true);
    expect(balance.currency).toBe('USD');
  });

  it('needs a session', async () => {
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in');
    }
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      payload: {},
    });
    expect(post.statusCode).toBe(401);
  });
});

describe('transfers', () => {
  it('moves money between the player’s wallets', async () => {
    const before = await funds();
    const response = await transfer({ from: 'MAIN', to: 'PG', amount: 1_234 });
    expect(response.statusCode).toBe(200);
    const after = consolidatedFundsSchema.parse(response.json().value);
    const main = (f: typeof after) => f.wallets.find((w) => w.walletId === 'MAIN')?.balance ?? 0;
    const pg = (f: typeof after) => f.wallets.find((w) => w.walletId === 'PG')?.balance ?? 0;
    expect(main(after)).toBe(main(before) - 1_234);
    expect(pg(after)).toBe(pg(before) + 1_234);
    expect(after.sumBalance).toBe(before.sumBalance);
  });

  it('answers a replay with the first answer and writes nothing', async () => {
    const first = await transfer({ from: 'MAIN', to: 'EVO', amount: 500 }, 'replay-key-0001');
    const written = counts();
    await transfer({ from: 'EVO', to: 'MAIN', amount: 100 }, 'another-key-0001'); // state moves on
    const afterOther = counts();
    const replay = await transfer({ from: 'MAIN', to: 'EVO', amount: 500 }, 'replay-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(counts()).toEqual(afterOther);
    expect(afterOther.transactions).toBe(written.transactions + 1);
  });

  it('refuses the same key with another payload (422) and writes nothing', async () => {
    await transfer({ from: 'MAIN', to: 'EVO', amount: 300 }, 'conflict-key-01');
    const before = counts();
    const response = await transfer({ from: 'MAIN', to: 'EVO', amount: 301 }, 'conflict-key-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
    expect(counts()).toEqual(before);
  });

  it('refuses an overdraft with nothing written', async () => {
    const before = counts();
    const balances = await funds();
    const response = await transfer({
      from: 'SABA',
      to: 'MAIN',
      amount: (balances.wallets[3]?.balance ?? 0) + 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      value: { reason: 'insufficientBalance' },
      message: 'Insufficient balance',
    });
    expect(counts()).toEqual(before);
    expect(await funds()).toEqual(balances);
  });

  it('requires a well-formed Idempotency-Key', async () => {
    for (const key of [null, 'short', 'has space in it']) {
      const response = await transfer({ from: 'MAIN', to: 'EVO', amount: 1 }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
  });

  it.each([
    [{ from: 'MAIN', to: 'EVO', amount: 1.5 }, '"amount"'],
    [{ from: 'MAIN', to: 'EVO', amount: '100' }, '"amount"'],
    [{ from: 'MAIN', to: 'EVO', amount: -5 }, '"amount"'],
    [{ from: 'MAIN', to: 'EVO' }, '"amount"'],
    [{ from: 'M'.repeat(65), to: 'EVO', amount: 1 }, '"from"'],
  ])('refuses %j naming %s', async (body, field) => {
    const before = counts();
    const response = await transfer(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(counts()).toEqual(before);
  });

  it('answers 404 for an unknown wallet and 400 for the same wallet twice', async () => {
    expect((await transfer({ from: 'MAIN', to: 'NOPE', amount: 1 })).statusCode).toBe(404);
    expect((await transfer({ from: 'MAIN', to: 'MAIN', amount: 1 })).statusCode).toBe(400);
  });

  it('answers 415 for a non-JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: {
        ...bearer(token),
        'idempotency-key': 'form-key-0001',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'from=MAIN&to=EVO&amount=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('admin credit', () => {
  const credit = (body: unknown, token = ADMIN_TOKEN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/admin/wallets/credit',
      headers: { 'x-admin-token': token },
      payload: body as object,
    });

  it('credits from the house once per idempotency key', async () => {
    const before = (await funds()).sumBalance;
    const first = await credit({
      username: 'demo',
      amount: 10_000,
      idempotencyKey: 'admin-credit-01',
    });
    const replay = await credit({
      username: 'demo',
      amount: 10_000,
      idempotencyKey: 'admin-credit-01',
    });
    expect(first.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await funds()).sumBalance).toBe(before + 10_000);
    expect(
      (await credit({ username: 'demo', amount: 9, idempotencyKey: 'admin-credit-01' })).statusCode,
    ).toBe(422);
  });

  it('refuses without the admin token, and for unknown members', async () => {
    expect(
      (await credit({ username: 'demo', amount: 1, idempotencyKey: 'admin-credit-02' }, 'wrong'))
        .statusCode,
    ).toBe(401);
    expect(
      (await credit({ username: 'ghost', amount: 1, idempotencyKey: 'admin-credit-03' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await credit({ username: 'demo', amount: 0, idempotencyKey: 'admin-credit-04' })).statusCode,
    ).toBe(400);
  });
});
