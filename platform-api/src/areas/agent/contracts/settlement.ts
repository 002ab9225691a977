import { randomUUID } from 'node:crypto';

import {
  DIVIDEND_PERIOD_KIND,
  periodOf,
  reportDayOf,
  type SalaryKind,
  salaryPeriodOf,
} from 'shared-contracts';
import { applyRateBp, rateFor, wageOf, withCarryOver } from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../../ledger/accounts';
import type { Ledger } from '../../../ledger/ledger';
import { type ContractRow, tiersOf } from './store';

/** Contract periods settled per database transaction. */
export const SETTLE_BATCH = 500;

/** Ledger idempotency keys: one wage per contract and period, one dividend per period. */
export const salaryKey = (contractId: string, periodStart: number) =>
  `salary:${contractId}:${periodStart}`;
export const dividendKey = (periodId: string) => `dividend:${periodId}`;

/** A half-open window of epoch ms. */
export interface Window {
  start: number;
  end: number;
}

/** Team figures of a window: valid turnover (settled stakes) and members who bet. */
export interface TeamStats {
  validTurnover: number;
  activeMembers: number;
}

export interface SettlementReport {
  /** Settlement rows written by this run (amount 0 included). */
  settled: number;
  /** Minor units this run paid in wages. */
  paid: number;
  /** Dividend periods this run closed. */
  dividendPeriods: number;
}

const WAGE_KINDS: readonly SalaryKind[] = ['daily', 'hourly', 'realtime'];

/** Where a contract's settlement starts: the period its acceptance fell in. */
const coverageStart = (row: ContractRow, periodStartOf: (ms: number) => number): number =>
  row.settled_until ?? periodStartOf(row.accepted_at ?? 0);

/** The start of the period of `kind` that `ms` falls in. */
export const periodStartOf = (kind: ContractRow['kind'], ms: number): number =>
  kind === 'dividend' ? periodOf(DIVIDEND_PERIOD_KIND, ms).start : salaryPeriodOf(kind, ms).start;

/** The period of `kind` that starts at `start` (periods tile time, so `end` is the next start). */
const periodAt = (kind: ContractRow['kind'], start: number): Window =>
  kind === 'dividend' ? periodOf(DIVIDEND_PERIOD_KIND, start) : salaryPeriodOf(kind, start);

/**
 * Wage settlement and the closing of dividend periods, on the time it is given (the platform
 * clock). A wage contract covers the periods from the one its acceptance fell in up to, not
 * including, the one its termination fell in: a contract that replaces another on acceptance
 * therefore takes over at the next period boundary's side of the same instant, never both.
 *
 * Each batch is one IMMEDIATE transaction that re-reads the contract, inserts the settlement row
 * (UNIQUE (contract_id, period_start), ON CONFLICT DO NOTHING) and only when that row is new
 * credits the wage with the key salary:<contractId>:<periodStart>. Two runs (two processes) of
 * the same periods serialise on the write lock and the second finds the rows written; a crash
 * rolls back the open batch whole, row and credit together, and the next run settles it.
 */
