import { withdrawalSchema } from 'shared-contracts/member';

import {
  call,
  expectLedgerConsistent,
  mainBalance,
  newKey,
  PNG_BYTES,
  upload,
} from '../memberHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
let accountId: string;
const PASSWORD = '246810';
beforeAll(async () => {
  ctx = await startTestApp();
  // agent01 starts without member-centre data: the set-up goes through the same calls a player makes.
  token = await loginAs(ctx.app, 'agent01', 'Agent1234!');
  await call(ctx.app, 'PUT', '/wps/member/profile', { token, body: { realName: 'Lotus Agent' } });
  await call(ctx.app, 'POST', '/wps/member/security/withdrawal-password', {
    token,
    body: { newPassword: PASSWORD, confirmNewPassword: PASSWORD },
  });
  const account = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
    token,
    body: { type: 'bank', provider: 'SCB', accountNumber: '9876543210', payeeName: 'Lotus Agent' },
  });
  accountId = account.body.value.accountId;
});
afterAll(() => ctx.close());

const withdraw = (body: Record<string, unknown>, key = newKey('wd'), ip = '127.0.0.1') =>
  call(ctx.app, 'POST', '/wps/member/withdrawals', {
    token,
    key,
    ip,
    body: { accountId, amount: 50000, withdrawalPassword: PASSWORD, ...body },
  });
const admin = (path: string, body?: unknown) =>
  call(ctx.app, 'POST', `/admin/withdrawals/${path}`, { admin: true, body });
const detail = async (id: string) =>
  withdrawalSchema.parse(
    (await call(ctx.app, 'GET', `/wps/member/withdrawals/detail?withdrawalId=${id}`, { token }))
      .body.value,
  );
const held = () =>
  Number(
    ctx.app.platform.db
      .prepare("SELECT balance FROM accounts WHERE id = 'house:withdrawal-hold'")
      .pluck()
      .get(),
  );
const count = () =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM withdrawals').pluck().get());

describe('seeded history', () => {
  it('gives demo a withdrawal awaiting confirmation and one in every other status', async () => {
    const demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const list = (
      await call(ctx.app, 'GET', '/wps/member/withdrawals?pageSize=50', { token: demo })
    ).body.value.list as { status: string }[];
    expect(new Set(list.map((w) => w.status))).toEqual(
      new Set([
        'pending_review',
        'approved',
        'rejected',
        'awaiting_confirmation',
        'disputed',
        'completed',
      ]),
    );
  });
  it('lets demo withdraw to the seeded card with the documented withdrawal password', async () => {
    const demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const settings = (
      await call(ctx.app, 'GET', '/wps/member/withdrawal/settings', { token: demo })
    ).body.value;
    expect(settings.turnover.remaining).toBe(0);
    expect(settings.turnover.required).toBeGreaterThan(0);
    const answer = await call(ctx.app, 'POST', '/wps/member/withdrawals', {
      token: demo,
      key: newKey('demo'),
      body: {
        accountId: settings.accounts[0].accountId,
        amount: 10000,
        withdrawalPassword: '123456',
      },
    });
    expect(answer.body.value).toMatchObject({
      status: 'pending_review',
      account: { maskedNumber: '**** 7890' },
    });
  });
});

describe('withdrawal settings', () => {
  it('shows the brand rules, the bound accounts and the turnover standing', async () => {
    const answer = await call(ctx.app, 'GET', '/wps/member/withdrawal/settings', { token });
    expect(answer.body.value).toMatchObject({
      minAmount: 10000,
      maxAmount: 5000000,
      dailyCount: 5,
      dailyCountUsed: 0,
      fee: { fixed: 0, rateBp: 50 },
      autoReceiveMinutes: 30,
      withdrawalPasswordSet: true,
      turnover: { required: 0, progress: 0, remaining: 0 },
    });
    expect(answer.body.value.accounts).toHaveLength(1);
  });
});

