import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from '../testApp';

describe('admin routes', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const admin = (method: 'PUT' | 'POST', url: string, payload?: object, token = ADMIN_TOKEN) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-admin-token': token },
      ...(payload ? { payload } : {}),
    });

  it('creates a player that can log in, with a payee name and withdrawal password', async () => {
    const created = await admin('POST', '/admin/dev/members', {
      username: 'freshone1',
      password: 'secret123',
      payeeName: 'Fresh One',
      withdrawalPassword: '246810',
      uplineUsername: 'agent01',
    });
    expect(created.json()).toMatchObject({ success: true, value: { username: 'freshone1' } });
    const token = await loginAs(ctx.app, 'freshone1', 'secret123');
    const settings = await ctx.app.inject({
      url: '/wps/member/withdrawal/settings',
      headers: bearer(token),
    });
    expect(settings.json()).toMatchObject({ value: { withdrawalPasswordSet: true } });
    const again = await admin('POST', '/admin/dev/members', {
      username: 'freshone1',
      password: 'secret123',
    });
    expect(again.statusCode).toBe(409);
    const noUpline = await admin('POST', '/admin/dev/members', {
      username: 'freshone2',
      password: 'secret123',
      uplineUsername: 'nobody-here',
    });
    expect(noUpline.statusCode).toBe(404);
    expect(
      (await admin('POST', '/admin/dev/members', { username: 'x', password: 'y' })).statusCode,
    ).toBe(400);
  });

  it('switches the site into maintenance and back', async () => {
    expect((await admin('PUT', '/admin/site-status', { status: 1 })).json()).toEqual({
      success: true,
      value: { status: 1 },
      message: 'OK',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status,
    ).toBe(1);
    await admin('PUT', '/admin/site-status', { status: 0 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status,
    ).toBe(0);
  });

  it('refuses a bad status and a missing token', async () => {
    const bad = await admin('PUT', '/admin/site-status', { status: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"status"/);
    expect((await admin('PUT', '/admin/site-status', { status: 1 }, 'nope')).statusCode).toBe(401);
  });

  it('adds a demo vendor of a thousand games that the lobby lists, pages and draws', async () => {
    const vendor = { vassalage: 'BENCH1K', name: 'Bench Slots', gameType: 'RNG', games: 1000 };
    const added = await admin('POST', '/admin/dev/demo-vendor', vendor);
    expect(added.statusCode).toBe(201);
    const list = async (pageNo: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/lgw/games/list?gameType=RNG&vassalage=BENCH1K&pageNo=${pageNo}&pageSize=42`,
        })
      ).json().value;
    const first = await list(1);
    expect(first).toMatchObject({ total: 1000, totalPages: 24, pageNo: 1 });
    expect(first.games[0]).toMatchObject({ gameCode: 'BENCH1K_0001', vendor: 'Bench Slots' });
    expect((await list(24)).games.at(-1).gameCode).toBe('BENCH1K_1000');
    const art = await ctx.app.inject({ method: 'GET', url: '/assets/games/BENCH1K_1000.svg' });
    expect(art.statusCode).toBe(200);
    // Node ids stay unique: the vendor's games follow the catalogue's highest.
    const { db } = ctx.app.platform;
    expect(Number(db.prepare('SELECT COUNT(DISTINCT node_id) FROM games').pluck().get())).toBe(
      Number(db.prepare('SELECT COUNT(*) FROM games').pluck().get()),
    );

    expect((await admin('POST', '/admin/dev/demo-vendor', vendor)).statusCode).toBe(409);
    const lottery = await admin('POST', '/admin/dev/demo-vendor', {
      ...vendor,
      vassalage: 'BENCHLOTT',
      gameType: 'LOTT',
    });
    expect(lottery.statusCode).toBe(400);
    expect(
      (await admin('POST', '/admin/dev/demo-vendor', { ...vendor, vassalage: 'X2' }, 'nope'))
        .statusCode,
    ).toBe(401);
  });

  it('re-seeds the database and ends every session', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: { ...bearer(token), 'idempotency-key': 'before-reset-1' },
      payload: { from: 'MAIN', to: 'PG', amount: 100 },
    });
    // The seed has transfers of its own: count the one made here.
    const transfersMadeHere = () =>
      ctx.app.platform.db
        .prepare(
          `SELECT COUNT(*) FROM ledger_transactions
          WHERE kind = 'wallet_transfer' AND idempotency_key LIKE '%before-reset-1%'`,
        )
        .pluck()
        .get();
    expect(transfersMadeHere()).toBe(1);
    const reset = await admin('POST', '/admin/reset', { confirm: 'wipe-all-data' });
    expect(reset.json()).toEqual({ success: true, value: null, message: 'OK' });
    const { db } = ctx.app.platform;
    expect(Number(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get())).toBe(0);
    expect(transfersMadeHere()).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    // The app keeps working on the rebuilt tables.
    const again = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: bearer(again),
    });
    expect(balance.json().value.sumBalance).toBeGreaterThan(0);
  });
});

describe('without ADMIN_TOKEN', () => {
  it('has no admin routes', async () => {
    const ctx = await startTestApp({ ADMIN_TOKEN: '' });
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/admin/reset',
        headers: { 'x-admin-token': '' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
