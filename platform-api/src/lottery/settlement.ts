import { reportDayOf } from 'shared-contracts';

import type { Db } from '../db/database';
import type { Ledger } from '../ledger/ledger';
import type { IssueRow } from './issues';
import { type LotteryGame, type LotteryResult, settleLine } from './rules';

/** Bets settled per database transaction. */
export const SETTLE_BATCH = 5_000;

export type BetStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'push';

/** What a settled bet announces to its owner (the `lotteryPayout` push). */
export interface PayoutEvent {
  memberId: string;
  betId: string;
  gameCode: string;
  issueNo: string;
  payout: number;
  status: BetStatus;
}

interface OpenBetRow {
  rid: number;
  id: string;
  order_id: string;
  member_id: string;
  play_type: string;
  selection_json: string;
  mode: 'yuan' | 'jiao' | 'fen';
  multiplier: number;
  bet_count: number;
  amount: number;
  odds_milli: number;
  max_payout: number;
}

/** Where a batch starts: after this (member, bet rowid); {@link FIRST_BATCH} starts at the top. */
export type BatchCursor = readonly [memberId: string, rid: number];
export const FIRST_BATCH: BatchCursor = ['', 0];

/** Ledger idempotency keys: one payout and one refund per bet, whoever runs them. */
export const payoutKey = (betId: string) => `lottery:payout:${betId}`;
export const refundKey = (betId: string) => `lottery:refund:${betId}`;

/**
 * Settles drawn issues. Each batch is one IMMEDIATE transaction: it reads open bets of the
 * issue, moves each from `open` to its outcome by a status-guarded update and credits the
 * payout with the bet's own idempotency key, so a bet is paid exactly once even when two runs
 * (or two processes) settle the same issue, and a crash leaves each batch either done or not.
 * A chase with stopOnWin that wins cancels and refunds its bets on issues not yet drawn.
 */
