import { daysOf, type GameCategory, type PeriodInput, windowOfDays } from 'shared-contracts';
import {
  type LossReportSort,
  type LossRow,
  type TeamBet,
  type TeamSeriesDay,
  type TeamTotals,
} from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import { sqlDayOf } from './days';

export interface BetFilter {
  /** A downline's id (already checked to be in the team). */
  memberId?: string;
  level?: number;
  category?: string;
  vendorCode?: string;
}

const SORT_COLUMNS: Record<LossReportSort, string> = {
  username: 'username COLLATE NOCASE',
  bets: 'bets',
  validTurnover: 'validTurnover',
  winLoss: 'winLoss',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
};

/** A member's type as the agent calls name it. */
export const downlineType = (row: { agent_centre: number }): 'player' | 'agent' =>
  row.agent_centre === 1 ? 'agent' : 'player';

const pageOf = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  total,
  totalPages: Math.ceil(total / pageSize),
  pageNo,
});

export const nameIn = (json: string, language: string): string => {
  try {
    const names = JSON.parse(json) as Record<string, string>;
    return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
  } catch {
    return json;
  }
};

/**
 * The team reports in SQL over migration 070's daily fact tables (kept by triggers, never the
 * bets): member_daily_stats (one row per member and report day) and team_daily_stats (the same
 * per agent and day for all its downlines together), with the closure table (agent_tree) for who
 * is in a team. The overview covers the agent's downlines (depth >= 1): its daily series and
 * sums read one team row per day, distinct active members one index probe per downline; a
 * loss-statement row covers a direct downline and everyone below it (itself included): its own
 * stats plus its team rows; the team-bets list reads the settled_bets view (game rounds and won
 * or lost lottery bets) by member and time, the agent's own bets at level 0.
 */
