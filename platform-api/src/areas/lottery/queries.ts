import { type Language } from 'shared-contracts';
import { VN_NUMBERS_WINDOW } from 'shared-contracts/lottery';

import type { Db } from '../../db/database';
import type { BetRow } from './bets';
import { drawnView, type IssueRow } from './issues';
import type { Lottery } from './lottery';
import {
  intervalSecondsOf,
  issueAt,
  loNumbersOf,
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_LABELS,
  type LotteryGame,
  type LotteryPrizeMode,
  type LotteryResult,
  nextIssues,
  playTypesOfFamily,
  VN_REGION_GROUPS,
  VN_REGIONS,
} from './rules';
import type { BetStatus } from './settlement';

/** Draws the VN number grid counts hits over. */
export const VN_HITS_WINDOW = VN_NUMBERS_WINDOW;
/** Draws the VN grid looks back to find when a number was last seen. */
export const VN_MISSING_WINDOW = 200;
/** Popular games: bets counted over this long. */
const POPULAR_WINDOW_MS = 24 * 3_600_000;

const gameView = (game: LotteryGame, language: Language) => ({
  gameCode: game.gameCode,
  gameName: game.names[language],
  family: game.family,
  imageName: game.imageName,
});

/**
 * The read side of the lottery: menus, a game's play types with the brand's odds, the issue on
 * sale, results, popular games, the VN menus and number grid, and a member's bets. Issue rows
 * are made on demand, so the commitment of the issue on sale is always published.
 */