export const createSettlement = (db: Db, ledger: Ledger) => {
  // A cursor over the issue's bets in member order (lottery_bets_issue_member, migration 125):
  // a batch then holds whole members, so the pages it rewrites (the member's index entries,
  // balance, daily figures, and mostly its bets' rows, placed together) are its own, and each
  // is written to the log once per issue rather than once per batch.
  const openBets = db.prepare(`SELECT rowid AS rid, id, order_id, member_id, play_type,
    selection_json, mode, multiplier, bet_count, amount, odds_milli, max_payout FROM lottery_bets
    WHERE game_code = ? AND issue_no = ? AND (member_id, rowid) > (?, ?) AND status = 'open'
    ORDER BY member_id, rowid LIMIT ?`);
  // One statement per batch: [rowid, status, payout] triples as a JSON array. The batch's
  // IMMEDIATE transaction holds the write lock, so the bets it read are still open.
  const markSettled = db.prepare(`UPDATE lottery_bets
    SET status = s.value ->> 1, payout = s.value ->> 2, settled_at = ?
    FROM json_each(?) AS s
    WHERE lottery_bets.rowid = s.value ->> 0 AND lottery_bets.status = 'open'`);
  // The reports' daily figures (migration 070): the batch's won and lost bets per member, in one
  // statement, at the report day (UTC+08:00) of the settlement, as the settled_bets view dates them.
  // A push returned its stake and is no turnover. `WHERE true` lets ON CONFLICT follow a SELECT.
  const addDailyStats = db.prepare(`INSERT INTO member_daily_stats
      (member_id, day, bets, stake, valid_turnover, payout)
    SELECT s.value ->> 0, @day, COUNT(*),
      SUM(s.value ->> 1), SUM(s.value ->> 1), SUM(s.value ->> 2)
    FROM json_each(@bets) AS s WHERE true GROUP BY s.value ->> 0
    ON CONFLICT (member_id, day) DO UPDATE SET bets = bets + excluded.bets,
      stake = stake + excluded.stake, valid_turnover = valid_turnover + excluded.valid_turnover,
      payout = payout + excluded.payout`);
  // The profit report's figures (migration 064): the batch's settled bets per member, in the
  // game's category (a batch is one issue of one game); a push is a bet with no turnover.
  const addCategoryDays = db.prepare(`INSERT INTO member_category_days
      (member_id, day, category, bets, valid_turnover, win_loss)
    SELECT s.value ->> 0, @day, (SELECT game_type FROM games WHERE game_code = @game), COUNT(*),
      SUM(s.value ->> 1), SUM(s.value ->> 2)
    FROM json_each(@bets) AS s WHERE true GROUP BY s.value ->> 0
    ON CONFLICT (member_id, day, category) DO UPDATE SET bets = bets + excluded.bets,
      valid_turnover = valid_turnover + excluded.valid_turnover,
      win_loss = win_loss + excluded.win_loss`);
  const markIssueSettled = db.prepare(`UPDATE lottery_issues SET state = 'settled', settled_at = ?
    WHERE game_code = ? AND issue_no = ? AND state = 'drawn'`);
  const unsettled = db.prepare(`SELECT * FROM lottery_issues WHERE state = 'drawn'
    ORDER BY draw_at LIMIT 100`);
  const stopChase = db.prepare(`UPDATE lottery_orders SET stopped_by_bet_id = ?
    WHERE id = ? AND stop_on_win = 1 AND stopped_by_bet_id IS NULL`);
  // The chase's bets on later issues still open for sale or at least not drawn yet.
  const laterOpenBets = db.prepare(`SELECT b.id, b.member_id, b.game_code, b.issue_no, b.amount
    FROM lottery_bets b JOIN lottery_issues i ON i.game_code = b.game_code AND i.issue_no = b.issue_no
    WHERE b.order_id = ? AND b.status = 'open' AND i.state = 'open'`);
  const markCancelled = db.prepare(`UPDATE lottery_bets SET status = 'cancelled',
    cancel_reason = ?, settled_at = ? WHERE id = ? AND status = 'open'`);

  /** Cancels an open bet and refunds its stake once; false when it was not open any more. */
  const cancelBet = (
    bet: { id: string; member_id: string; game_code: string; issue_no: string; amount: number },
    reason: 'member' | 'chaseStopped',
    now: number,
  ): boolean => {
    if (markCancelled.run(reason, now, bet.id).changes !== 1) return false;
    ledger.credit({
      memberId: bet.member_id,
      amount: bet.amount,
      kind: 'lottery_refund',
      idempotencyKey: refundKey(bet.id),
      request: { betId: bet.id },
    });
    return true;
  };

  /**
   * Settles one batch of an issue's open bets after the cursor `after`; answers the cursor of
   * the last bet read, or null when the issue is done (and marked settled).
   */
  const settleBatch = (
    issue: Pick<IssueRow, 'game_code' | 'issue_no'>,
    game: LotteryGame,
    result: LotteryResult,
    now: number,
    payouts: PayoutEvent[],
    moved: Set<string>,
    batchSize: number,
    after: BatchCursor = FIRST_BATCH,
  ): BatchCursor | null =>
    db
      .transaction(() => {
        const rows = openBets.all(
          issue.game_code,
          issue.issue_no,
          after[0],
          after[1],
          batchSize,
        ) as OpenBetRow[];
        const outcomes: [number, BetStatus, number][] = [];
        const turnover: [string, number, number][] = [];
        const settled: [string, number, number][] = [];
        const credits: Parameters<typeof ledger.creditManyWithin>[0][number][] = [];
        for (const bet of rows) {
          const selection = JSON.parse(bet.selection_json) as string[][];
          const { status, payout } = settleLine(game, bet, selection, result);
          outcomes.push([bet.rid, status, payout]);
          if (status === 'won' || status === 'lost') {
            turnover.push([bet.member_id, bet.amount, payout]);
            settled.push([bet.member_id, bet.amount, payout - bet.amount]);
          } else if (status === 'push') settled.push([bet.member_id, 0, payout - bet.amount]);
          if (payout > 0)
            credits.push({
              memberId: bet.member_id,
              amount: payout,
              kind: status === 'push' ? 'lottery_push' : 'lottery_payout',
              idempotencyKey: payoutKey(bet.id),
              request: { betId: bet.id },
            });
          payouts.push({
            memberId: bet.member_id,
            betId: bet.id,
            gameCode: issue.game_code,
            issueNo: issue.issue_no,
            payout,
            status,
          });
          if (status === 'won' && stopChase.run(bet.id, bet.order_id).changes === 1) {
            for (const later of laterOpenBets.all(bet.order_id) as Parameters<
              typeof cancelBet
            >[0][]) {
              if (!cancelBet(later, 'chaseStopped', now)) continue;
              moved.add(later.member_id);
              payouts.push({
                memberId: later.member_id,
                betId: later.id,
                gameCode: later.game_code,
                issueNo: later.issue_no,
                payout: 0,
                status: 'cancelled',
              });
            }
          }
        }
        if (markSettled.run(now, JSON.stringify(outcomes)).changes !== outcomes.length)
          throw new Error('A bet of the batch was settled by another run: the batch rolls back');
        // The batch's payouts in three statements, inside its transaction: a failure rolls the
        // whole batch back for a retry.
        for (const memberId of ledger.creditManyWithin(credits, now)) moved.add(memberId);
        if (turnover.length > 0)
          addDailyStats.run({ day: reportDayOf(now), bets: JSON.stringify(turnover) });
        if (settled.length > 0)
          addCategoryDays.run({
            day: reportDayOf(now),
            game: issue.game_code,
            bets: JSON.stringify(settled),
          });
        if (rows.length < batchSize) {
          markIssueSettled.run(now, issue.game_code, issue.issue_no);
          return null;
        }
        const last = rows[rows.length - 1];
        return last ? ([last.member_id, last.rid] as const) : null;
      })
      .immediate();

  return {
    cancelBet,
    settleBatch,
    /**
     * Settles every drawn issue, oldest first. `onBatch` hears each committed batch (the pushes
     * go out then, never before the money moved).
     */
    settleDrawn(
      games: ReadonlyMap<string, LotteryGame>,
      now: number,
      onBatch: (payouts: PayoutEvent[], moved: string[]) => void,
      batchSize = SETTLE_BATCH,
    ): number {
      let settled = 0;
      for (;;) {
        const issues = unsettled.all() as IssueRow[];
        if (issues.length === 0) return settled;
        for (const issue of issues) {
          const game = games.get(issue.game_code);
          if (!game) continue;
          const result = JSON.parse(issue.result_json ?? 'null') as LotteryResult;
          let after: BatchCursor | null = FIRST_BATCH;
          while (after !== null) {
            const payouts: PayoutEvent[] = [];
            const moved = new Set<string>();
            after = settleBatch(issue, game, result, now, payouts, moved, batchSize, after);
            settled += payouts.length;
            if (payouts.length > 0 || moved.size > 0) onBatch(payouts, [...moved]);
          }
        }
        if (issues.length < 100) return settled;
      }
    },
  };
};
export type Settlement = ReturnType<typeof createSettlement>;
