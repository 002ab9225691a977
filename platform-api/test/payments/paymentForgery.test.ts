import { createHash, createHmac } from 'node:crypto';

import { loadConfig } from '../../src/config';
import { call, ledgerState, mainBalance, newKey, stopSchedules } from '../memberHelpers';
import { postCallback, signedCallback } from '../paymentHelpers';
import { ADMIN_TOKEN, loginAs, startTestApp } from '../testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const openQrOrder = async (ctx: TestApp, token: string) =>
  (
    await call(ctx.app, 'POST', '/wps/member/deposit/orders', {
      token,
      key: newKey('forge'),
      body: { channelId: 'qr-promptpay', amount: 990_000 },
    })
  ).body.value as {
    orderId: string;
    reference: string;
    amount: number;
    fee: number;
    payUrl: string | null;
  };

describe('deposits cannot be credited without paying (demo mode)', () => {
  let ctx: TestApp;
  let token: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    stopSchedules(ctx.app);
    token = await loginAs(ctx.app, 'demo', 'Demo1234!');
  });
  afterAll(() => ctx.close());

  it('refuses a callback signed with a key derived from the public payload secret', async () => {
    const order = await openQrOrder(ctx, token);
    const siteConfig = await ctx.app.inject({ method: 'GET', url: '/site-config.json' });
    const { payloadSecret } = siteConfig.json() as { payloadSecret: string };
    expect(payloadSecret).toBe(ctx.config.payloadSecret);
    expect(siteConfig.body).not.toContain(ctx.config.paymentProviderSecret);
    const before = { ledger: ledgerState(ctx.app), balance: mainBalance(ctx.app, 'demo') };
    // The attack of the report: the old simulator's key, sha256("sim-payment-provider:" + secret).
    const derived = createHash('sha256')
      .update(`sim-payment-provider:${payloadSecret}`)
      .digest('hex');
    for (const secret of [derived, payloadSecret]) {
      const forged = await postCallback(
        ctx.app,
        signedCallback(ctx.app, { reference: order.reference, amount: order.amount }, { secret }),
      );
      expect(forged.status).toBe(401);
    }
    // The old body-signature shape (no header) is refused too.
    const oldShape = await call(ctx.app, 'POST', '/wps/payment/notify', {
      body: {
        notificationId: 'oldshape01',
        reference: order.reference,
        amount: order.amount,
        currency: 'USD',
        status: 'paid',
        sentAt: Date.now(),
        signature: createHmac('sha256', derived).update('x').digest('hex'),
      },
    });
    expect(oldShape.status).toBe(401);
    expect(ledgerState(ctx.app)).toEqual(before.ledger);
    expect(mainBalance(ctx.app, 'demo')).toBe(before.balance);
  });

  it("pays only through the owner's checkout URL: a reference or an altered token finds nothing", async () => {
    const order = await openQrOrder(ctx, token);
    const before = mainBalance(ctx.app, 'demo');
    for (const url of [
      `/pay/sim/${order.reference}`,
      `/pay/sim/${order.reference}/pay`,
      `${order.payUrl?.slice(0, -2)}xx/pay`,
    ]) {
      const method = url.endsWith('/pay') ? 'POST' : 'GET';
      const answer = await ctx.app.inject({ method, url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(mainBalance(ctx.app, 'demo')).toBe(before);
    // Another member's answers never carry it.
    const other = await loginAs(ctx.app, 'agent01', 'Agent1234!');
    const theirs = await call(ctx.app, 'GET', '/wps/member/deposit/orders?pageSize=50', {
      token: other,
    });
    expect(JSON.stringify(theirs.body)).not.toContain(order.reference);
    // The owner's URL pays it.
    const paid = await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
    expect(paid.statusCode).toBe(200);
    expect(mainBalance(ctx.app, 'demo')).toBe(before + order.amount - order.fee);
  });

  it('answers 404 on the development routes unless DEV_ROUTES is on', async () => {
    const off = await startTestApp({ DEV_ROUTES: '' });
    try {
      for (const url of ['/admin/dev/outbox?mobileNum=%2B66812345678', '/admin/%64ev/outbox']) {
        const answer = await off.app.inject({
          method: 'GET',
          url,
          headers: { 'x-admin-token': ADMIN_TOKEN },
        });
        expect(answer.statusCode).toBe(404);
      }
      const clock = await off.app.inject({
        method: 'POST',
        url: '/admin/dev/clock',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { advanceMs: 86_400_000 },
      });
      expect(clock.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the production setting', () => {
  it('refuses to start with the development routes', () => {
    expect(() => loadConfig({ PLATFORM_MODE: 'production', DEV_ROUTES: '1' })).toThrow(
      /DEV_ROUTES/,
    );
    expect(() => loadConfig({ PLATFORM_MODE: 'staging' })).toThrow(/PLATFORM_MODE/);
  });

  it('mounts no simulator and accepts only callbacks signed with the configured provider key', async () => {
    const withoutKey = await startTestApp({ PLATFORM_MODE: 'production', DEV_ROUTES: '' });
    const withKey = await startTestApp({
      PLATFORM_MODE: 'production',
      DEV_ROUTES: '',
      PAYMENT_PROVIDER_SECRET: 'operator-provider-key',
    });
    try {
      for (const ctx of [withoutKey, withKey]) {
        const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
        const order = await openQrOrder(ctx, token);
        expect(order.payUrl).toBeNull();
        const page = await ctx.app.inject({ method: 'GET', url: `/pay/sim/${order.reference}` });
        expect(page.statusCode).toBe(404);
        const anyKey = await postCallback(
          ctx.app,
          signedCallback(ctx.app, order, { secret: 'guessed-provider-key' }),
        );
        expect(anyKey.status).toBe(401);
      }
      const token = await loginAs(withKey.app, 'demo', 'Demo1234!');
      const order = await openQrOrder(withKey, token);
      const before = mainBalance(withKey.app, 'demo');
      const real = await postCallback(
        withKey.app,
        signedCallback(withKey.app, order, { secret: 'operator-provider-key' }),
      );
      expect(real.body.value).toEqual({ duplicate: false, status: 'credited' });
      expect(mainBalance(withKey.app, 'demo')).toBe(before + order.amount - order.fee);
    } finally {
      await withoutKey.close();
      await withKey.close();
    }
  });
});
