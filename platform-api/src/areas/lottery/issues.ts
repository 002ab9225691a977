import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/database';
import {
  commitmentOf,
  drawResultOf,
  issueAt,
  issuesDrawnBetween,
  type IssueTimes,
  type LotteryGame,
  type LotteryResult,
  nextIssues,
} from './rules';

/** A stored issue. `seed` is secret until the issue is drawn: never answer it before. */
export interface IssueRow {
  game_code: string;
  issue_no: string;
  opens_at: number;
  sales_close_at: number;
  draw_at: number;
  seed: string;
  commitment: string;
  result_json: string | null;
  state: 'open' | 'drawn' | 'settled';
  drawn_at: number | null;
  settled_at: number | null;
}

/** A drawn issue as the results calls publish it (seed revealed). */
export interface DrawnIssue {
  issueNo: string;
  drawAt: number;
  result: LotteryResult;
  seed: string;
  commitment: string;
}

/** What a draw announces (the `lotteryDraw` push). */
export interface DrawEvent {
  gameCode: string;
  issueNo: string;
  result: LotteryResult;
}

/** A fresh 32-byte server seed, as 64 lowercase hex characters. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** Issues made ahead of the one on sale: the commitment is public before sales open. */
export const ISSUES_AHEAD = 2;
/** At most this many missed issues of a game are drawn after a long stop (history only). */
export const BACKFILL_LIMIT = 60;
const DRAW_BATCH = 500;

export const drawnView = (row: IssueRow): DrawnIssue => ({
  issueNo: row.issue_no,
  drawAt: row.draw_at,
  result: JSON.parse(row.result_json ?? 'null') as LotteryResult,
  seed: row.seed,
  commitment: row.commitment,
});

/**
 * The issues of every game: created ahead with a fresh seed and its commitment, drawn at their
 * draw time with `drawResult(game, issueNo, seed)` by a state-guarded update (open -> drawn),
 * so a draw happens once whoever runs it.
 */
