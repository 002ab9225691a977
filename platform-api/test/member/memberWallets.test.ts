import type { Endpoint } from 'shared-contracts';
import * as contract from 'shared-contracts';
import * as memberContract from 'shared-contracts/member';
import { memberWalletsSchema } from 'shared-contracts/member';

import { trialSession } from '../gameHelpers';
import { call, ledgerState, mainBalance, newKey, stopSchedules } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  stopSchedules(ctx.app);
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

const wallets = async (as = token) =>
  memberWalletsSchema.parse(
    (await call(ctx.app, 'GET', '/wps/member/wallets', { token: as })).body.value,
  );
const transfer = (from: string, to: string, amount: number) =>
  call(ctx.app, 'POST', '/wps/v2/wallets/transfer', {
    token,
    key: newKey('tr'),
    body: { from, to, amount },
  });
const recall = (key: string) =>
  call(ctx.app, 'POST', '/wps/member/wallets/recall', { token, key, body: {} });

describe('wallets', () => {
  it('lists the main wallet and every vendor wallet', async () => {
    const list = await wallets();
    expect(list.wallets.map((w) => [w.walletId, w.kind])).toEqual([
      ['MAIN', 'main'],
      ['EVO', 'vendor'],
      ['PG', 'vendor'],
      ['SABA', 'vendor'],
    ]);
    expect(list.sumBalance).toBe(list.wallets.reduce((sum, w) => sum + w.balance, 0));
    expect(list.merchantWallet).toBeNull();
  });

  it('recalls every vendor balance to main in one idempotent call', async () => {
    await transfer('MAIN', 'EVO', 1000);
    await transfer('MAIN', 'PG', 2500);
    const total = (await wallets()).sumBalance;
    const key = newKey('recall');
    const before = ledgerState(ctx.app);
    const first = await recall(key);
    expect(first.status).toBe(200);
    expect(
      first.body.value.wallets.filter(
        (w: { kind: string; balance: number }) => w.kind === 'vendor' && w.balance > 0,
      ),
    ).toEqual([]);
    expect(first.body.value.sumBalance).toBe(total);
    // One transaction of three entries (two vendors out, main in).
    expect(ledgerState(ctx.app)).toMatchObject({
      transactions: before.transactions + 1,
      entries: before.entries + 3,
    });

    await transfer('MAIN', 'SABA', 700);
    const replay = await recall(key);
    expect(replay.body.value).toEqual(first.body.value);
    expect((await wallets()).wallets.find((w) => w.walletId === 'SABA')?.balance).toBe(700);
    const again = await recall(newKey('recall'));
    expect(
      again.body.value.wallets.find((w: { walletId: string }) => w.walletId === 'SABA').balance,
    ).toBe(0);
    const nothing = ledgerState(ctx.app);
    expect((await recall(newKey('recall'))).status).toBe(200);
    expect(ledgerState(ctx.app)).toEqual(nothing);
    expect(
      (await call(ctx.app, 'POST', '/wps/member/wallets/recall', { token, body: {} })).status,
    ).toBe(400);
  });
});

describe('transfer to the upline agent', () => {
  let member: string;
  beforeAll(async () => {
    const { db, members } = ctx.app.platform;
    // changeme gets agent01 as upline and money to move.
    db.prepare('UPDATE members SET upline_id = ? WHERE username = ?').run(
      members.findByUsername('agent01')?.id,
      'changeme',
    );
    await call(ctx.app, 'POST', '/admin/wallets/credit', {
      admin: true,
      body: { username: 'changeme', amount: 3_000_000, idempotencyKey: newKey('credit') },
    });
    member = await loginAs(ctx.app, 'changeme', '123456');
    await call(ctx.app, 'POST', '/wps/member/security/withdrawal-password', {
      token: member,
      body: { newPassword: '135790', confirmNewPassword: '135790' },
    });
  });
  const send = (body: Record<string, unknown>, key = newKey('up')) =>
    call(ctx.app, 'POST', '/wps/member/upline/transfer', {
      token: member,
      key,
      body: { amount: 100_000, withdrawalPassword: '135790', ...body },
    });

  it('shows the upline and the limits', async () => {
    const info = await call(ctx.app, 'GET', '/wps/member/upline', { token: member });
    expect(info.body.value).toMatchObject({
      upline: { username: 'agent01' },
      minAmount: 1000,
      maxAmount: 1_000_000,
      dailyMax: 2_000_000,
      dailyUsed: 0,
    });
    const none = await call(ctx.app, 'GET', '/wps/member/upline', { token });
    expect(none.body.value.upline).toBeNull();
    const refused = await call(ctx.app, 'POST', '/wps/member/upline/transfer', {
      token,
      key: newKey('up'),
      body: { amount: 5000, withdrawalPassword: '123456' },
    });
    expect(refused.status).toBe(409);
  });

  it('moves money to the upline with the withdrawal password, once per key, within the limits', async () => {
    const before = {
      member: mainBalance(ctx.app, 'changeme'),
      agent: mainBalance(ctx.app, 'agent01'),
    };
    expect((await send({ withdrawalPassword: '000000' })).status).toBe(400);
    expect((await send({ amount: 500 })).status).toBe(400);
    expect((await send({ amount: 1_000_001 })).status).toBe(400);
    expect(mainBalance(ctx.app, 'changeme')).toBe(before.member);

    const key = newKey('up');
    const first = await send({ amount: 1_000_000 }, key);
    expect(first.body.value).toMatchObject({ amount: 1_000_000, toUsername: 'agent01' });
    expect((await send({ amount: 1_000_000 }, key)).body.value.transferId).toBe(
      first.body.value.transferId,
    );
    expect((await send({ amount: 999_999 }, key)).status).toBe(422);
    expect(mainBalance(ctx.app, 'changeme')).toBe(before.member - 1_000_000);
    expect(mainBalance(ctx.app, 'agent01')).toBe(before.agent + 1_000_000);

    expect((await send({ amount: 1_000_000 })).status).toBe(200);
    const overDaily = await send({ amount: 1000 });
    expect(overDaily.status).toBe(400);
    expect(overDaily.body.message).toContain('daily');
    const history = await call(ctx.app, 'GET', '/wps/member/upline/transfers', { token: member });
    expect(history.body.value.total).toBe(2);
  });
});

describe('trial accounts', () => {
  it("are refused every call of the contract marked registeredOnly, the member centre's", async () => {
    const trial = trialSession(ctx.app, 100_000);
    const exported: unknown[] = [...Object.values(contract), ...Object.values(memberContract)];
    const marked = exported.filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'registeredOnly' in value,
    );
    expect(marked.length).toBeGreaterThanOrEqual(29);
    for (const endpoint of marked.filter(({ path }) => !path.includes(':'))) {
      const answer = await call(ctx.app, endpoint.method, endpoint.path, {
        token: trial,
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: {} }),
      });
      expect([endpoint.path, answer.status, answer.body.value]).toEqual([
        endpoint.path,
        403,
        { reason: 'trial' },
      ]);
    }
    // The balance itself stays readable, as in the header.
    expect((await call(ctx.app, 'GET', '/wps/v2/wallets/balance', { token: trial })).status).toBe(
      200,
    );
  });
});