export const createAgentSettlement = (db: Db, ledger: Ledger) => {
  const dueWages = db.prepare(`SELECT * FROM agent_contracts
    WHERE kind = @kind AND accepted_at IS NOT NULL
      AND (settled_until IS NULL OR settled_until < @closedEnd)
      AND (status = 'approved' OR (status = 'terminated' AND covered_until > COALESCE(settled_until, 0)))
    ORDER BY accepted_at, id`);
  const contractById = db.prepare('SELECT * FROM agent_contracts WHERE id = ?');
  // Settled bets of the team in the window: game rounds and won or lost lottery bets (the
  // settled_bets view, spelled out per table so each arm uses its member index).
  const teamBets = db.prepare(`SELECT COALESCE(SUM(stake), 0) AS validTurnover,
      COUNT(DISTINCT member_id) AS activeMembers
    FROM (
      SELECT b.member_id, b.stake FROM agent_tree t JOIN bet_records b
        ON b.member_id = t.member_id AND b.created_at >= @start AND b.created_at < @end
      WHERE t.ancestor_id = @agent
      UNION ALL
      SELECT l.member_id, l.amount FROM agent_tree t JOIN lottery_bets l
        ON l.member_id = t.member_id AND l.status IN ('won', 'lost')
        AND l.settled_at >= @start AND l.settled_at < @end
      WHERE t.ancestor_id = @agent
    )`);
  const teamDays = db.prepare(`SELECT COALESCE(SUM(s.valid_turnover), 0) AS validTurnover,
      COUNT(DISTINCT CASE WHEN s.bets > 0 THEN s.member_id END) AS activeMembers,
      COALESCE(SUM(s.stake - s.payout - s.bonuses), 0) AS netLoss
    FROM agent_tree t JOIN member_daily_stats s ON s.member_id = t.member_id
      AND s.day >= @fromDay AND s.day <= @toDay
    WHERE t.ancestor_id = @agent`);
  const insertSettlement = db.prepare(`INSERT INTO agent_settlements
    (id, contract_id, agent_id, kind, period_start, period_end, valid_turnover, active_members,
     rate_bp, amount, transaction_id, paid_at)
    VALUES (@id, @contractId, @agentId, @kind, @start, @end, @validTurnover, @activeMembers,
     @rateBp, @amount, @transactionId, @now)
`);
  const settled = db.prepare(
    'SELECT 1 FROM agent_settlements WHERE contract_id = ? AND period_start = ?',
  );
  const advance = db.prepare(`UPDATE agent_contracts SET settled_until = @end
    WHERE id = @id AND (settled_until IS NULL OR settled_until < @end)`);
  const lastDividend = db.prepare(`SELECT net_loss, carried_in FROM agent_dividend_periods
    WHERE agent_id = ? AND period_start < ? ORDER BY period_start DESC LIMIT 1`);
  const insertDividend = db.prepare(`INSERT INTO agent_dividend_periods
    (id, contract_id, agent_id, period_start, period_end, net_loss, valid_turnover,
     active_members, carried_in, payable_base, rate_bp, amount, status, closed_at, decided_at)
    VALUES (@id, @contractId, @agentId, @start, @end, @netLoss, @validTurnover, @activeMembers,
     @carriedIn, @payableBase, @rateBp, @amount, @status, @now, @decidedAt)
    ON CONFLICT (agent_id, period_start) DO NOTHING`);

  /** Team figures from the bets themselves (any window: an hour, 5 minutes, a day). */
  const betStats = (agentId: string, window: Window): TeamStats =>
    teamBets.get({ agent: agentId, start: window.start, end: window.end }) as TeamStats;

  /** Team figures of whole report days from the daily facts (dividends). */
  const dayStats = (agentId: string, window: Window) =>
    teamDays.get({
      agent: agentId,
      fromDay: reportDayOf(window.start),
      toDay: reportDayOf(window.end - 1),
    }) as TeamStats & { netLoss: number };

  /** Where the contract's periods stop: the last closed one, or its termination's period. */
  const coverageEnd = (row: ContractRow, closedEnd: number) =>
    row.status === 'terminated' ? Math.min(closedEnd, row.covered_until ?? 0) : closedEnd;

  /** The closed, unsettled periods of a contract as of `closedEnd`, oldest first. */
  const periodsOf = (row: ContractRow, closedEnd: number): Window[] => {
    const periods: Window[] = [];
    const end = coverageEnd(row, closedEnd);
    let start = coverageStart(row, (ms) => periodStartOf(row.kind, ms));
    while (start < end) {
      const period = periodAt(row.kind, start);
      if (period.end > end) break;
      periods.push(period);
      start = period.end;
    }
    return periods;
  };

  /** Whether the contract (as it is now, inside the transaction) still covers the period. */
  const covers = (row: ContractRow | undefined, period: Window): row is ContractRow => {
    if (!row || row.accepted_at === null) return false;
    if (row.status === 'approved') return true;
    return row.status === 'terminated' && period.end <= (row.covered_until ?? 0);
  };

  /**
   * Settles one wage period of a contract inside the caller's IMMEDIATE transaction: answers the
   * amount paid, or null when the contract no longer covers the period or another run settled it
   * (the write lock is held, so nothing can settle it between this check and the insert).
   */
  const settleWage = (contractId: string, period: Window, now: number, moved: Set<string>) => {
    const row = contractById.get(contractId) as ContractRow | undefined;
    if (!covers(row, period)) return null;
    if (settled.get(contractId, period.start)) {
      advance.run({ id: contractId, end: period.end });
      return null;
    }
    const stats = betStats(row.agent_id, period);
    const tiers = tiersOf(row);
    const amount = wageOf(tiers, stats);
    let transactionId: string | null = null;
    if (amount > 0) {
      transactionId = ledger.postWithin(
        {
          kind: 'salary',
          idempotencyKey: salaryKey(contractId, period.start),
          request: { contractId, periodStart: period.start },
          postings: [
            { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
            { accountId: playerAccountId(row.agent_id, 'MAIN'), amount },
          ],
        },
        now,
      ).transactionId;
      moved.add(row.agent_id);
    }
    insertSettlement.run({
      id: randomUUID(),
      contractId,
      agentId: row.agent_id,
      kind: row.kind,
      start: period.start,
      end: period.end,
      validTurnover: stats.validTurnover,
      activeMembers: stats.activeMembers,
      rateBp: rateFor(tiers, stats),
      amount,
      transactionId,
      now,
    });
    advance.run({ id: contractId, end: period.end });
    return amount;
  };

  /** Closes one dividend period of a contract inside the caller's transaction. */
  const closeDividend = (contractId: string, period: Window, now: number): boolean => {
    const row = contractById.get(contractId) as ContractRow | undefined;
    if (!covers(row, period)) return false;
    const stats = dayStats(row.agent_id, period);
    const previous = lastDividend.get(row.agent_id, period.start) as
      { net_loss: number; carried_in: number } | undefined;
    const [carried] = withCarryOver(
      [{ netLoss: stats.netLoss }],
      previous ? Math.min(0, previous.net_loss + previous.carried_in) : 0,
    );
    const { carriedIn, payableBase } = carried!;
    const rateBp = rateFor(tiersOf(row), stats);
    const amount = applyRateBp(payableBase, rateBp);
    const changes = insertDividend.run({
      id: randomUUID(),
      contractId,
      agentId: row.agent_id,
      start: period.start,
      end: period.end,
      netLoss: stats.netLoss,
      validTurnover: stats.validTurnover,
      activeMembers: stats.activeMembers,
      carriedIn,
      payableBase,
      rateBp,
      amount,
      // Nothing to pay: the period closes decided (approved, amount 0), nothing to request.
      status: amount > 0 ? 'requestable' : 'approved',
      now,
      decidedAt: amount > 0 ? null : now,
    }).changes;
    advance.run({ id: contractId, end: period.end });
    return changes === 1;
  };

  type Work = { contractId: string; kind: ContractRow['kind']; period: Window };

  /** Runs the work in IMMEDIATE transactions of `batchSize`; pushes after each commit. */
  const runBatches = (
    work: Work[],
    now: number,
    batchSize: number,
    report: SettlementReport,
  ): void => {
    for (let from = 0; from < work.length; from += batchSize) {
      const batch = work.slice(from, from + batchSize);
      const moved = new Set<string>();
      const done = db
        .transaction(() => {
          const outcome = { settled: 0, paid: 0, dividendPeriods: 0 };
          for (const item of batch) {
            if (item.kind === 'dividend') {
              if (closeDividend(item.contractId, item.period, now)) outcome.dividendPeriods += 1;
              continue;
            }
            const paid = settleWage(item.contractId, item.period, now, moved);
            if (paid === null) continue;
            outcome.settled += 1;
            outcome.paid += paid;
          }
          return outcome;
        })
        .immediate();
      report.settled += done.settled;
      report.paid += done.paid;
      report.dividendPeriods += done.dividendPeriods;
      // Only after the commit: a balance push never shows money that could still roll back.
      if (moved.size > 0) ledger.events.emit('moved', [...moved]);
    }
  };

  /** Every closed period not yet settled, of every wage and dividend contract, as of `now`. */
  const dueWork = (now: number, kinds: readonly ContractRow['kind'][]): Work[] => {
    const work: Work[] = [];
    for (const kind of kinds) {
      const closedEnd = periodStartOf(kind, now);
      for (const row of dueWages.all({ kind, closedEnd }) as ContractRow[]) {
        for (const period of periodsOf(row, closedEnd))
          work.push({ contractId: row.id, kind, period });
      }
    }
    return work;
  };

  return {
    betStats,
    dayStats,
    periodsOf,
    /**
     * One pass as of `now`: settles every closed wage period and closes every ended dividend
     * period not done yet. `kinds` narrows it (the benchmark times the real-time run alone).
     */
    run(
      now: number,
      options: { batchSize?: number; kinds?: readonly ContractRow['kind'][] } = {},
    ): SettlementReport {
      const report: SettlementReport = { settled: 0, paid: 0, dividendPeriods: 0 };
      const kinds = options.kinds ?? [...WAGE_KINDS, 'dividend'];
      runBatches(dueWork(now, kinds), now, options.batchSize ?? SETTLE_BATCH, report);
      return report;
    },
  };
};
export type AgentSettlement = ReturnType<typeof createAgentSettlement>;
