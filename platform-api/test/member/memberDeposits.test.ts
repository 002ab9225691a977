import { depositOrderSchema } from 'shared-contracts/member';

import {
  call,
  expectLedgerConsistent,
  JPEG_BYTES,
  ledgerState,
  mainBalance,
  newKey,
  PNG_BYTES,
  stopSchedules,
  upload,
} from '../memberHelpers';
import { postCallback, type SignedCallback, signedCallback } from '../paymentHelpers';
import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  stopSchedules(ctx.app);
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

const deposit = (body: unknown, key: string | undefined = newKey('dep'), as = token) =>
  call(ctx.app, 'POST', '/wps/member/deposit/orders', { token: as, body, key });
const orderCount = () =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get());
const notification = (
  reference: string,
  amount: number,
  overrides: { notificationId?: string } = {},
  options: { signedAt?: number; secret?: string } = {},
) => signedCallback(ctx.app, { reference, amount, ...overrides }, options);
const notify = (callback: SignedCallback) => postCallback(ctx.app, callback);

describe('deposit channels', () => {
  it('lists the brand channels with limits, fee, processing time and presets', async () => {
    const answer = await call(ctx.app, 'GET', '/wps/member/deposit/channels', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.value.channels.map((c: { type: string }) => c.type)).toEqual([
      'bank_transfer',
      'ewallet',
      'qr',
    ]);
    expect(answer.body.value.channels[0]).toMatchObject({
      minAmount: 10000,
      maxAmount: 5000000,
      presets: expect.any(Array),
    });
    expect(answer.body.value.allowance).toEqual({ daily: null, weekly: null, monthly: null });
  });
});

