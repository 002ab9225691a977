import type { FastifyInstance } from 'fastify';
import { periodOf, reportDayOf } from 'shared-contracts';

import { HOUSE_ACCOUNT_ID } from '../../src/ledger/accounts';
import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { startTestApp } from '../testApp';
import { addBet, addBonus, addMember, gameOfCategory, ledgerPaid } from './agentContractsHelpers';

const HOUR = 3_600_000;
const TIERS = [
  { minValidTurnover: 0, minActiveMembers: 1, rateBp: 1_000 },
  { minValidTurnover: 1_000_000, minActiveMembers: 2, rateBp: 2_000 },
];

describe('dividends and the income report', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let agent: Awaited<ReturnType<typeof addMember>>;
  let sub: Awaited<ReturnType<typeof addMember>>;
  let p1: Awaited<ReturnType<typeof addMember>>;
  let p2: Awaited<ReturnType<typeof addMember>>;
  // Three closed semimonthly periods and the open one.
  const now = Date.now();
  const current = periodOf('semimonthly', now);
  const c = periodOf('semimonthly', current.start - 1);
  const b = periodOf('semimonthly', c.start - 1);
  const a = periodOf('semimonthly', b.start - 1);
  const days = (p: { start: number; end: number }) => ({
    from: reportDayOf(p.start),
    to: reportDayOf(p.end - 1),
  });
  let periodIds: Record<'a' | 'b' | 'c', string>;

  const dividends = (token: string) =>
    call(app, 'GET', '/wps/agent/dividends?pageSize=10', { token });
  const request = (token: string, periodId: string, key = newKey('divreq')) =>
    call(app, 'POST', '/wps/agent/dividends/request', { token, body: { periodId }, key });
  const decide = (body: { periodId: string; approve: boolean; reason?: string }) =>
    call(app, 'POST', '/admin/agent/dividends/decide', { admin: true, body });

  beforeAll(async () => {
    ({ app, close } = await startTestApp());
    app.platform.agentContracts.stop();
    const { db, agentContracts, ledger } = app.platform;
    agent = await addMember(app, { username: 'divagent', agent: true, login: true });
    sub = await addMember(app, { username: 'divsub', upline: agent.id, agent: true, login: true });
    p1 = await addMember(app, { username: 'divp1', upline: agent.id });
    p2 = await addMember(app, { username: 'divp2', upline: sub.id });
    db.prepare('UPDATE members SET rebate_bp = 80, commission_bp = 2500 WHERE id = ?').run(
      agent.id,
    );
    db.prepare('UPDATE members SET rebate_bp = 30 WHERE id = ?').run(sub.id);
    agentContracts.contracts.grantFromBrand(agent.id, 'dividend', TIERS, a.start + HOUR);

    // A: the players win 150,000 (negative net loss), one active member.
    addBet(app, p1.id, a.start + HOUR, 100_000, 250_000);
    // B: 400,000 + 500,000 − a 20,000 bonus = 880,000; 1,200,000 by two members: 20 %.
    addBet(app, p1.id, b.start + 2 * HOUR, 400_000);
    addBet(app, p2.id, b.end - HOUR, 800_000, 300_000);
    addBonus(app, p2.id, b.start + 3 * HOUR, 20_000);
    // C: 150,000 by one member: 10 %.
    addBet(app, p2.id, c.start + HOUR, 200_000, 50_000, gameOfCategory(app, 'LIVE'));
    // Open period: 10,000 so far.
    addBet(app, p1.id, current.start, 10_000);
    // Wages the ledger paid in B and C (hand-posted at those times).
    for (const [key, amount, at] of [
      ['test-salary-b', 12_345, b.start + 5 * HOUR],
      ['test-salary-c', 678, c.end - 1],
    ] as const) {
      ledger.post(
        {
          kind: 'salary',
          idempotencyKey: key,
          postings: [
            { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
            { accountId: `player:${agent.id}:MAIN`, amount },
          ],
        },
        at,
      );
    }
    const report = agentContracts.runDue(now);
    expect(report.dividendPeriods).toBe(3);
    const ids = db
      .prepare('SELECT id FROM agent_dividend_periods WHERE agent_id = ? ORDER BY period_start')
      .pluck()
      .all(agent.id) as string[];
    periodIds = { a: ids[0]!, b: ids[1]!, c: ids[2]! };
  }, 60_000);
  afterAll(() => close());

  it('closes each period with its carry-over and lists the open one first', async () => {
    const listed = await dividends(agent.token!);
    expect(listed.status).toBe(200);
    expect(listed.body.value.contract).toMatchObject({ kind: 'dividend', status: 'approved' });
    expect(listed.body.value.page).toMatchObject({ total: 4, pageNo: 1, totalPages: 1 });
    const rows = listed.body.value.page.list as Record<string, unknown>[];
    expect(rows.map((row) => row.status)).toEqual([
      'open',
      'requestable',
      'requestable',
      'approved',
    ]);
    expect(rows[3]).toMatchObject({
      periodId: periodIds.a,
      ...{ periodStart: days(a).from, periodEnd: days(a).to },
      netLoss: -150_000,
      activeMembers: 1,
      carriedIn: 0,
      payableBase: 0,
      rateBp: 1_000,
      amount: 0,
      requestedAt: null,
      reason: null,
    });
    expect(rows[2]).toMatchObject({
      periodId: periodIds.b,
      netLoss: 880_000,
      activeMembers: 2,
      carriedIn: -150_000,
      payableBase: 730_000,
      rateBp: 2_000,
      amount: 146_000,
      decidedAt: null,
    });
    expect(rows[1]).toMatchObject({
      periodId: periodIds.c,
      netLoss: 150_000,
      carriedIn: 0,
      payableBase: 150_000,
      rateBp: 1_000,
      amount: 15_000,
    });
    expect(rows[0]).toMatchObject({
      periodStart: days(current).from,
      periodEnd: days(current).to,
      netLoss: 10_000,
      carriedIn: 0,
      amount: 1_000,
      status: 'open',
    });
    // Paging: the open period counts on page 1 only.
    const second = await call(app, 'GET', '/wps/agent/dividends?pageSize=3&pageNo=2', {
      token: agent.token!,
    });
    expect(second.body.value.page.list.map((row: { periodId: string }) => row.periodId)).toEqual([
      periodIds.a,
    ]);
    // A sub-agent without a dividend contract.
    const none = await dividends(sub.token!);
    expect(none.body.value).toEqual({
      contract: null,
      page: { list: [], total: 0, totalPages: 0, pageNo: 1 },
    });
  });

  it('takes a request once, and ops pay an approval once', async () => {
    const zero = await request(agent.token!, periodIds.a);
    expect(zero.status).toBe(409);
    expect(zero.body.value.reason).toBe('notRequestable');
    const strangers = await request(sub.token!, periodIds.b);
    expect(strangers.status).toBe(404);
    expect(strangers.body.value.reason).toBe('notFound');

    const key = newKey('divreq');
    const asked = await request(agent.token!, periodIds.b, key);
    expect(asked.status).toBe(200);
    expect(asked.body.value).toMatchObject({
      status: 'inProcess',
      requestedAt: expect.any(Number),
    });
    expect((await request(agent.token!, periodIds.b, key)).body.value).toEqual(asked.body.value);
    const again = await request(agent.token!, periodIds.b);
    expect(again.status).toBe(409);
    expect(again.body.value.reason).toBe('notRequestable');

    const before = mainBalance(app, 'divagent');
    const approved = await decide({ periodId: periodIds.b, approve: true });
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', amount: 146_000 });
    const twice = await decide({ periodId: periodIds.b, approve: true });
    expect(twice.status).toBe(200);
    expect(mainBalance(app, 'divagent')).toBe(before + 146_000);
    expect(ledgerPaid(app, agent.id, 'dividend')).toBe(146_000);
    expect(
      app.platform.db
        .prepare('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?')
        .pluck()
        .get(`dividend:${periodIds.b}`),
    ).toBe(1);
    const flip = await decide({ periodId: periodIds.b, approve: false, reason: 'late' });
    expect(flip.status).toBe(409);
    expect(flip.body.value.reason).toBe('wrongStatus');
    expect(expectLedgerConsistent(app).drift).toEqual([]);
  });

  it('rejects a requested period with a reason, and never pays it', async () => {
    const notAsked = await decide({ periodId: periodIds.c, approve: false, reason: 'checks' });
    expect(notAsked.status).toBe(409);
    await request(agent.token!, periodIds.c);
    const noReason = await decide({ periodId: periodIds.c, approve: false });
    expect(noReason.status).toBe(400);
    const rejected = await decide({
      periodId: periodIds.c,
      approve: false,
      reason: 'Bonus abuse under review',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      reason: 'Bonus abuse under review',
    });
    const late = await decide({ periodId: periodIds.c, approve: true });
    expect(late.status).toBe(409);
    const listed = await dividends(agent.token!);
    const row = listed.body.value.page.list.find(
      (r: { periodId: string }) => r.periodId === periodIds.c,
    );
    expect(row).toMatchObject({ status: 'rejected', reason: 'Bonus abuse under review' });
    expect(ledgerPaid(app, agent.id, 'dividend')).toBe(146_000);
    const unknown = await decide({ periodId: 'no-such-period', approve: true });
    expect(unknown.status).toBe(404);
    const noAdmin = await call(app, 'POST', '/admin/agent/dividends/decide', {
      body: { periodId: periodIds.c, approve: true },
    });
    expect(noAdmin.status).toBe(401);
  });

  it('reports commission with carry-over, rebates, salaries and dividends that reconcile', async () => {
    const range = { from: days(a).from, to: days(current).to };
    const reply = await call(
      app,
      'GET',
      `/wps/agent/reports/income?periodKind=semimonthly&from=${range.from}&to=${range.to}`,
      { token: agent.token! },
    );
    expect(reply.status).toBe(200);
    const expected = [
      // A: P1 100,000 at (80 − 0) bp = 800.
      {
        p: a,
        netLoss: -150_000,
        carriedIn: 0,
        payableBase: 0,
        commission: 0,
        rebates: 800,
        salaries: 0,
        dividends: 0,
      },
      // B: P1 400,000 at 80 bp = 3,200; divsub's team 800,000 at (80 − 30) bp = 4,000.
      {
        p: b,
        netLoss: 880_000,
        carriedIn: -150_000,
        payableBase: 730_000,
        commission: 182_500,
        rebates: 7_200,
        salaries: 12_345,
        dividends: 0,
      },
      // C: divsub's team 200,000 at 50 bp.
      {
        p: c,
        netLoss: 150_000,
        carriedIn: 0,
        payableBase: 150_000,
        commission: 37_500,
        rebates: 1_000,
        salaries: 678,
        dividends: 0,
      },
      // The open period: the dividend of B was paid now.
      {
        p: current,
        netLoss: 10_000,
        carriedIn: 0,
        payableBase: 10_000,
        commission: 2_500,
        rebates: 80,
        salaries: 0,
        dividends: 146_000,
      },
    ].map(({ p, ...figures }) => ({
      periodStart: days(p).from,
      periodEnd: days(p).to,
      ...figures,
      total: figures.commission + figures.rebates + figures.salaries + figures.dividends,
    }));
    expect(reply.body.value.periods).toEqual(expected);
    expect(reply.body.value.totals).toEqual({
      netLoss: 890_000,
      commission: 222_500,
      rebates: 9_080,
      salaries: 13_023,
      dividends: 146_000,
      total: 222_500 + 9_080 + 13_023 + 146_000,
    });
    // Salaries and dividends are what the ledger paid the agent.
    expect(ledgerPaid(app, agent.id, 'salary')).toBe(13_023);

    // By day over B: every day listed, the same net loss in total.
    const daily = await call(
      app,
      'GET',
      `/wps/agent/reports/income?periodKind=daily&from=${days(b).from}&to=${days(b).to}`,
      { token: agent.token! },
    );
    expect(daily.body.value.periods).toHaveLength((b.end - b.start) / 86_400_000);
    expect(daily.body.value.totals.netLoss).toBe(880_000);
    expect(daily.body.value.totals.rebates).toBe(7_200);
  });

  it('breaks the commission down by direct downline and game category', async () => {
    const reply = await call(
      app,
      'GET',
      `/wps/agent/reports/income/breakdown?from=${days(b).from}&to=${days(c).to}`,
      { token: agent.token! },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.value.rows).toEqual([
      // divsub's team: 500,000 (RNG in B) and 150,000 (LIVE in C); bonuses have no category.
      { username: 'divsub', category: 'RNG', netLoss: 500_000, commission: 125_000 },
      { username: 'divp1', category: 'RNG', netLoss: 400_000, commission: 100_000 },
      { username: 'divsub', category: 'LIVE', netLoss: 150_000, commission: 37_500 },
    ]);
  });

  it('refuses a period that is reversed or too long', async () => {
    const reversed = await call(
      app,
      'GET',
      '/wps/agent/reports/income?periodKind=daily&from=2025-03-02&to=2025-03-01',
      { token: agent.token! },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.value.reason).toBe('invalidPeriod');
    const long = await call(
      app,
      'GET',
      '/wps/agent/reports/income/breakdown?from=2025-01-01&to=2025-04-30',
      { token: agent.token! },
    );
    expect(long.status).toBe(400);
    expect(long.body.value.reason).toBe('periodTooLong');
  });
});