export const createLotteryQueries = (db: Db, lottery: Lottery) => {
  const { issues, settings } = lottery;
  const popularCounts = db.prepare(`SELECT game_code, COUNT(*) AS bets FROM lottery_bets
    WHERE placed_at > ? GROUP BY game_code`);
  const resultOf = db
    .prepare('SELECT result_json FROM lottery_issues WHERE game_code = ? AND issue_no = ?')
    .pluck();

  const betPage = (where: string) =>
    db.prepare(`SELECT * FROM lottery_bets WHERE ${where}
      ORDER BY placed_at DESC, issue_no DESC, line_no DESC LIMIT ? OFFSET ?`);
  const betCount = (where: string) =>
    db.prepare(`SELECT COUNT(*) FROM lottery_bets WHERE ${where}`).pluck();
  const FILTERS = {
    none: 'member_id = @member',
    status: 'member_id = @member AND status = @status',
    game: 'member_id = @member AND game_code = @game',
    both: 'member_id = @member AND game_code = @game AND status = @status',
  } as const;
  const pages = Object.fromEntries(
    Object.entries(FILTERS).map(([key, where]) => [
      key,
      { page: betPage(where), count: betCount(where) },
    ]),
  ) as Record<
    keyof typeof FILTERS,
    { page: ReturnType<typeof betPage>; count: ReturnType<typeof betCount> }
  >;

  return {
    menus(prizeMode: LotteryPrizeMode, language: Language) {
      const listed = lottery.games.filter((game) => game.prizeModes.includes(prizeMode));
      return {
        groups: LOTTERY_GROUP_CODES.map((code) => ({
          gameGroupCode: code,
          labelName: LOTTERY_GROUP_LABELS[code][language],
          gameMenus: listed
            .filter((game) => game.gameGroupCode === code)
            .map((game) => ({
              ...gameView(game, language),
              intervalSeconds: intervalSecondsOf(game),
            })),
        })).filter((group) => group.gameMenus.length > 0),
      };
    },

    game(game: LotteryGame, language: Language) {
      return {
        gameCode: game.gameCode,
        gameName: game.names[language],
        family: game.family,
        intervalSeconds: intervalSecondsOf(game),
        playTypes: playTypesOfFamily(game.family).map((playType) => ({
          code: playType.code,
          ...settings.of(game.gameCode, playType.code),
        })),
      };
    },

    issue(game: LotteryGame, now: number) {
      const current = issues.current(game, now);
      const last = issues.lastDrawn(game.gameCode);
      return {
        serverTime: now,
        current: {
          issueNo: current.issue_no,
          salesCloseAt: current.sales_close_at,
          drawAt: current.draw_at,
          commitment: current.commitment,
        },
        last: last ? drawnView(last) : null,
      };
    },

    results(game: LotteryGame, pageNo: number, pageSize: number) {
      const { rows, total } = issues.drawnPage(game.gameCode, pageNo, pageSize);
      return { list: rows.map(drawnView), pageNo, total, totalPages: Math.ceil(total / pageSize) };
    },

    popular(count: number, language: Language, now: number) {
      const counts = new Map(
        (popularCounts.all(now - POPULAR_WINDOW_MS) as { game_code: string; bets: number }[]).map(
          (row) => [row.game_code, row.bets],
        ),
      );
      return {
        games: lottery.games
          .map((game, order) => ({ game, order, bets: counts.get(game.gameCode) ?? 0 }))
          .sort((a, b) => b.bets - a.bets || a.order - b.order)
          .slice(0, count)
          .map(({ game }) => ({
            ...gameView(game, language),
            nextDrawAt: issueAt(game, now).drawAt,
          })),
      };
    },

    vnMenus(language: Language, now: number) {
      return {
        serverTime: now,
        regions: VN_REGIONS.map((region) => ({
          region,
          gameGroupCode: VN_REGION_GROUPS[region],
          labelName: LOTTERY_GROUP_LABELS[VN_REGION_GROUPS[region]][language],
          games: lottery.games
            .filter((game) => game.gameGroupCode === VN_REGION_GROUPS[region])
            .map((game) => {
              const next = issueAt(game, now);
              return {
                gameCode: game.gameCode,
                gameName: game.names[language],
                drawTime: game.schedule.kind === 'daily' ? game.schedule.time : null,
                intervalSeconds: intervalSecondsOf(game),
                issueNo: next.issueNo,
                salesCloseAt: next.salesCloseAt,
                drawAt: next.drawAt,
              };
            }),
        })),
      };
    },

    /**
     * The 00-99 grid of a VN game: per number, its appearances among the lô numbers of the last
     * 30 draws and the draws since it was last seen (the window's size when not seen in it).
     */
    vnNumbers(game: LotteryGame, count: number) {
      const recent = issues.recentDrawn(game.gameCode, VN_MISSING_WINDOW);
      const hits = new Map<string, number>();
      const missing = new Map<string, number>();
      recent.forEach((row, age) => {
        const numbers = loNumbersOf(JSON.parse(row.result_json ?? 'null') as LotteryResult);
        for (const number of numbers) {
          if (age < VN_HITS_WINDOW) hits.set(number, (hits.get(number) ?? 0) + 1);
          if (!missing.has(number)) missing.set(number, age);
        }
      });
      return {
        draws: Math.min(recent.length, VN_HITS_WINDOW),
        numbers: Array.from({ length: Math.min(count, 100) }, (_, n) => {
          const number = String(n).padStart(2, '0');
          return {
            number,
            hits30: hits.get(number) ?? 0,
            missing: missing.get(number) ?? recent.length,
          };
        }),
      };
    },

    /** A member's bets, newest first; only ever the member's own. */
    bets(
      memberId: string,
      filter: { gameCode?: string | undefined; status?: BetStatus | undefined },
      pageNo: number,
      pageSize: number,
      language: Language,
    ) {
      const key =
        filter.gameCode && filter.status
          ? 'both'
          : filter.gameCode
            ? 'game'
            : filter.status
              ? 'status'
              : 'none';
      const params = { member: memberId, game: filter.gameCode, status: filter.status };
      const { page, count } = pages[key];
      const total = Number(count.get(params));
      const rows = page.all(params, pageSize, (pageNo - 1) * pageSize) as BetRow[];
      const results = new Map<string, LotteryResult | null>();
      const resultFor = (row: BetRow) => {
        const id = `${row.game_code}:${row.issue_no}`;
        if (!results.has(id)) {
          const json = resultOf.get(row.game_code, row.issue_no) as string | null;
          results.set(id, json ? (JSON.parse(json) as LotteryResult) : null);
        }
        return results.get(id) ?? null;
      };
      return {
        list: rows.map((row) => {
          const game = lottery.gamesByCode.get(row.game_code);
          return {
            betId: row.id,
            orderId: row.order_id,
            gameCode: row.game_code,
            gameName: game ? game.names[language] : row.game_code,
            issueNo: row.issue_no,
            playType: row.play_type,
            selection: JSON.parse(row.selection_json) as string[][],
            mode: row.mode,
            multiplier: row.multiplier,
            betCount: row.bet_count,
            amount: row.amount,
            // Nothing is paid while open or after a cancel (the refund is not a payout).
            payout: row.status === 'open' || row.status === 'cancelled' ? null : row.payout,
            status: row.status,
            placedAt: row.placed_at,
            settledAt: row.settled_at,
            // The result is public once drawn, whatever the bet's state.
            result: resultFor(row),
          };
        }),
        pageNo,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },

    /** The coming issues of a game (chase planning). */
    upcoming: (game: LotteryGame, now: number, n: number) => nextIssues(game, now, n),
  };
};
export type LotteryQueries = ReturnType<typeof createLotteryQueries>;
export type { IssueRow };