describe('uploads', () => {
  it('accepts PNG and JPEG by their bytes, whatever the declared type', async () => {
    const png = await upload(ctx.app, token, PNG_BYTES, 'image/jpeg');
    expect(png.status).toBe(201);
    expect(png.body.value).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length });
    const jpg = await upload(ctx.app, token, JPEG_BYTES);
    expect(jpg.body.value.contentType).toBe('image/jpeg');
  });

  it('refuses other content, empty bodies and images over 5 MB, writing nothing', async () => {
    const count = () =>
      Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM uploads').pluck().get());
    const before = count();
    const gif = await upload(ctx.app, token, Buffer.from('GIF89a-not-allowed'), 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Only PNG or JPG images are accepted');
    expect((await upload(ctx.app, token, Buffer.alloc(0))).status).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(ctx.app, token, big)).status).toBe(413);
    expect((await upload(ctx.app, '', PNG_BYTES)).status).toBe(401);
    expect(count()).toBe(before);
  });

  it('serves an image only to its owner and to ops', async () => {
    const { uploadId } = (await upload(ctx.app, token, PNG_BYTES)).body.value;
    const owner = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/uploads/${uploadId}`,
      headers: bearer(token),
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('image/png');
    expect(owner.headers['x-content-type-options']).toBe('nosniff');
    expect(owner.rawPayload.equals(PNG_BYTES)).toBe(true);
    const other = await loginAs(ctx.app, 'agent01', 'Agent1234!');
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/uploads/${uploadId}`,
      headers: bearer(other),
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/wps/member/uploads/${uploadId}` })).statusCode,
    ).toBe(401);
    const ops = await ctx.app.inject({
      method: 'GET',
      url: `/admin/uploads/${uploadId}`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
    });
    expect(ops.statusCode).toBe(200);
  });
});

describe('bank transfer deposits', () => {
  it.each([
    [{ channelId: 'bank-kbank', amount: 20000 }, 400, 'payer'],
    [{ channelId: 'bank-kbank', amount: 500, payerName: 'Somchai Jaidee' }, 400, 'limits'],
    [{ channelId: 'bank-kbank', amount: 20000.5, payerName: 'Somchai Jaidee' }, 400, 'amount'],
    [{ channelId: 'nope', amount: 20000 }, 404, 'not found'],
    [
      { channelId: 'qr-promptpay', amount: 20000, payerName: 'Somchai Jaidee' },
      400,
      'only for bank',
    ],
    [
      {
        channelId: 'bank-kbank',
        amount: 20000,
        payerName: 'S J',
        receiptUploadId: 'up_doesnotexist12345678',
      },
      400,
      'unknown',
    ],
  ])('refuses %j (%i) and writes nothing', async (body, status, message) => {
    const before = orderCount();
    const answer = await deposit(body);
    expect(answer.status).toBe(status);
    expect(answer.body.message.toLowerCase()).toContain(message.toLowerCase());
    expect(orderCount()).toBe(before);
  });

  it('needs an Idempotency-Key', async () => {
    const answer = await deposit(
      { channelId: 'bank-kbank', amount: 20000, payerName: 'Somchai Jaidee' },
      '',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Idempotency-Key');
  });

  it('opens an order with a receipt, answers a replay with the same order, and is credited when ops approve', async () => {
    const receipt = (await upload(ctx.app, token, PNG_BYTES)).body.value.uploadId as string;
    const key = newKey('bank');
    const body = {
      channelId: 'bank-kbank',
      amount: 20000,
      payerName: 'Somchai Jaidee',
      receiptUploadId: receipt,
    };
    const created = await deposit(body, key);
    expect(created.status).toBe(200);
    const order = depositOrderSchema.parse(created.body.value);
    expect(order).toMatchObject({
      status: 'pending',
      fee: 0,
      creditAmount: 20000,
      payUrl: null,
      channelType: 'bank_transfer',
    });
    expect(order.payTo?.accountNumber).toBeTruthy();
    expect(order.receiptUrl).toBe(`/wps/member/uploads/${receipt}`);
    expect((await deposit(body, key)).body.value.orderId).toBe(order.orderId);
    expect((await deposit({ ...body, amount: 30000 }, key)).status).toBe(422);
    // The receipt cannot be attached to a second order.
    expect((await deposit(body)).status).toBe(400);

    const pending = await call(ctx.app, 'GET', '/admin/deposits/pending', { admin: true });
    expect(pending.body.value.list.map((o: { orderId: string }) => o.orderId)).toContain(
      order.orderId,
    );

    const moved: string[][] = [];
    const listener = (ids: string[]) => moved.push(ids);
    ctx.app.platform.ledger.events.on('moved', listener);
    const before = mainBalance(ctx.app, 'demo');
    const approved = await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/approve`, {
      admin: true,
    });
    ctx.app.platform.ledger.events.off('moved', listener);
    expect(approved.body.value).toMatchObject({ status: 'credited', username: 'demo' });
    expect(mainBalance(ctx.app, 'demo')).toBe(before + 20000);
    // The balance socket is told after the commit (it listens to the same event).
    expect(moved.flat()).toContain(ctx.app.platform.members.findByUsername('demo')?.id);
    const twice = await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/approve`, {
      admin: true,
    });
    expect(twice.status).toBe(409);
    expect(mainBalance(ctx.app, 'demo')).toBe(before + 20000);
    expect((await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/approve`)).status).toBe(
      401,
    );
  });

  it('is rejected by ops with a reason, crediting nothing', async () => {
    const order = (
      await deposit({ channelId: 'bank-kbank', amount: 15000, payerName: 'Somchai Jaidee' })
    ).body.value;
    const before = ledgerState(ctx.app);
    const noReason = await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/reject`, {
      admin: true,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const rejected = await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/reject`, {
      admin: true,
      body: { reason: 'No transfer arrived' },
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No transfer arrived',
    });
    expect(ledgerState(ctx.app)).toEqual(before);
  });
});

