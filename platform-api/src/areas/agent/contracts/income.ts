import {
  type Day,
  GAME_CATEGORY_ORDER,
  type GameCategory,
  type PeriodInput,
  type PeriodKind,
  periodsBetween,
  reportDayOf,
  windowOfDays,
} from 'shared-contracts';
import {
  applyRateBp,
  type IncomeBreakdownRow,
  type IncomeFigures,
  type IncomePeriod,
  withCarryOver,
} from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import { playerAccountId } from '../../../ledger/accounts';

const CATEGORIES: readonly string[] = GAME_CATEGORY_ORDER;

/**
 * The agent's income report (ADR 0012), in SQL over the closure table, the daily facts and the
 * ledger: per period of the asked kind, the team's net loss with carry-over (commission on the
 * payable base), the rebate difference over the direct downlines' teams, and the salaries and
 * dividends the ledger paid the agent. The queries read the whole day range once (grouped by
 * day) and the periods are summed from those rows.
 */
export const createIncomeReport = (db: Db) => {
  const rates = db.prepare('SELECT rebate_bp, commission_bp FROM members WHERE id = ?');
  const netLossByDay = db.prepare(`SELECT s.day, SUM(s.stake - s.payout - s.bonuses) AS netLoss
    FROM agent_tree t JOIN member_daily_stats s ON s.member_id = t.member_id
      AND s.day >= @from AND s.day <= @to
    WHERE t.ancestor_id = @me GROUP BY s.day`);
  // Each direct downline's team valid turnover by day, with the rebate difference it earns me.
  const rebateByDay = db.prepare(`SELECT d.member_id AS downline, s.day,
      SUM(s.valid_turnover) AS validTurnover, MAX(0, @myRebate - m.rebate_bp) AS diffBp
    FROM agent_tree d JOIN members m ON m.id = d.member_id
    JOIN agent_tree t ON t.ancestor_id = d.member_id
    JOIN member_daily_stats s ON s.member_id = t.member_id AND s.day >= @from AND s.day <= @to
    WHERE d.ancestor_id = @me AND d.depth = 1
    GROUP BY d.member_id, s.day`);
  const paid = db.prepare(`SELECT t.kind, t.created_at AS at, e.amount
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE e.account_id = @account AND t.kind IN ('salary', 'dividend')
      AND t.created_at >= @start AND t.created_at < @end`);
  // Net loss by direct downline (its whole team, itself included) and game category, over the
  // settled bets: game rounds and won or lost lottery bets, each table through its member index.
  const breakdown = db.prepare(`WITH team AS (
      SELECT d.member_id AS direct, t.member_id
      FROM agent_tree d
      JOIN agent_tree t ON t.ancestor_id = d.member_id AND (d.depth = 1 OR t.depth = 0)
      WHERE d.ancestor_id = @me AND d.depth <= 1
    ), bets AS (
      SELECT team.direct, b.game_code, b.stake - b.payout AS net FROM team JOIN bet_records b
        ON b.member_id = team.member_id AND b.created_at >= @start AND b.created_at < @end
      UNION ALL
      SELECT team.direct, l.game_code, l.amount - l.payout FROM team JOIN lottery_bets l
        ON l.member_id = team.member_id AND l.status IN ('won', 'lost')
        AND l.settled_at >= @start AND l.settled_at < @end
    )
    SELECT dm.username, g.game_type AS category, SUM(bets.net) AS netLoss
    FROM bets JOIN games g ON g.game_code = bets.game_code JOIN members dm ON dm.id = bets.direct
    GROUP BY bets.direct, g.game_type`);

  const ratesOf = (memberId: string) =>
    (rates.get(memberId) as { rebate_bp: number; commission_bp: number } | undefined) ?? {
      rebate_bp: 0,
      commission_bp: 0,
    };

  return {
    /**
     * Every period of `periodKind` overlapping `from..to` (whole periods), oldest first, with
     * the carry-over starting at the first listed period; totals sum the periods.
     */
    report(agentId: string, periodKind: PeriodKind, range: PeriodInput) {
      const periods = periodsBetween(periodKind, range.from, range.to);
      const first = periods[0];
      const last = periods[periods.length - 1];
      const zero: IncomeFigures = {
        netLoss: 0,
        commission: 0,
        rebates: 0,
        salaries: 0,
        dividends: 0,
        total: 0,
      };
      if (!first || !last) return { periods: [], totals: zero };
      const span = { from: first.from, to: last.to };
      const { rebate_bp: myRebate, commission_bp: commissionBp } = ratesOf(agentId);
      const indexOfDay = (day: Day) => periods.findIndex((p) => p.from <= day && day <= p.to);

      const netLoss = periods.map(() => 0);
      for (const row of netLossByDay.all({ me: agentId, ...span }) as {
        day: Day;
        netLoss: number;
      }[])
        netLoss[indexOfDay(row.day)]! += row.netLoss;

      // Σ per period and downline first, then floored per downline (the contract's rule).
      const turnover = periods.map(() => new Map<string, { vt: number; diffBp: number }>());
      for (const row of rebateByDay.all({ me: agentId, myRebate, ...span }) as {
        downline: string;
        day: Day;
        validTurnover: number;
        diffBp: number;
      }[]) {
        const bucket = turnover[indexOfDay(row.day)]!;
        const entry = bucket.get(row.downline) ?? { vt: 0, diffBp: row.diffBp };
        entry.vt += row.validTurnover;
        bucket.set(row.downline, entry);
      }

      const salaries = periods.map(() => 0);
      const dividends = periods.map(() => 0);
      const whole = windowOfDays(span);
      for (const row of paid.all({
        account: playerAccountId(agentId, 'MAIN'),
        start: whole.start,
        end: whole.end,
      }) as { kind: 'salary' | 'dividend'; at: number; amount: number }[]) {
        const index = indexOfDay(reportDayOf(row.at));
        (row.kind === 'salary' ? salaries : dividends)[index]! += row.amount;
      }

      const rows: IncomePeriod[] = withCarryOver(
        periods.map((period, index) => ({ period, index, netLoss: netLoss[index]! })),
      ).map(({ period, index, netLoss: loss, carriedIn, payableBase }) => {
        const commission = applyRateBp(payableBase, commissionBp);
        let rebates = 0;
        for (const { vt, diffBp } of turnover[index]!.values()) rebates += applyRateBp(vt, diffBp);
        const salary = salaries[index]!;
        const dividend = dividends[index]!;
        return {
          periodStart: period.from,
          periodEnd: period.to,
          netLoss: loss,
          carriedIn,
          payableBase,
          commission,
          rebates,
          salaries: salary,
          dividends: dividend,
          total: commission + rebates + salary + dividend,
        };
      });
      const totals = rows.reduce<IncomeFigures>(
        (sum, row) => ({
          netLoss: sum.netLoss + row.netLoss,
          commission: sum.commission + row.commission,
          rebates: sum.rebates + row.rebates,
          salaries: sum.salaries + row.salaries,
          dividends: sum.dividends + row.dividends,
          total: sum.total + row.total,
        }),
        zero,
      );
      return { periods: rows, totals };
    },

    /**
     * Where the commission of `from..to` came from, before carry-over: the bets of each direct
     * downline's team (and the agent's own, under its username) by game category, largest
     * commission first. Bonuses have no game category and are not in these rows.
     */
    breakdown(agentId: string, range: PeriodInput): { rows: IncomeBreakdownRow[] } {
      const { commission_bp: commissionBp } = ratesOf(agentId);
      const window = windowOfDays(range);
      const rows = (
        breakdown.all({ me: agentId, start: window.start, end: window.end }) as {
          username: string;
          category: string;
          netLoss: number;
        }[]
      )
        .filter((row) => CATEGORIES.includes(row.category))
        .map((row) => ({
          username: row.username,
          category: row.category as GameCategory,
          netLoss: row.netLoss,
          commission: applyRateBp(row.netLoss, commissionBp),
        }))
        .sort(
          (a, b) =>
            b.commission - a.commission ||
            a.username.localeCompare(b.username) ||
            a.category.localeCompare(b.category),
        );
      return { rows };
    },
  };
};
export type IncomeReport = ReturnType<typeof createIncomeReport>;
