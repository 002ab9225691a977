import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { salaryPeriodOf } from 'shared-contracts';

import { buildApp } from '../../src/app';
import { call, expectLedgerConsistent } from '../memberHelpers';
import { tempDir, testConfig } from '../testApp';
import { addBet, addMember, ledgerPaid } from './agentContractsHelpers';

const RUNNER = path.join(__dirname, 'agentContractsRunner.ts');
const MINUTE = 60_000;
const TIERS = [
  { minValidTurnover: 0, minActiveMembers: 1, rateBp: 100 },
  { minValidTurnover: 10_000, minActiveMembers: 2, rateBp: 200 },
];

/** The wage the tiers above give, worked out by hand (not with the shared rules). */
const wage = (validTurnover: number, activeMembers: number) => {
  const rate = validTurnover >= 10_000 && activeMembers >= 2 ? 200 : activeMembers >= 1 ? 100 : 0;
  return Math.floor((validTurnover * rate) / 10_000);
};

type Runner = { settled: number; paid: number; dividendPeriods: number };
const runner = (dbPath: string, now: number, batch: number, go: string) =>
  new Promise<Runner>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', RUNNER, dbPath, String(now), String(batch), go],
      { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Runner) : reject(new Error(`runner ${code}: ${err}`)),
    );
  });

/**
 * `agents` agents, each with two players, a real-time contract accepted a minute into `start`
 * and bets in each of the 12 windows of the hour from `start`. Answers what each agent is owed
 * per window, worked out by hand.
 */
const realtimeFixture = async (app: FastifyInstance, agents: number, start: number) => {
  const owed = new Map<string, number[]>();
  for (let a = 0; a < agents; a += 1) {
    const agent = await addMember(app, { username: `rt${start % 1000}a${a}`, agent: true });
    const p1 = await addMember(app, { username: `rt${start % 1000}a${a}p1`, upline: agent.id });
    const p2 = await addMember(app, { username: `rt${start % 1000}a${a}p2`, upline: agent.id });
    app.platform.agentContracts.contracts.grantFromBrand(
      agent.id,
      'realtime',
      TIERS,
      start + MINUTE,
    );
    const amounts: number[] = [];
    for (let w = 0; w < 12; w += 1) {
      const at = start + w * 5 * MINUTE;
      const s1 = 1_000 * (1 + ((a + w) % 7));
      addBet(app, p1.id, at + 10, s1, s1 * 2);
      let vt = s1;
      let active = 1;
      if ((a + w) % 3 === 0) {
        addBet(app, p2.id, at + 5 * MINUTE - 1, 9_000);
        vt += 9_000;
        active += 1;
      }
      // A bet at the window's end belongs to the next window (half-open periods).
      amounts.push(wage(vt, active));
    }
    owed.set(agent.id, amounts);
  }
  return owed;
};

/** Every (contract, window) settled once with the hand-worked amount; the ledger agrees. */
const expectPaidOnce = (app: FastifyInstance, owed: Map<string, number[]>, start: number) => {
  const { db } = app.platform;
  for (const [agentId, amounts] of owed) {
    const rows = db
      .prepare(
        'SELECT period_start, amount, transaction_id FROM agent_settlements WHERE agent_id = ? AND period_start < ? ORDER BY period_start',
      )
      .all(agentId, start + 60 * MINUTE) as {
      period_start: number;
      amount: number;
      transaction_id: string | null;
    }[];
    expect(rows.map((row) => row.period_start)).toEqual(
      amounts.map((_, w) => start + w * 5 * MINUTE),
    );
    expect(rows.map((row) => row.amount)).toEqual(amounts);
    for (const row of rows) expect(row.transaction_id === null).toBe(row.amount === 0);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(ledgerPaid(app, agentId, 'salary')).toBe(total);
    const credits = db
      .prepare(
        `SELECT COUNT(*) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'salary' AND e.account_id = ?`,
      )
      .pluck()
      .get(`player:${agentId}:MAIN`);
    expect(credits).toBe(amounts.filter((amount) => amount > 0).length);
  }
  // Periods after the hour (a start-up catch-up settles up to the real time) had no bets.
  const later = db.prepare(
    'SELECT COUNT(*) FROM agent_settlements WHERE agent_id = ? AND period_start >= ? AND amount > 0',
  );
  for (const agentId of owed.keys())
    expect(later.pluck().get(agentId, start + 60 * MINUTE)).toBe(0);
  const consistency = expectLedgerConsistent(app);
  expect(consistency.drift).toEqual([]);
  expect(consistency.sum).toBe(0);
};

const sumOwed = (owed: Map<string, number[]>) =>
  [...owed.values()].flat().reduce((sum, amount) => sum + amount, 0);

