import { responsibleGamingSchema } from 'shared-contracts/member';

import { lastSmsCode, postEncrypted, postSms } from '../authHelpers';
import { launchBody } from '../gameHelpers';
import { currentIssue, firstDigitLine, placeBets, priced, writeState } from '../lotteryHelpers';
import { call, newKey } from '../memberHelpers';
import { loginAs, postLogin, startTestApp } from '../testApp';

const HOUR_MS = 3_600_000;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = await loginAs(ctx.app, 'vip', 'Vip12345!');
});
afterAll(() => ctx.close());

const state = async (as = token) =>
  responsibleGamingSchema.parse(
    (await call(ctx.app, 'GET', '/wps/member/responsible-gaming', { token: as })).body.value,
  );
const setLimit = (key: string, value: number | null, as = token) =>
  call(ctx.app, 'PUT', '/wps/member/responsible-gaming/limits', {
    token: as,
    body: { key, value },
  });
const limitOf = async (key: string) => (await state()).limits.find((l) => l.key === key);
const bankDeposit = (amount: number) =>
  call(ctx.app, 'POST', '/wps/member/deposit/orders', {
    token,
    key: newKey('rg'),
    body: { channelId: 'bank-kbank', amount, payerName: 'Vip Tiger' },
  });
const orders = () =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get());

describe('deposit limits', () => {
  it('refuses a deposit over the limit; a raise applies only after 24 hours', async () => {
    const set = await setLimit('depositWeekly', 30000);
    expect(set.status).toBe(200);
    expect(await limitOf('depositWeekly')).toEqual({
      key: 'depositWeekly',
      value: 30000,
      pending: null,
    });
    expect((await bankDeposit(20000)).status).toBe(200);

    const before = orders();
    const over = await bankDeposit(15000);
    expect(over.status).toBe(403);
    expect(over.body.value).toMatchObject({
      reason: 'depositLimit',
      limit: 'depositWeekly',
      remaining: 10000,
    });
    expect(orders()).toBe(before);
    const channels = await call(ctx.app, 'GET', '/wps/member/deposit/channels', { token });
    expect(channels.body.value.allowance).toEqual({ daily: null, weekly: 10000, monthly: null });

    const asked = ctx.app.platform.clock.now();
    const raise = await setLimit('depositWeekly', 100000);
    const pending = raise.body.value.limits.find((l: { key: string }) => l.key === 'depositWeekly');
    expect(pending).toMatchObject({ value: 30000, pending: { value: 100000 } });
    expect(pending.pending.effectiveAt - asked).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(pending.pending.effectiveAt - asked).toBeLessThan(24 * HOUR_MS + 1000);
    ctx.app.platform.clock.advance(23 * HOUR_MS);
    expect((await bankDeposit(15000)).status).toBe(403);
    ctx.app.platform.clock.advance(HOUR_MS + 1000);
    expect(await limitOf('depositWeekly')).toEqual({
      key: 'depositWeekly',
      value: 100000,
      pending: null,
    });
    expect((await bankDeposit(15000)).status).toBe(200);
  });

  it('applies a decrease at once, and a removal only after 24 hours', async () => {
    await setLimit('depositWeekly', 50000);
    expect(await limitOf('depositWeekly')).toMatchObject({ value: 50000, pending: null });
    await setLimit('depositWeekly', null);
    expect(await limitOf('depositWeekly')).toMatchObject({
      value: 50000,
      pending: { value: null },
    });
    // A new lower value replaces the pending removal.
    await setLimit('depositWeekly', 40000);
    expect(await limitOf('depositWeekly')).toMatchObject({ value: 40000, pending: null });
  });

  it('refuses out-of-range values with a clear message', async () => {
    const tooShort = await setLimit('sessionMinutes', 2);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toContain('5 to 1440 minutes');
    expect((await setLimit('lossDaily', 0)).status).toBe(400);
    expect((await setLimit('nope', 10)).status).toBe(400);
    expect(await limitOf('sessionMinutes')).toEqual({
      key: 'sessionMinutes',
      value: null,
      pending: null,
    });
  });

  it('reports net deposits once a deposit is credited', async () => {
    const order = (
      await call(ctx.app, 'POST', '/wps/member/deposit/orders', {
        token,
        key: newKey('rg'),
        body: { channelId: 'qr-promptpay', amount: 2000 },
      })
    ).body.value;
    await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
    const current = await state();
    expect(current.netDeposits.day).toBe(1900);
    // Only the QR order is credited: the 15000 bank order still waits for its transfer.
    expect(current.deposits.week).toBe(2000);
    expect(current.sessionStartedAt).toEqual(expect.any(Number));
  });

  it('counts a deposit once it is credited, while its open order already holds the limit', async () => {
    const before = await state();
    const allowance = async () =>
      (await call(ctx.app, 'GET', '/wps/member/deposit/channels', { token })).body.value.allowance;
    // The weekly limit of 40000 holds 17000 so far: 23000 left.
    const weeklyLeft = (await allowance()).weekly;
    expect(weeklyLeft).toBe(23000);
    const order = (
      await call(ctx.app, 'POST', '/wps/member/deposit/orders', {
        token,
        key: newKey('rg'),
        body: { channelId: 'qr-promptpay', amount: 20000 },
      })
    ).body.value;
    expect(order.status).toBe('pending');

    expect((await state()).deposits).toEqual(before.deposits);
    expect((await allowance()).weekly).toBe(weeklyLeft - 20000);

    await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
    expect((await state()).deposits).toEqual({
      day: before.deposits.day + 20000,
      week: before.deposits.week + 20000,
      month: before.deposits.month + 20000,
    });
    expect((await allowance()).weekly).toBe(weeklyLeft - 20000);
  });
});