describe('withdrawal refusals', () => {
  it.each([
    [{ withdrawalPassword: '000000' }, 400, 'withdrawal password is not correct'],
    [{ amount: 5000 }, 400, 'outside the withdrawal limits'],
    [{ amount: 6_000_000 }, 400, 'outside the withdrawal limits'],
    [{ amount: -1 }, 400, 'amount'],
    [{ accountId: 'someone-elses' }, 404, 'Account not found'],
    [{ extra: true }, 400, 'Unknown field'],
  ])('refuses %j and holds nothing', async (body, status, message) => {
    const before = { balance: mainBalance(ctx.app, 'agent01'), count: count() };
    const answer = await withdraw(body, newKey('wd'), '10.9.0.1');
    expect(answer.status).toBe(status);
    expect(answer.body.message).toContain(message);
    expect({ balance: mainBalance(ctx.app, 'agent01'), count: count() }).toEqual(before);
  });

  it('refuses more than the main wallet holds', async () => {
    const answer = await withdraw({ amount: 4_000_000 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Insufficient balance');
  });

  it('refuses while bonus turnover is owed and says how much is left', async () => {
    const grant = await call(ctx.app, 'POST', '/admin/members/bonus', {
      admin: true,
      body: {
        username: 'agent01',
        name: 'Reload',
        amount: 1000,
        turnoverMultiplier: 20,
        idempotencyKey: newKey('bonus'),
      },
    });
    expect(grant.body.value.turnoverRequired).toBe(20000);
    const refused = await withdraw({});
    expect(refused.status).toBe(403);
    expect(refused.body.value).toMatchObject({
      reason: 'turnover',
      required: 20000,
      remaining: 20000,
    });
    // Playing through it opens withdrawals again.
    const { db } = ctx.app.platform;
    const memberId = ctx.app.platform.members.findByUsername('agent01')?.id;
    const game = db.prepare('SELECT game_code FROM games LIMIT 1').pluck().get();
    db.prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
      VALUES ('turnover-test', ?, ?, 20000, 0, 'none', ?)`,
    ).run(memberId, game, ctx.app.platform.clock.now() + 1);
    const settings = await call(ctx.app, 'GET', '/wps/member/withdrawal/settings', { token });
    expect(settings.body.value.turnover).toEqual({
      required: 20000,
      progress: 20000,
      remaining: 0,
    });
  });
});

describe('withdrawal lifecycle', () => {
  it('holds on request, then approved, disbursed and confirmed partly received with a proof image', async () => {
    const before = { balance: mainBalance(ctx.app, 'agent01'), held: held() };
    const key = newKey('wd');
    const created = await withdraw({}, key);
    expect(created.status).toBe(200);
    const w = withdrawalSchema.parse(created.body.value);
    expect(w).toMatchObject({
      status: 'pending_review',
      amount: 50000,
      fee: 250,
      payoutAmount: 49750,
    });
    expect(w.account.maskedNumber).toBe('**** 3210');
    expect(mainBalance(ctx.app, 'agent01')).toBe(before.balance - 50000);
    expect(held()).toBe(before.held + 50000);
    // A replay answers the same withdrawal and holds nothing more.
    expect((await withdraw({}, key)).body.value.withdrawalId).toBe(w.withdrawalId);
    expect(mainBalance(ctx.app, 'agent01')).toBe(before.balance - 50000);

    // Confirming before the money went out is refused.
    const early = await call(ctx.app, 'POST', '/wps/member/withdrawals/confirm', {
      token,
      body: { withdrawalId: w.withdrawalId, result: 'received' },
    });
    expect(early.status).toBe(409);
    expect((await admin(`${w.withdrawalId}/disburse`)).status).toBe(409);

    const pending = await call(ctx.app, 'GET', '/admin/withdrawals/pending', { admin: true });
    expect(pending.body.value.list.map((x: { withdrawalId: string }) => x.withdrawalId)).toContain(
      w.withdrawalId,
    );
    expect((await admin(`${w.withdrawalId}/approve`, { note: 'checked' })).body.value.status).toBe(
      'approved',
    );
    const disbursed = await admin(`${w.withdrawalId}/disburse`);
    expect(disbursed.body.value.status).toBe('awaiting_confirmation');
    expect(held()).toBe(before.held);
    expect(disbursed.body.value.confirmDeadline).toBe(
      disbursed.body.value.disbursedAt + 30 * 60_000,
    );

    const confirm = (body: Record<string, unknown>) =>
      call(ctx.app, 'POST', '/wps/member/withdrawals/confirm', {
        token,
        body: { withdrawalId: w.withdrawalId, ...body },
      });
    expect((await confirm({ result: 'partly_received' })).status).toBe(400);
    expect((await confirm({ result: 'partly_received', receivedAmount: 49750 })).status).toBe(400);
    expect((await confirm({ result: 'not_received' })).status).toBe(400);
    expect(
      (
        await confirm({
          result: 'not_received',
          proofUploadIds: [
            'up_a1234567890123456',
            'up_b1234567890123456',
            'up_c1234567890123456',
            'up_d1234567890123456',
          ],
        })
      ).status,
    ).toBe(400);
    const proof = (await upload(ctx.app, token, PNG_BYTES)).body.value.uploadId as string;
    const partly = await confirm({
      result: 'partly_received',
      receivedAmount: 30000,
      proofUploadIds: [proof],
    });
    expect(partly.status).toBe(200);
    const answered = withdrawalSchema.parse(partly.body.value);
    expect(answered.status).toBe('disputed');
    expect(answered.confirmation).toMatchObject({
      result: 'partly_received',
      receivedAmount: 30000,
      remainingAmount: 19750,
      auto: false,
      proofUrls: [`/wps/member/uploads/${proof}`],
    });
    const image = await ctx.app.inject({
      method: 'GET',
      url: answered.confirmation?.proofUrls[0] ?? '',
      headers: bearer(token),
    });
    expect(image.statusCode).toBe(200);
    expect(answered.timeline.map((e) => e.event)).toEqual([
      'requested',
      'approved',
      'disbursed',
      'confirmed',
    ]);
    expect((await confirm({ result: 'received' })).status).toBe(409);

    // Ops find 19750 missing and refund it.
    const balance = mainBalance(ctx.app, 'agent01');
    const resolved = await admin(`${w.withdrawalId}/resolve`, {
      refund: 19750,
      note: 'Bank returned the rest',
    });
    expect(resolved.body.value.status).toBe('completed');
    expect(mainBalance(ctx.app, 'agent01')).toBe(balance + 19750);
    expect((await admin(`${w.withdrawalId}/resolve`, { refund: 1, note: 'again' })).status).toBe(
      409,
    );
    expect(expectLedgerConsistent(ctx.app)).toEqual({ drift: [], negative: [], sum: 0 });
  });

  it('releases the hold when ops reject, with the reason in the timeline', async () => {
    const before = mainBalance(ctx.app, 'agent01');
    const w = (await withdraw({ amount: 20000 })).body.value;
    const rejected = await admin(`${w.withdrawalId}/reject`, {
      reason: 'Name does not match the bank',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match the bank',
    });
    expect(mainBalance(ctx.app, 'agent01')).toBe(before);
    expect((await detail(w.withdrawalId)).timeline.at(-1)?.note).toContain(
      'Name does not match the bank',
    );
    expect((await admin(`${w.withdrawalId}/reject`, { reason: 'again' })).status).toBe(409);
    expect(mainBalance(ctx.app, 'agent01')).toBe(before);
  });

  it('counts as received, exactly once, when not confirmed within 30 minutes (forced received, no refund)', async () => {
    const w = (await withdraw({ amount: 30000 })).body.value;
    await admin(`${w.withdrawalId}/approve`);
    await admin(`${w.withdrawalId}/disburse`);
    const balance = mainBalance(ctx.app, 'agent01');
    ctx.app.platform.clock.advance(29 * 60_000);
    expect((await detail(w.withdrawalId)).status).toBe('awaiting_confirmation');
    ctx.app.platform.clock.advance(2 * 60_000);
    const done = await detail(w.withdrawalId);
    expect(done.status).toBe('completed');
    expect(done.confirmation).toMatchObject({ result: 'received', auto: true, remainingAmount: 0 });
    await detail(w.withdrawalId);
    await call(ctx.app, 'GET', '/wps/member/withdrawals', { token });
    expect(done.timeline.filter((e) => e.event === 'auto_received')).toHaveLength(1);
    expect(
      (await detail(w.withdrawalId)).timeline.filter((e) => e.event === 'auto_received'),
    ).toHaveLength(1);
    const late = await call(ctx.app, 'POST', '/wps/member/withdrawals/confirm', {
      token,
      body: { withdrawalId: w.withdrawalId, result: 'not_received', proofUploadIds: [] },
    });
    expect(late.status).toBe(409);
    expect(mainBalance(ctx.app, 'agent01')).toBe(balance);
  });

  it('lists withdrawals newest first and filters by status', async () => {
    const all = await call(ctx.app, 'GET', '/wps/member/withdrawals', { token });
    expect(all.body.value.total).toBe(3);
    const rejected = await call(ctx.app, 'GET', '/wps/member/withdrawals?status=rejected', {
      token,
    });
    expect(rejected.body.value.list).toHaveLength(1);
    const other = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const foreign = await call(
      ctx.app,
      'GET',
      `/wps/member/withdrawals/detail?withdrawalId=${all.body.value.list[0].withdrawalId}`,
      { token: other },
    );
    expect(foreign.status).toBe(404);
  });
});
