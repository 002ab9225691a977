import { reportDayOf } from 'shared-contracts';

import type { Db } from '../../db/database';
import type { Ledger } from '../../ledger/ledger';
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

/**
 * Ledger idempotency keys, the same whoever runs the settlement: one payout (and one push
 * return) per member and issue, the sum of the member's winning bets of the issue, which a batch
 * settles together; one refund per cancelled bet.
 */
export const payoutKey = (
  kind: 'payout' | 'push',
  memberId: string,
  issue: Pick<IssueRow, 'game_code' | 'issue_no'>,
) => `lottery:${kind}:${memberId}:${issue.game_code}:${issue.issue_no}`;
export const refundKey = (betId: string) => `lottery:refund:${betId}`;

/** One member's figures in a batch (the batch holds all of the member's open bets). */
interface MemberTotals {
  memberId: string;
  /** Won or lost bets: the turnover of the reports' daily figures. */
  wonLost: number;
  stake: number;
  paid: number;
  /** Settled bets of the profit report (a push counts, with no turnover). */
  settled: number;
  winLoss: number;
  payout: { amount: number; betIds: string[] };
  push: { amount: number; betIds: string[] };
}

const totalsOf = (totals: Map<string, MemberTotals>, memberId: string): MemberTotals => {
  let member = totals.get(memberId);
  if (!member) {
    member = {
      memberId,
      wonLost: 0,
      stake: 0,
      paid: 0,
      settled: 0,
      winLoss: 0,
      payout: { amount: 0, betIds: [] },
      push: { amount: 0, betIds: [] },
    };
    totals.set(memberId, member);
  }
  return member;
};