describe('QR and e-wallet deposits through the simulated provider', () => {
  it('pays a QR order on the provider page, which credits it through a signed callback', async () => {
    const order = depositOrderSchema.parse(
      (await deposit({ channelId: 'qr-promptpay', amount: 10000 })).body.value,
    );
    expect(order).toMatchObject({ fee: 100, creditAmount: 9900 });
    expect(order.payUrl).toMatch(/^\/pay\/sim\/[\w~]+\.[\w-]{22}$/);
    const page = await ctx.app.inject({ method: 'GET', url: order.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay now');
    const before = mainBalance(ctx.app, 'demo');
    const paid = await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');
    expect(mainBalance(ctx.app, 'demo')).toBe(before + 9900);
    const history = await call(
      ctx.app,
      'GET',
      '/wps/member/deposit/orders?status=credited&pageSize=50',
      { token },
    );
    expect(history.body.value.list.map((o: { orderId: string }) => o.orderId)).toContain(
      order.orderId,
    );
    expect(expectLedgerConsistent(ctx.app)).toEqual({ drift: [], negative: [], sum: 0 });
  });

  it('refuses forged, tampered, stale and replayed notifications without changing anything', async () => {
    const order = (await deposit({ channelId: 'ewallet-truemoney', amount: 10000 })).body.value;
    const before = { ledger: ledgerState(ctx.app), balance: mainBalance(ctx.app, 'demo') };
    const good = notification(order.reference, 10000);

    const forged = await notify({ ...good, signature: `t=${Date.now()},v1=${'f'.repeat(64)}` });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Invalid signature');
    const tampered = await notify({ ...good, raw: good.raw.replace('10000', '1000000') });
    expect(tampered.status).toBe(401);
    const reformatted = await notify({ ...good, raw: ` ${good.raw}` });
    expect(reformatted.status).toBe(401);
    const malformed = await notify({ ...good, signature: 'not-hex' });
    expect(malformed.status).toBe(401);
    const stale = await notify(
      notification(
        order.reference,
        10000,
        {},
        { signedAt: ctx.app.platform.clock.now() - 6 * 60_000 },
      ),
    );
    expect(stale.status).toBe(400);
    const wrongAmount = await notify(notification(order.reference, 9000));
    expect(wrongAmount.status).toBe(400);
    expect(ledgerState(ctx.app)).toEqual(before.ledger);
    expect(
      Number(
        ctx.app.platform.db
          .prepare('SELECT COUNT(*) FROM payment_notifications WHERE reference = ?')
          .pluck()
          .get(order.reference),
      ),
    ).toBe(0);

    const first = await notify(good);
    expect(first.body.value).toEqual({ duplicate: false, status: 'credited' });
    const afterFirst = { ledger: ledgerState(ctx.app), balance: mainBalance(ctx.app, 'demo') };
    expect(afterFirst.balance).toBe(before.balance + 9900);
    const replay = await notify(good);
    expect(replay.body.value).toEqual({ duplicate: true, status: 'credited' });
    const another = await notify(notification(order.reference, 10000));
    expect(another.body.value.duplicate).toBe(false);
    expect(ledgerState(ctx.app)).toEqual(afterFirst.ledger);
    expect(mainBalance(ctx.app, 'demo')).toBe(afterFirst.balance);
  });

  it('expires an unpaid order; a late payment waits for ops as paid', async () => {
    const order = (await deposit({ channelId: 'ewallet-truemoney', amount: 8000 })).body.value;
    ctx.app.platform.clock.advance(31 * 60_000);
    const expired = await call(
      ctx.app,
      'GET',
      '/wps/member/deposit/orders?status=expired&pageSize=50',
      { token },
    );
    expect(expired.body.value.list.map((o: { orderId: string }) => o.orderId)).toContain(
      order.orderId,
    );
    const before = mainBalance(ctx.app, 'demo');
    const late = await notify(notification(order.reference, 8000));
    expect(late.body.value).toEqual({ duplicate: false, status: 'paid' });
    expect(mainBalance(ctx.app, 'demo')).toBe(before);
    const page = await ctx.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain('Pay now');
    await call(ctx.app, 'POST', `/admin/deposits/${order.orderId}/approve`, { admin: true });
    expect(mainBalance(ctx.app, 'demo')).toBe(before + 8000 - 80);
  });

  it('pages the history newest first', async () => {
    const page = await call(ctx.app, 'GET', '/wps/member/deposit/orders?pageSize=2&pageNo=2', {
      token,
    });
    expect(page.body.value).toMatchObject({ pageNo: 2, list: expect.any(Array) });
    expect(page.body.value.list).toHaveLength(2);
    expect(page.body.value.total).toBeGreaterThan(4);
    const bad = await call(ctx.app, 'GET', '/wps/member/deposit/orders?status=lost', { token });
    expect(bad.status).toBe(400);
  });
});
