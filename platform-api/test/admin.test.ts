import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from './testApp';

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

  it('re-seeds the database and ends every session', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: { ...bearer(token), 'idempotency-key': 'before-reset-1' },
      payload: { from: 'MAIN', to: 'PG', amount: 100 },
    });
    const reset = await admin('POST', '/admin/reset');
    expect(reset.json()).toEqual({ success: true, value: null, message: 'OK' });
    const { db } = ctx.app.platform;
    expect(Number(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get())).toBe(0);
    expect(
      db
        .prepare("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'wallet_transfer'")
        .pluck()
        .get(),
    ).toBe(0);
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