export const createIssueStore = (db: Db) => {
  const insert = db.prepare(`INSERT OR IGNORE INTO lottery_issues
    (game_code, issue_no, opens_at, sales_close_at, draw_at, seed, commitment, state, created_at)
    VALUES (@gameCode, @issueNo, @opensAt, @salesCloseAt, @drawAt, @seed, @commitment, 'open', @now)`);
  const insertDrawn = db.prepare(`INSERT OR IGNORE INTO lottery_issues
    (game_code, issue_no, opens_at, sales_close_at, draw_at, seed, commitment, result_json, state,
     created_at, drawn_at)
    VALUES (@gameCode, @issueNo, @opensAt, @salesCloseAt, @drawAt, @seed, @commitment, @result,
     'drawn', @now, @now)`);
  const byNo = db.prepare('SELECT * FROM lottery_issues WHERE game_code = ? AND issue_no = ?');
  const due = db.prepare(`SELECT game_code, issue_no, seed FROM lottery_issues
    WHERE state = 'open' AND draw_at <= ? ORDER BY draw_at LIMIT ?`);
  const markDrawn = db.prepare(`UPDATE lottery_issues SET state = 'drawn', result_json = ?,
    drawn_at = ? WHERE game_code = ? AND issue_no = ? AND state = 'open'`);
  const latestDrawAt = db
    .prepare(
      "SELECT MAX(draw_at) FROM lottery_issues WHERE game_code = ? AND draw_at <= ? AND state <> 'open'",
    )
    .pluck();
  const lastDrawn = db.prepare(`SELECT * FROM lottery_issues
    WHERE game_code = ? AND state <> 'open' ORDER BY draw_at DESC LIMIT 1`);
  const drawnPage = db.prepare(`SELECT * FROM lottery_issues
    WHERE game_code = ? AND state <> 'open' ORDER BY draw_at DESC LIMIT ? OFFSET ?`);
  const drawnCount = db
    .prepare("SELECT COUNT(*) FROM lottery_issues WHERE game_code = ? AND state <> 'open'")
    .pluck();

  const ensure = (game: LotteryGame, times: IssueTimes, now: number): IssueRow => {
    const seed = newSeed();
    insert.run({
      gameCode: game.gameCode,
      ...times,
      seed,
      commitment: commitmentOf(seed),
      now,
    });
    return byNo.get(game.gameCode, times.issueNo) as IssueRow;
  };

  return {
    ensure,
    get: (gameCode: string, issueNo: string) => byNo.get(gameCode, issueNo) as IssueRow | undefined,
    /** The issue on sale at `now`, created (with its commitment) when it is not yet. */
    current: (game: LotteryGame, now: number): IssueRow => ensure(game, issueAt(game, now), now),
    /** Creates the issue on sale and the next ones of every game. */
    prepare(games: readonly LotteryGame[], now: number): void {
      db.transaction(() => {
        for (const game of games) {
          ensure(game, issueAt(game, now), now);
          for (const times of nextIssues(game, now, ISSUES_AHEAD + 1)) ensure(game, times, now);
        }
      }).immediate();
    },
    /**
     * Issues the platform never made (it was stopped, or the clock moved ahead) are made and
     * drawn at once for the results history; nobody could bet on them. At most
     * {@link BACKFILL_LIMIT} per game, the most recent ones.
     */
    backfill(games: readonly LotteryGame[], now: number): DrawEvent[] {
      const events: DrawEvent[] = [];
      db.transaction(() => {
        for (const game of games) {
          const known = latestDrawAt.get(game.gameCode, now) as number | null;
          for (const times of issuesDrawnBetween(game, known ?? 0, now, BACKFILL_LIMIT)) {
            const seed = newSeed();
            const result = drawResultOf(game, times.issueNo, seed);
            const inserted = insertDrawn.run({
              gameCode: game.gameCode,
              ...times,
              seed,
              commitment: commitmentOf(seed),
              result: JSON.stringify(result),
              now,
            });
            if (inserted.changes === 1)
              events.push({ gameCode: game.gameCode, issueNo: times.issueNo, result });
          }
        }
      }).immediate();
      return events;
    },
    /** Draws every open issue whose draw time has come; answers the draws made by this call. */
    drawDue(now: number, games: ReadonlyMap<string, LotteryGame>): DrawEvent[] {
      const events: DrawEvent[] = [];
      for (;;) {
        const batch = db
          .transaction(() => {
            const rows = due.all(now, DRAW_BATCH) as Pick<
              IssueRow,
              'game_code' | 'issue_no' | 'seed'
            >[];
            const made: DrawEvent[] = [];
            for (const row of rows) {
              const game = games.get(row.game_code);
              if (!game) continue;
              const result = drawResultOf(game, row.issue_no, row.seed);
              const changed = markDrawn.run(
                JSON.stringify(result),
                now,
                row.game_code,
                row.issue_no,
              ).changes;
              if (changed === 1)
                made.push({ gameCode: row.game_code, issueNo: row.issue_no, result });
            }
            return { made, full: rows.length === DRAW_BATCH };
          })
          .immediate();
        events.push(...batch.made);
        if (!batch.full) return events;
      }
    },
    lastDrawn: (gameCode: string) => lastDrawn.get(gameCode) as IssueRow | undefined,
    drawnPage(gameCode: string, pageNo: number, pageSize: number) {
      const total = Number(drawnCount.get(gameCode));
      const rows = drawnPage.all(gameCode, pageSize, (pageNo - 1) * pageSize) as IssueRow[];
      return { rows, total };
    },
    /** The latest `count` drawn issues of a game, newest first. */
    recentDrawn: (gameCode: string, count: number) =>
      drawnPage.all(gameCode, count, 0) as IssueRow[],
  };
};
export type IssueStore = ReturnType<typeof createIssueStore>;
