import {
  GAME_TYPES,
  type GameType,
  type LotteryResult,
  type PeriodInput,
  type PeriodKind,
  periodsBetween,
  windowOfDays,
} from 'shared-contracts';
import {
  type RecordBet,
  type RecordBetDetail,
  type RecordBetStatus,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { nameIn } from '../../agent/team/reports';
import { recordsRefusal } from './refusal';

/** The betting record's filters. */
export interface BetFilter {
  category?: GameType | undefined;
  vendorCode?: string | undefined;
  status?: RecordBetStatus | undefined;
}

interface BetRow {
  id: string;
  product: 'game' | 'lottery';
  game_code: string;
  stake: number;
  valid: number;
  payout: number;
  win_loss: number;
  status: RecordBetStatus;
  placed_at: number;
  settled_at: number | null;
  name_json: string;
  category: GameType;
  vendor_code: string;
  vendor_name: string;
}

const CATEGORY_RANK = (category: GameType) => GAME_TYPES.indexOf(category);

/*
 * A member's bets in one time window, as two arms (game rounds, lottery bets) each reading its
 * member index, with the betting record's columns: `at` is the bet's time (settlement when
 * settled or cancelled, placing while open), `valid` the valid turnover (stake of settled won or
 * lost bets), `payout` and `win_loss` count only settled bets. Game rounds are settled at once.
 */
const gamesFilter = (filter: BetFilter, column: string) =>
  filter.category === undefined && filter.vendorCode === undefined
    ? ''
    : `AND ${column} IN (SELECT game_code FROM games WHERE true
        ${filter.category === undefined ? '' : 'AND game_type = @category'}
        ${filter.vendorCode === undefined ? '' : 'AND vassalage = @vendorCode'})`;

const LOTTERY_STATUS: Record<RecordBetStatus, string> = {
  settled: "l.status IN ('won', 'lost', 'push')",
  unsettled: "l.status = 'open'",
  cancelled: "l.status = 'cancelled'",
};

const betsOf = (filter: BetFilter) => {
  const arms: string[] = [];
  if (filter.status === undefined || filter.status === 'settled')
    arms.push(`SELECT b.id, 'game' AS product, b.game_code, b.stake, b.stake AS valid, b.payout,
        b.payout - b.stake AS win_loss, 'settled' AS status, b.created_at AS placed_at,
        b.created_at AS settled_at, b.created_at AS at
      FROM bet_records b
      WHERE b.member_id = @member AND b.created_at >= @start AND b.created_at < @end
        ${gamesFilter(filter, 'b.game_code')}`);
  arms.push(`SELECT l.id, 'lottery' AS product, l.game_code, l.amount AS stake,
      CASE WHEN l.status IN ('won', 'lost') THEN l.amount ELSE 0 END AS valid,
      CASE WHEN l.status IN ('won', 'lost', 'push') THEN l.payout ELSE 0 END AS payout,
      CASE WHEN l.status IN ('won', 'lost', 'push') THEN l.payout - l.amount ELSE 0 END AS win_loss,
      CASE l.status WHEN 'open' THEN 'unsettled' WHEN 'cancelled' THEN 'cancelled'
        ELSE 'settled' END AS status,
      l.placed_at, l.settled_at, COALESCE(l.settled_at, l.placed_at) AS at
    FROM lottery_bets l
    WHERE l.member_id = @member AND COALESCE(l.settled_at, l.placed_at) >= @start
      AND COALESCE(l.settled_at, l.placed_at) < @end
      ${filter.status === undefined ? '' : `AND ${LOTTERY_STATUS[filter.status]}`}
      ${gamesFilter(filter, 'l.game_code')}`);
  return `(${arms.join(' UNION ALL ')})`;
};

const GAME_COLUMNS = `g.name_json, g.game_type AS category, g.vassalage AS vendor_code,
  v.name AS vendor_name`;

const toBet = (row: BetRow, language: string): RecordBet => ({
  betId: row.id,
  product: row.product,
  gameCode: row.game_code,
  gameName: nameIn(row.name_json, language),
  category: row.category,
  vendorCode: row.vendor_code,
  vendorName: row.vendor_name,
  stake: row.stake,
  validTurnover: row.valid,
  payout: row.payout,
  winLoss: row.win_loss,
  status: row.status,
  placedAt: row.placed_at,
  settledAt: row.status === 'unsettled' ? null : row.settled_at,
});

/** The filter's shape as a key of the prepared statements (values are parameters). */
const filterKey = (filter: BetFilter) =>
  `${filter.category === undefined ? 0 : 1}${filter.vendorCode === undefined ? 0 : 1}${filter.status ?? ''}`;

/**
 * The member centre's betting record and profit report in SQL: a page of bets with the totals
 * of the whole filtered set, one bet with its detail, and settled bets summed by period and
 * category. The profit report sums exactly what the betting record lists with status `settled`.
 */
export const createBetRecords = (db: Db) => {
  const statements = new Map<
    string,
    { page: ReturnType<Db['prepare']>; totals: ReturnType<Db['prepare']> }
  >();
  const queriesOf = (filter: BetFilter) => {
    const key = filterKey(filter);
    let found = statements.get(key);
    if (!found) {
      const bets = betsOf(filter);
      found = {
        page: db.prepare(`SELECT r.*, ${GAME_COLUMNS}
          FROM (SELECT * FROM ${bets} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset) r
          JOIN games g ON g.game_code = r.game_code
          JOIN vendors v ON v.vassalage = g.vassalage
          ORDER BY r.at DESC, r.id DESC`),
        totals: db.prepare(`SELECT COUNT(*) AS bets, COALESCE(SUM(stake), 0) AS stake,
            COALESCE(SUM(valid), 0) AS validTurnover, COALESCE(SUM(payout), 0) AS payout,
            COALESCE(SUM(win_loss), 0) AS winLoss
          FROM ${bets}`),
      };
      statements.set(key, found);
    }
    return found;
  };

  // Settled bets by report day and category, kept per member by migration 064's triggers and
  // the lottery settlement: at most 92 days times the categories, folded into periods afterwards.
  const byDay = db.prepare(`SELECT day, category, bets, valid_turnover AS validTurnover,
      win_loss AS winLoss
    FROM member_category_days WHERE member_id = @member AND day >= @from AND day <= @to`);

  const gameBet = db.prepare(`SELECT b.id, 'game' AS product, b.game_code, b.stake,
      b.stake AS valid, b.payout, b.payout - b.stake AS win_loss, 'settled' AS status,
      b.created_at AS placed_at, b.created_at AS settled_at, b.round_id, b.outcome_json,
      ${GAME_COLUMNS}
    FROM bet_records b JOIN games g ON g.game_code = b.game_code
    JOIN vendors v ON v.vassalage = g.vassalage
    WHERE b.id = @id AND b.member_id = @member`);
  const lotteryBet = db.prepare(`SELECT l.id, 'lottery' AS product, l.game_code,
      l.amount AS stake,
      CASE WHEN l.status IN ('won', 'lost') THEN l.amount ELSE 0 END AS valid,
      CASE WHEN l.status IN ('won', 'lost', 'push') THEN l.payout ELSE 0 END AS payout,
      CASE WHEN l.status IN ('won', 'lost', 'push') THEN l.payout - l.amount ELSE 0 END AS win_loss,
      CASE l.status WHEN 'open' THEN 'unsettled' WHEN 'cancelled' THEN 'cancelled'
        ELSE 'settled' END AS status,
      l.placed_at, l.settled_at, l.issue_no, l.play_type, l.selection_json, l.mode, l.multiplier,
      l.bet_count, i.result_json, ${GAME_COLUMNS}
    FROM lottery_bets l JOIN games g ON g.game_code = l.game_code
    JOIN vendors v ON v.vassalage = g.vassalage
    LEFT JOIN lottery_issues i ON i.game_code = l.game_code AND i.issue_no = l.issue_no
    WHERE l.id = @id AND l.member_id = @member`);

  return {
    /** A page of the member's bets of a period, newest first, with the filtered set's totals. */
    page(
      memberId: string,
      period: PeriodInput,
      filter: BetFilter,
      paging: { pageNo: number; pageSize: number; language: string },
    ) {
      const { start, end } = windowOfDays(period);
      const params = {
        member: memberId,
        start,
        end,
        ...(filter.category === undefined ? {} : { category: filter.category }),
        ...(filter.vendorCode === undefined ? {} : { vendorCode: filter.vendorCode }),
      };
      const queries = queriesOf(filter);
      const rows = queries.page.all({
        ...params,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as BetRow[];
      const totals = queries.totals.get(params) as {
        bets: number;
        stake: number;
        validTurnover: number;
        payout: number;
        winLoss: number;
      };
      return {
        page: {
          list: rows.map((row) => toBet(row, paging.language)),
          total: totals.bets,
          totalPages: Math.ceil(totals.bets / paging.pageSize),
          pageNo: paging.pageNo,
        },
        totals,
      };
    },

    /** One bet of the member with its detail; 404 `notFound` for anyone else's or none. */
    detail(memberId: string, betId: string, language: string): RecordBetDetail {
      const game = gameBet.get({ id: betId, member: memberId }) as
        (BetRow & { round_id: string | null; outcome_json: string | null }) | undefined;
      if (game)
        return {
          ...toBet(game, language),
          detail: {
            roundId: game.round_id ?? game.id,
            outcome: game.outcome_json === null ? null : (JSON.parse(game.outcome_json) as unknown),
          },
        };
      const lottery = lotteryBet.get({ id: betId, member: memberId }) as
        | (BetRow & {
            issue_no: string;
            play_type: string;
            selection_json: string;
            mode: 'yuan' | 'jiao' | 'fen';
            multiplier: number;
            bet_count: number;
            result_json: string | null;
          })
        | undefined;
      if (!lottery) throw recordsRefusal(404, 'notFound', 'No such bet');
      return {
        ...toBet(lottery, language),
        detail: {
          issueNo: lottery.issue_no,
          playType: lottery.play_type,
          selection: JSON.parse(lottery.selection_json) as string[][],
          mode: lottery.mode,
          multiplier: lottery.multiplier,
          betCount: lottery.bet_count,
          result:
            lottery.result_json === null
              ? null
              : (JSON.parse(lottery.result_json) as LotteryResult),
        },
      };
    },

    /**
     * The member's settled bets by period of `kind`: one entry per period overlapping the range
     * (zeros included), cut at the range's ends, each with its categories; and the totals.
     */
    profit(memberId: string, kind: PeriodKind, period: PeriodInput) {
      const rows = byDay.all({ member: memberId, from: period.from, to: period.to }) as {
        day: string;
        category: GameType;
        bets: number;
        validTurnover: number;
        winLoss: number;
      }[];
      const periods = periodsBetween(kind, period.from, period.to).map((whole) => ({
        periodStart: whole.from < period.from ? period.from : whole.from,
        periodEnd: whole.to > period.to ? period.to : whole.to,
        bets: 0,
        validTurnover: 0,
        winLoss: 0,
        categories: new Map<GameType, { bets: number; validTurnover: number; winLoss: number }>(),
      }));
      const totals = { bets: 0, validTurnover: 0, winLoss: 0 };
      for (const row of rows) {
        const target = periods.find((p) => p.periodStart <= row.day && row.day <= p.periodEnd);
        if (!target) continue;
        for (const sum of [target, totals]) {
          sum.bets += row.bets;
          sum.validTurnover += row.validTurnover;
          sum.winLoss += row.winLoss;
        }
        const category = target.categories.get(row.category) ?? {
          bets: 0,
          validTurnover: 0,
          winLoss: 0,
        };
        category.bets += row.bets;
        category.validTurnover += row.validTurnover;
        category.winLoss += row.winLoss;
        target.categories.set(row.category, category);
      }
      return {
        periods: periods.map(({ categories, ...figures }) => ({
          ...figures,
          byCategory: [...categories]
            .map(([category, sums]) => ({ category, ...sums }))
            .sort((a, b) => CATEGORY_RANK(a.category) - CATEGORY_RANK(b.category)),
        })),
        totals,
      };
    },
  };
};
export type BetRecords = ReturnType<typeof createBetRecords>;