describe('wage settlement pays every contract and period exactly once', () => {
  // A report-day start two days ago: hour and 5-minute aligned.
  const start = salaryPeriodOf('daily', Date.now() - 2 * 86_400_000).start;

  it('with two platform processes settling the same periods at the same time', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    const app = await buildApp(config);
    try {
      app.platform.agentContracts.stop();
      const owed = await realtimeFixture(app, 20, start);
      const go = path.join(dir, 'go');
      const runs = [0, 1].map(() => runner(config.dbPath, start + 60 * MINUTE, 7, go));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      writeFileSync(go, '');
      const reports = await Promise.all(runs);
      expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(20 * 12);
      expect(reports.reduce((sum, r) => sum + r.paid, 0)).toBe(sumOwed(owed));
      expectPaidOnce(app, owed, start);
      // A later pass at the same time finds nothing left.
      expect(app.platform.agentContracts.runDue(start + 60 * MINUTE)).toEqual({
        settled: 0,
        paid: 0,
        dividendPeriods: 0,
      });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('after a crash in the middle of a run, and after a restart', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    let app = await buildApp(config);
    try {
      app.platform.agentContracts.stop();
      const owed = await realtimeFixture(app, 6, start);
      const { ledger, agentContracts } = app.platform;
      const post = ledger.postWithin;
      let calls = 0;
      ledger.postWithin = ((...args: Parameters<typeof post>) => {
        calls += 1;
        if (calls > 23) throw new Error('simulated crash');
        return post(...args);
      }) as typeof post;
      expect(() => agentContracts.runDue(start + 60 * MINUTE, { batchSize: 5 })).toThrow(
        'simulated crash',
      );
      ledger.postWithin = post;
      const mine = [...owed.keys()];
      const count = () =>
        Number(
          app.platform.db
            .prepare(
              `SELECT COUNT(*) FROM agent_settlements WHERE agent_id IN (${mine.map(() => '?').join(',')})`,
            )
            .pluck()
            .get(...mine),
        );
      const settledBefore = count();
      // Whole batches of 5 committed before the failing one; the failing batch rolled back.
      expect(settledBefore).toBeGreaterThan(0);
      expect(settledBefore).toBeLessThan(6 * 12);
      expect(settledBefore % 5).toBe(0);
      const paidBefore = [...owed.keys()].reduce(
        (sum, id) => sum + ledgerPaid(app, id, 'salary'),
        0,
      );
      const rowsPaid = Number(
        app.platform.db
          .prepare(
            `SELECT COALESCE(SUM(amount), 0) FROM agent_settlements WHERE agent_id IN (${mine.map(() => '?').join(',')})`,
          )
          .pluck()
          .get(...mine),
      );
      expect(paidBefore).toBe(rowsPaid);
      await app.close();

      // A new start catches up (the routes run a pass at start-up), nothing twice.
      app = await buildApp(config);
      app.platform.agentContracts.stop();
      app.platform.agentContracts.runDue(start + 60 * MINUTE);
      expectPaidOnce(app, owed, start);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('wage periods close on their boundaries as the platform clock moves', () => {
  it('real-time every 5 minutes, hourly every hour, daily every report day, paid and pushed', async () => {
    const dir = tempDir();
    const app = await buildApp(testConfig({}, dir));
    try {
      app.platform.agentContracts.stop();
      const { clock, agentContracts, ledger, db } = app.platform;
      const agent = await addMember(app, { username: 'clockagent', agent: true, login: true });
      const p1 = await addMember(app, { username: 'clockp1', upline: agent.id });
      const p2 = await addMember(app, { username: 'clockp2', upline: agent.id });
      // Start where the first 5-minute window does not also close the hour (and the day): each
      // step below then closes one kind of period more. Near the report day's end (the last
      // hour), start in the next day instead, so the day holds windows without bets.
      const dayEnd = salaryPeriodOf('daily', clock.now()).end;
      if (dayEnd - clock.now() < 60 * MINUTE) clock.advance(dayEnd - clock.now() + 10 * MINUTE);
      const started = clock.now();
      if (salaryPeriodOf('realtime', started).end === salaryPeriodOf('hourly', started).end)
        clock.advance(5 * MINUTE);
      const accepted = clock.now();
      for (const kind of ['realtime', 'hourly', 'daily'] as const)
        agentContracts.contracts.grantFromBrand(agent.id, kind, TIERS, accepted);
      const r0 = salaryPeriodOf('realtime', accepted);
      const h0 = salaryPeriodOf('hourly', accepted);
      const d0 = salaryPeriodOf('daily', accepted);
      // In the first 5 minutes: 20,000 by two members. Later in the hour / day: one member.
      addBet(app, p1.id, r0.start, 12_000);
      addBet(app, p2.id, r0.end - 1, 8_000, 30_000);
      const laterInHour = r0.end < h0.end ? r0.end : null;
      if (laterInHour !== null) addBet(app, p1.id, laterInHour, 3_000);
      const laterInDay = h0.end < d0.end ? h0.end + 1 : null;
      if (laterInDay !== null) addBet(app, p2.id, laterInDay, 50_000);
      // Another team's bet does not count.
      const stranger = await addMember(app, { username: 'clockstranger' });
      addBet(app, stranger.id, r0.start + 1, 99_000);

      const pushed: string[] = [];
      ledger.events.on('moved', (ids) => pushed.push(...ids));
      // Each pass runs at an exact instant of the platform clock (as the scheduler's tick would).
      const moveTo = (at: number) => agentContracts.runDue(at);
      const rows = (kind: string) =>
        db
          .prepare(
            'SELECT period_start AS s, period_end AS e, valid_turnover AS vt, active_members AS n, rate_bp AS r, amount FROM agent_settlements WHERE agent_id = ? AND kind = ? ORDER BY period_start',
          )
          .all(agent.id, kind) as {
          s: number;
          e: number;
          vt: number;
          n: number;
          r: number;
          amount: number;
        }[];

      moveTo(r0.end - 1);
      expect(rows('realtime')).toEqual([]);

      moveTo(r0.end);
      expect(rows('realtime')).toEqual([
        { s: r0.start, e: r0.end, vt: 20_000, n: 2, r: 200, amount: 400 },
      ]);
      expect(pushed).toContain(agent.id);
      expect(ledgerPaid(app, agent.id, 'salary')).toBe(400);

      moveTo(h0.end);
      const windows = (h0.end - r0.start) / (5 * MINUTE);
      expect(rows('realtime')).toHaveLength(windows);
      const hourTurnover = 20_000 + (laterInHour !== null ? 3_000 : 0);
      expect(rows('hourly')).toEqual([
        { s: h0.start, e: h0.end, vt: hourTurnover, n: 2, r: 200, amount: wage(hourTurnover, 2) },
      ]);
      if (h0.end < d0.end) expect(rows('daily')).toEqual([]);

      moveTo(d0.end);
      expect(rows('realtime')).toHaveLength((d0.end - r0.start) / (5 * MINUTE));
      expect(rows('hourly')).toHaveLength((d0.end - h0.start) / (60 * MINUTE));
      const dayTurnover = hourTurnover + (laterInDay !== null ? 50_000 : 0);
      expect(rows('daily')).toEqual([
        { s: d0.start, e: d0.end, vt: dayTurnover, n: 2, r: 200, amount: wage(dayTurnover, 2) },
      ]);
      // Empty windows settle at 0 with no ledger movement; the paid ones sum to the ledger.
      const all = [...rows('realtime'), ...rows('hourly'), ...rows('daily')];
      expect(ledgerPaid(app, agent.id, 'salary')).toBe(all.reduce((sum, r) => sum + r.amount, 0));
      expect(all.filter((r) => r.amount === 0).length).toBeGreaterThan(0);

      // The history as the agent reads it, newest period first.
      const page = await call(app, 'GET', '/wps/agent/contracts/settlements?kind=daily', {
        token: agent.token!,
      });
      expect(page.status).toBe(200);
      expect(page.body.value).toMatchObject({ total: 1, pageNo: 1, totalPages: 1 });
      expect(page.body.value.list[0]).toMatchObject({
        periodStart: d0.start,
        periodEnd: d0.end,
        validTurnover: dayTurnover,
        activeMembers: 2,
        rateBp: 200,
        amount: wage(dayTurnover, 2),
        paidAt: d0.end,
      });
      const realtime = await call(
        app,
        'GET',
        '/wps/agent/contracts/settlements?kind=realtime&pageSize=2',
        { token: agent.token! },
      );
      expect(realtime.body.value.list.map((r: { periodStart: number }) => r.periodStart)).toEqual([
        d0.end - 5 * MINUTE,
        d0.end - 10 * MINUTE,
      ]);

      // Terminated now: the current periods are not settled, ever.
      const daily = agentContracts.contracts.store.approved(agent.id, 'daily')!;
      const ended = await call(app, 'POST', '/wps/agent/contracts/decide', {
        token: agent.token!,
        body: { contractId: daily.id, decision: 'terminate' },
        key: 'terminate-daily-1',
      });
      expect(ended.body.value.status).toBe('terminated');
      // The scheduler's path: the ops clock moves a day and a half ahead, a run as of its now.
      const moved = await call(app, 'POST', '/admin/dev/clock', {
        admin: true,
        body: { advanceMs: d0.end + 36 * 3_600_000 - clock.now() },
      });
      const now = moved.body.value.now as number;
      expect(now).toBeGreaterThanOrEqual(d0.end + 36 * 3_600_000);
      const run = await call(app, 'POST', '/admin/agent/settlement/run', { admin: true });
      expect(run.status).toBe(200);
      expect(rows('daily')).toHaveLength(1);
      const hours = rows('hourly');
      expect(hours[hours.length - 1]!.e).toBe(salaryPeriodOf('hourly', now).start);
      const windowsNow = rows('realtime');
      expect(windowsNow[windowsNow.length - 1]!.e).toBe(salaryPeriodOf('realtime', now).start);
      expect(windowsNow).toHaveLength(
        (salaryPeriodOf('realtime', now).start - r0.start) / (5 * MINUTE),
      );
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