export const createTeamReports = (db: Db) => {
  // The downlines' figures of a period: one team_daily_stats row per day.
  const statsTotals = db.prepare(`SELECT
      COALESCE(SUM(deposits), 0) AS deposits,
      COALESCE(SUM(withdrawals), 0) AS withdrawals,
      COALESCE(SUM(valid_turnover), 0) AS validTurnover,
      COALESCE(SUM(payout - stake), 0) AS winLoss,
      COALESCE(SUM(stake - payout - bonuses), 0) AS profit
    FROM team_daily_stats WHERE ancestor_id = @agent AND day BETWEEN @from AND @to`);
  const statsSeries = db.prepare(`SELECT day, active AS activeMembers, deposits, withdrawals,
      valid_turnover AS validTurnover, payout - stake AS winLoss
    FROM team_daily_stats WHERE ancestor_id = @agent AND day BETWEEN @from AND @to`);
  // Distinct members over several days: one index probe per downline, stopping at its first bet.
  const activeMembers = db
    .prepare(
      `SELECT COUNT(*) FROM agent_tree t WHERE t.ancestor_id = @agent AND t.depth >= 1
      AND EXISTS (SELECT 1 FROM member_daily_stats s
        WHERE s.member_id = t.member_id AND s.day BETWEEN @from AND @to AND s.bets > 0)`,
    )
    .pluck();
  const memberCounts = db.prepare(`SELECT
      COALESCE(SUM(m.created_at < @end), 0) AS teamSize,
      COALESCE(SUM(m.created_at >= @start AND m.created_at < @end), 0) AS newRegistrations
    FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = @agent AND t.depth >= 1`);
  const registrationsByDay = db.prepare(`SELECT ${sqlDayOf('m.created_at')} AS day,
      COUNT(*) AS registrations
    FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = @agent AND t.depth >= 1 AND m.created_at >= @start AND m.created_at < @end
    GROUP BY 1`);
  const firstDeposits = db
    .prepare(
      `SELECT COUNT(*) FROM agent_tree t
    JOIN member_first_deposit f ON f.member_id = t.member_id AND f.day BETWEEN @from AND @to
    WHERE t.ancestor_id = @agent AND t.depth >= 1`,
    )
    .pluck();

  // A direct downline's team = its own daily stats + its downlines' (team_daily_stats).
  const lossQuery = (sort: LossReportSort, order: 'asc' | 'desc') =>
    db.prepare(`WITH direct AS (
        SELECT member_id FROM agent_tree WHERE ancestor_id = @parent AND depth = 1),
      own AS (
        SELECT s.member_id, SUM(s.bets) AS bets, SUM(s.valid_turnover) AS valid,
          SUM(s.payout - s.stake) AS win_loss, SUM(s.deposits) AS deposits,
          SUM(s.withdrawals) AS withdrawals, SUM(s.bonuses) AS bonuses
        FROM direct JOIN member_daily_stats s
          ON s.member_id = direct.member_id AND s.day BETWEEN @from AND @to
        GROUP BY s.member_id),
      below AS (
        SELECT s.ancestor_id AS member_id, SUM(s.bets) AS bets, SUM(s.valid_turnover) AS valid,
          SUM(s.payout - s.stake) AS win_loss, SUM(s.deposits) AS deposits,
          SUM(s.withdrawals) AS withdrawals, SUM(s.bonuses) AS bonuses
        FROM direct JOIN team_daily_stats s
          ON s.ancestor_id = direct.member_id AND s.day BETWEEN @from AND @to
        GROUP BY s.ancestor_id),
      rows AS (
        SELECT direct.member_id AS memberId, m.username, m.agent_centre,
          (SELECT COUNT(*) FROM agent_tree x WHERE x.ancestor_id = direct.member_id) AS teamSize,
          COALESCE(own.bets, 0) + COALESCE(below.bets, 0) AS bets,
          COALESCE(own.valid, 0) + COALESCE(below.valid, 0) AS validTurnover,
          COALESCE(own.win_loss, 0) + COALESCE(below.win_loss, 0) AS winLoss,
          COALESCE(own.deposits, 0) + COALESCE(below.deposits, 0) AS deposits,
          COALESCE(own.withdrawals, 0) + COALESCE(below.withdrawals, 0) AS withdrawals,
          COALESCE(own.bonuses, 0) + COALESCE(below.bonuses, 0) AS bonuses
        FROM direct JOIN members m ON m.id = direct.member_id
        LEFT JOIN own ON own.member_id = direct.member_id
        LEFT JOIN below ON below.member_id = direct.member_id)
      SELECT *,
        COUNT(*) OVER () AS total_rows,
        SUM(teamSize) OVER () AS total_team,
        SUM(bets) OVER () AS total_bets,
        SUM(validTurnover) OVER () AS total_valid,
        SUM(winLoss) OVER () AS total_win_loss,
        SUM(deposits) OVER () AS total_deposits,
        SUM(withdrawals) OVER () AS total_withdrawals,
        SUM(bonuses) OVER () AS total_bonuses
      FROM rows
      ORDER BY ${SORT_COLUMNS[sort]} ${order === 'asc' ? 'ASC' : 'DESC'}, username COLLATE NOCASE
      LIMIT @limit OFFSET @offset`);
  const lossStatements = new Map<string, ReturnType<typeof lossQuery>>();
  const lossCount = db
    .prepare('SELECT COUNT(*) FROM agent_tree WHERE ancestor_id = ? AND depth = 1')
    .pluck();

  // The team's settled bets in a window: game rounds and won or lost lottery bets (the
  // settled_bets view, spelled out per table so each arm reads its member index; the view inside
  // a join would be scanned whole).
  const teamBetsOf = (filter: BetFilter) => {
    const members = [
      't.ancestor_id = @agent',
      filter.memberId === undefined ? '' : 't.member_id = @memberId',
      filter.level === undefined ? '' : 't.depth = @level',
    ]
      .filter(Boolean)
      .join(' AND ');
    return `(SELECT b.id, b.member_id, t.depth, b.game_code, b.stake, b.payout,
          b.created_at AS settled_at
        FROM agent_tree t JOIN bet_records b ON b.member_id = t.member_id
          AND b.created_at >= @start AND b.created_at < @end
        WHERE ${members}
      UNION ALL
      SELECT l.id, l.member_id, t.depth, l.game_code, l.amount, l.payout, l.settled_at
        FROM agent_tree t JOIN lottery_bets l ON l.member_id = t.member_id
          AND l.status IN ('won', 'lost') AND l.settled_at >= @start AND l.settled_at < @end
        WHERE ${members})`;
  };
  const gamesWhere = (filter: BetFilter) =>
    [
      'true',
      filter.category === undefined ? '' : 'g.game_type = @category',
      filter.vendorCode === undefined ? '' : 'g.vassalage = @vendorCode',
    ]
      .filter(Boolean)
      .join(' AND ');
  const betStatements = new Map<
    string,
    { page: ReturnType<Db['prepare']>; totals: ReturnType<Db['prepare']> }
  >();
  const betsQueries = (filter: BetFilter) => {
    const key = ['memberId', 'level', 'category', 'vendorCode']
      .map((name) => (filter[name as keyof BetFilter] === undefined ? '0' : '1'))
      .join('');
    let statements = betStatements.get(key);
    if (!statements) {
      const from = `FROM ${teamBetsOf(filter)} b
        JOIN games g ON g.game_code = b.game_code
        WHERE ${gamesWhere(filter)}`;
      statements = {
        page: db.prepare(`SELECT b.id AS betId, m.username, b.depth AS level, b.game_code,
            g.name_json, g.game_type AS category, g.vassalage AS vendorCode, b.stake, b.payout,
            b.settled_at AS created_at
          ${from.replace('JOIN games g', 'JOIN members m ON m.id = b.member_id JOIN games g')}
          ORDER BY b.settled_at DESC, b.id DESC LIMIT @limit OFFSET @offset`),
        totals: db.prepare(`SELECT COUNT(*) AS bets, COALESCE(SUM(b.stake), 0) AS stake,
            COALESCE(SUM(b.payout), 0) AS payout ${from}`),
      };
      betStatements.set(key, statements);
    }
    return statements;
  };

  const totalsOf = (agentId: string, period: PeriodInput): TeamTotals => {
    const { start, end } = windowOfDays(period);
    const stats = statsTotals.get({ agent: agentId, ...period }) as Omit<
      TeamTotals,
      'teamSize' | 'newRegistrations' | 'firstDeposits' | 'activeMembers'
    >;
    const counts = memberCounts.get({ agent: agentId, start, end }) as {
      teamSize: number;
      newRegistrations: number;
    };
    return {
      teamSize: counts.teamSize,
      newRegistrations: counts.newRegistrations,
      activeMembers: Number(activeMembers.get({ agent: agentId, ...period })),
      firstDeposits: Number(firstDeposits.get({ agent: agentId, ...period })),
      deposits: stats.deposits,
      withdrawals: stats.withdrawals,
      validTurnover: stats.validTurnover,
      winLoss: stats.winLoss,
      profit: stats.profit,
    };
  };

  return {
    /** Totals of a period and of the one before, and one entry per day of the period. */
    overview(agentId: string, period: PeriodInput, previousPeriod: PeriodInput) {
      const { start, end } = windowOfDays(period);
      const byDay = new Map(
        (
          statsSeries.all({ agent: agentId, ...period }) as Omit<
            TeamSeriesDay,
            'newRegistrations'
          >[]
        ).map((row) => [row.day, row]),
      );
      const registrations = new Map(
        (
          registrationsByDay.all({ agent: agentId, start, end }) as {
            day: string;
            registrations: number;
          }[]
        ).map((row) => [row.day, row.registrations]),
      );
      return {
        period,
        previousPeriod,
        current: totalsOf(agentId, period),
        previous: totalsOf(agentId, previousPeriod),
        series: daysOf(period).map((day): TeamSeriesDay => {
          const row = byDay.get(day);
          return {
            day,
            newRegistrations: registrations.get(day) ?? 0,
            activeMembers: row?.activeMembers ?? 0,
            deposits: row?.deposits ?? 0,
            withdrawals: row?.withdrawals ?? 0,
            validTurnover: row?.validTurnover ?? 0,
            winLoss: row?.winLoss ?? 0,
          };
        }),
      };
    },

    /** One row per direct downline of `parentId`, its whole team aggregated, sorted and paged. */
    loss(
      parentId: string,
      period: PeriodInput,
      options: { sort: LossReportSort; order: 'asc' | 'desc'; pageNo: number; pageSize: number },
    ) {
      const key = `${options.sort}:${options.order}`;
      let statement = lossStatements.get(key);
      if (!statement) {
        statement = lossQuery(options.sort, options.order);
        lossStatements.set(key, statement);
      }
      const rows = statement.all({
        parent: parentId,
        ...period,
        limit: options.pageSize,
        offset: (options.pageNo - 1) * options.pageSize,
      }) as (Omit<LossRow, 'type'> & {
        agent_centre: number;
        total_rows: number;
        total_bets: number;
        total_valid: number;
        total_win_loss: number;
        total_deposits: number;
        total_withdrawals: number;
        total_bonuses: number;
        total_team: number;
      })[];
      const first = rows[0];
      // A page past the end has no rows to carry the totals: count and sum again (rare).
      const totalsRow =
        first ??
        (Number(lossCount.get(parentId)) > 0
          ? (statement.all({ parent: parentId, ...period, limit: 1, offset: 0 })[0] as typeof first)
          : undefined);
      const total = totalsRow?.total_rows ?? 0;
      return {
        page: pageOf(
          rows.map((row): LossRow => ({
            memberId: row.memberId,
            username: row.username,
            type: downlineType(row),
            teamSize: row.teamSize,
            bets: row.bets,
            validTurnover: row.validTurnover,
            winLoss: row.winLoss,
            deposits: row.deposits,
            withdrawals: row.withdrawals,
            bonuses: row.bonuses,
          })),
          total,
          options.pageNo,
          options.pageSize,
        ),
        totals: {
          teamSize: totalsRow?.total_team ?? 0,
          bets: totalsRow?.total_bets ?? 0,
          validTurnover: totalsRow?.total_valid ?? 0,
          winLoss: totalsRow?.total_win_loss ?? 0,
          deposits: totalsRow?.total_deposits ?? 0,
          withdrawals: totalsRow?.total_withdrawals ?? 0,
          bonuses: totalsRow?.total_bonuses ?? 0,
        },
      };
    },

    /** The team's bets of a period, newest first, with the totals of the whole filtered set. */
    bets(
      agentId: string,
      period: PeriodInput,
      filter: BetFilter,
      options: { pageNo: number; pageSize: number; language: string },
    ) {
      const { start, end } = windowOfDays(period);
      const statements = betsQueries(filter);
      const params = {
        agent: agentId,
        start,
        end,
        ...(filter.memberId === undefined ? {} : { memberId: filter.memberId }),
        ...(filter.level === undefined ? {} : { level: filter.level }),
        ...(filter.category === undefined ? {} : { category: filter.category }),
        ...(filter.vendorCode === undefined ? {} : { vendorCode: filter.vendorCode }),
      };
      const totals = statements.totals.get(params) as {
        bets: number;
        stake: number;
        payout: number;
      };
      const rows = statements.page.all({
        ...params,
        limit: options.pageSize,
        offset: (options.pageNo - 1) * options.pageSize,
      }) as {
        betId: string;
        username: string;
        level: number;
        game_code: string;
        name_json: string;
        category: GameCategory;
        vendorCode: string;
        stake: number;
        payout: number;
        created_at: number;
      }[];
      return {
        page: pageOf(
          rows.map((row): TeamBet => ({
            betId: row.betId,
            username: row.username,
            level: row.level,
            gameCode: row.game_code,
            gameName: nameIn(row.name_json, options.language),
            category: row.category,
            vendorCode: row.vendorCode,
            stake: row.stake,
            validTurnover: row.stake,
            payout: row.payout,
            winLoss: row.payout - row.stake,
            placedAt: row.created_at,
          })),
          totals.bets,
          options.pageNo,
          options.pageSize,
        ),
        totals: {
          bets: totals.bets,
          stake: totals.stake,
          validTurnover: totals.stake,
          payout: totals.payout,
          winLoss: totals.payout - totals.stake,
        },
      };
    },
  };
};
export type TeamReports = ReturnType<typeof createTeamReports>;