/**
 * Settles drawn issues. Each batch is one IMMEDIATE transaction: it reads open bets of the
 * issue, whole members at a time, moves each bet from `open` to its outcome by a status-guarded
 * update and credits each member's winnings of the issue with one idempotency key, so a bet is
 * paid exactly once even when two runs (or two processes) settle the same issue, and a crash
 * leaves each batch either done or not.
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
  // The rest of the last member's open bets, so that a batch always holds whole members.
  const memberRest = db.prepare(`SELECT rowid AS rid, id, order_id, member_id, play_type,
    selection_json, mode, multiplier, bet_count, amount, odds_milli, max_payout FROM lottery_bets
    WHERE game_code = ? AND issue_no = ? AND member_id = ? AND rowid > ? AND status = 'open'
    ORDER BY rowid`);
  // One statement per batch: [rowid, status, payout] triples as a JSON array. The batch's
  // IMMEDIATE transaction holds the write lock, so the bets it read are still open.
  const markSettled = db.prepare(`UPDATE lottery_bets
    SET status = s.value ->> 1, payout = s.value ->> 2, settled_at = ?
    FROM json_each(?) AS s
    WHERE lottery_bets.rowid = s.value ->> 0 AND lottery_bets.status = 'open'`);
  // The reports' daily figures (migration 070): the batch's won and lost bets per member,
  // summed in the batch (one row per member), at the report day (UTC+08:00) of the settlement,
  // as the settled_bets view dates them. A push returned its stake and is no turnover. `WHERE
  // true` lets ON CONFLICT follow a SELECT.
  const addDailyStats = db.prepare(`INSERT INTO member_daily_stats
      (member_id, day, bets, stake, valid_turnover, payout)
    SELECT s.value ->> 0, @day, s.value ->> 1, s.value ->> 2, s.value ->> 2, s.value ->> 3
    FROM json_each(@members) AS s WHERE true
    ON CONFLICT (member_id, day) DO UPDATE SET bets = bets + excluded.bets,
      stake = stake + excluded.stake, valid_turnover = valid_turnover + excluded.valid_turnover,
      payout = payout + excluded.payout`);
  // The profit report's figures (migration 064): the batch's settled bets per member, in the
  // game's category (a batch is one issue of one game); a push is a bet with no turnover.
  const addCategoryDays = db.prepare(`INSERT INTO member_category_days
      (member_id, day, category, bets, valid_turnover, win_loss)
    SELECT s.value ->> 0, @day, (SELECT game_type FROM games WHERE game_code = @game),
      s.value ->> 1, s.value ->> 2, s.value ->> 3
    FROM json_each(@members) AS s WHERE true
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
        const full = rows.length === batchSize;
        const last = rows[rows.length - 1];
        if (full && last)
          rows.push(
            ...(memberRest.all(
              issue.game_code,
              issue.issue_no,
              last.member_id,
              last.rid,
            ) as OpenBetRow[]),
          );
        const outcomes: [number, BetStatus, number][] = [];
        const totals = new Map<string, MemberTotals>();
        for (const bet of rows) {
          const selection = JSON.parse(bet.selection_json) as string[][];
          const { status, payout } = settleLine(game, bet, selection, result);
          outcomes.push([bet.rid, status, payout]);
          const member = totalsOf(totals, bet.member_id);
          if (status === 'won' || status === 'lost') {
            member.wonLost += 1;
            member.stake += bet.amount;
            member.paid += payout;
          }
          if (status === 'won' || status === 'lost' || status === 'push') {
            member.settled += 1;
            member.winLoss += payout - bet.amount;
          }
          const credit = status === 'push' ? member.push : member.payout;
          if (payout > 0) {
            credit.amount += payout;
            credit.betIds.push(bet.id);
          }
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
        const members = [...totals.values()];
        const credits = members.flatMap((member) =>
          (['payout', 'push'] as const).flatMap((kind) =>
            member[kind].amount > 0
              ? [
                  {
                    memberId: member.memberId,
                    amount: member[kind].amount,
                    kind: kind === 'push' ? 'lottery_push' : 'lottery_payout',
                    idempotencyKey: payoutKey(kind, member.memberId, issue),
                    request: { ...issue, betIds: member[kind].betIds },
                  },
                ]
              : [],
          ),
        );
        for (const memberId of ledger.creditManyWithin(credits, now)) moved.add(memberId);
        const day = reportDayOf(now);
        const wonLost = members.filter((member) => member.wonLost > 0);
        if (wonLost.length > 0)
          addDailyStats.run({
            day,
            members: JSON.stringify(wonLost.map((m) => [m.memberId, m.wonLost, m.stake, m.paid])),
          });
        const settled = members.filter((member) => member.settled > 0);
        if (settled.length > 0)
          addCategoryDays.run({
            day,
            game: issue.game_code,
            members: JSON.stringify(
              settled.map((m) => [m.memberId, m.settled, m.stake, m.winLoss]),
            ),
          });
        if (!full) {
          markIssueSettled.run(now, issue.game_code, issue.issue_no);
          return null;
        }
        const end = rows[rows.length - 1];
        return end ? ([end.member_id, end.rid] as const) : null;
      })
      .immediate();

  return {
    cancelBet,
    settleBatch,
    /**
     * Settles every drawn issue, oldest first, yielding the number of bets of each committed
     * batch (a caller may let other work run between batches). `onBatch` hears each committed
     * batch (the pushes go out then, never before the money moved).
     */
    *settling(
      games: ReadonlyMap<string, LotteryGame>,
      now: number,
      onBatch: (payouts: PayoutEvent[], moved: string[]) => void,
      batchSize = SETTLE_BATCH,
    ): Generator<number, void, void> {
      for (;;) {
        const issues = unsettled.all() as IssueRow[];
        for (const issue of issues) {
          const game = games.get(issue.game_code);
          if (!game) continue;
          const result = JSON.parse(issue.result_json ?? 'null') as LotteryResult;
          let after: BatchCursor | null = FIRST_BATCH;
          while (after !== null) {
            const payouts: PayoutEvent[] = [];
            const moved = new Set<string>();
            after = settleBatch(issue, game, result, now, payouts, moved, batchSize, after);
            if (payouts.length > 0 || moved.size > 0) onBatch(payouts, [...moved]);
            yield payouts.length;
          }
        }
        if (issues.length < 100) return;
      }
    },
  };
};
export type Settlement = ReturnType<typeof createSettlement>;