describe('game launch', () => {
  const launch = async () => {
    const list = await call(ctx.app, 'GET', '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=5');
    const game = list.body.value.games[0];
    return call(ctx.app, 'POST', '/wps/game/launchGame', {
      token,
      body: launchBody(game, 'vip', token),
    });
  };

  it('is refused once the loss limit is reached', async () => {
    expect((await launch()).status).toBe(200);
    await setLimit('lossDaily', 1000);
    const { db, members, clock } = ctx.app.platform;
    const game = db.prepare('SELECT game_code FROM games LIMIT 1').pluck().get();
    db.prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
      VALUES ('rg-loss', ?, ?, 1500, 0, 'none', ?)`,
    ).run(members.findByUsername('vip')?.id, game, clock.now());
    const refused = await launch();
    expect(refused.status).toBe(403);
    expect(refused.body.value).toMatchObject({ reason: 'lossLimit' });
    expect((await state()).losses.day).toBe(1500);
  });

  it('refuses a lottery bet at the loss limit and writes nothing', async () => {
    // vip reached its daily loss limit in the test above.
    const { issueNo } = (await currentIssue(ctx.app, 'SSC1')).current;
    const before = writeState(ctx.app);
    const refused = await placeBets(ctx.app, token, {
      gameCode: 'SSC1',
      issueNo,
      lines: [priced(firstDigitLine('3'))],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.value).toMatchObject({ reason: 'lossLimit' });
    expect(writeState(ctx.app)).toEqual(before);
  });

  it('counts settled lottery bets in the losses (stake minus payout; cancelled bets not)', async () => {
    const demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const { db, members, clock } = ctx.app.platform;
    const id = members.findByUsername('demo')?.id;
    const since = clock.now() - 30 * 24 * HOUR_MS;
    const games = Number(
      db
        .prepare(
          'SELECT COALESCE(SUM(stake - payout), 0) FROM bet_records WHERE member_id = ? AND created_at > ?',
        )
        .pluck()
        .get(id, since),
    );
    const lottery = Number(
      db
        .prepare(
          `SELECT COALESCE(SUM(amount - payout), 0) FROM lottery_bets WHERE member_id = ?
          AND settled_at > ? AND status IN ('won', 'lost', 'push')`,
        )
        .pluck()
        .get(id, since),
    );
    // The seed gives demo settled lottery bets, so the lottery part is not zero.
    expect(lottery).not.toBe(0);
    expect((await state(demo)).losses.month).toBe(games + lottery);
  });

  it('is refused past the session time limit', async () => {
    const fresh = await loginAs(ctx.app, 'agent01', 'Agent1234!');
    await setLimit('sessionMinutes', 5, fresh);
    ctx.app.platform.clock.advance(6 * 60_000);
    const list = await call(ctx.app, 'GET', '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=5');
    const refused = await call(ctx.app, 'POST', '/wps/game/launchGame', {
      token: fresh,
      body: launchBody(list.body.value.games[0], 'agent01', fresh),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.value).toMatchObject({ reason: 'sessionLimit' });
  });
});

describe('time-out and self-exclusion', () => {
  it('ends the sessions and refuses logins with the end date until the time-out is over', async () => {
    const own = await loginAs(ctx.app, 'changeme', '123456');
    expect(
      (
        await call(ctx.app, 'POST', '/wps/member/responsible-gaming/exclusion', {
          token: own,
          body: { kind: 'timeout', hours: 12 },
        })
      ).status,
    ).toBe(400);
    const asked = ctx.app.platform.clock.now();
    const started = await call(ctx.app, 'POST', '/wps/member/responsible-gaming/exclusion', {
      token: own,
      body: { kind: 'timeout', hours: 24 },
    });
    expect(started.body.value.kind).toBe('timeout');
    expect(started.body.value.endsAt - asked).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(started.body.value.endsAt - asked).toBeLessThan(24 * HOUR_MS + 1000);
    expect((await call(ctx.app, 'GET', '/wps/member/profile', { token: own })).status).toBe(401);
    const refused = await postLogin(ctx.app, {
      type: 'username',
      username: 'changeme',
      password: '123456',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.value).toMatchObject({
      reason: 'timeout',
      until: started.body.value.endsAt,
    });
    expect(refused.body.message).toContain('time-out until');
    ctx.app.platform.clock.advance(24 * HOUR_MS + 1000);
    expect(
      (await postLogin(ctx.app, { type: 'username', username: 'changeme', password: '123456' }))
        .status,
    ).toBe(200);
  });

  it('self-excludes for 6 months to 5 years', async () => {
    const demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const tooLong = await call(ctx.app, 'POST', '/wps/member/responsible-gaming/exclusion', {
      token: demo,
      body: { kind: 'self_exclusion', months: 61 },
    });
    expect(tooLong.status).toBe(400);
    const excluded = await call(ctx.app, 'POST', '/wps/member/responsible-gaming/exclusion', {
      token: demo,
      body: { kind: 'self_exclusion', months: 6 },
    });
    expect(excluded.body.value.kind).toBe('self_exclusion');
    const refused = await postLogin(ctx.app, {
      type: 'username',
      username: 'demo',
      password: 'Demo1234!',
    });
    expect(refused.body.value).toMatchObject({
      reason: 'selfExcluded',
      until: excluded.body.value.endsAt,
    });
    // The password reset by phone logs in too: refused, and the password stays as it was.
    await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0812345678', countryDialingCode: '+66', purpose: 'password' },
      '10.7.0.1',
    );
    const reset = await postEncrypted(ctx.app, '/wps/member/password/verification', {
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: await lastSmsCode(ctx.app, '+660812345678'),
      newPassword: 'Changed123!',
    });
    expect(reset.status).toBe(403);
    expect(reset.body.value).toMatchObject({ reason: 'selfExcluded' });
    ctx.app.platform.clock.advance(100 * 24 * HOUR_MS);
    expect(
      (await postLogin(ctx.app, { type: 'username', username: 'demo', password: 'Demo1234!' }))
        .status,
    ).toBe(403);
  });
});
