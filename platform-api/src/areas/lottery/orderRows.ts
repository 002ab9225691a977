import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database';
import { lineWinChanceBp, type PricedLine } from './rules';

/** An order's row: who paid how much for how many issues, and the ledger's debit. */
export interface OrderRow {
  orderId: string;
  memberId: string;
  gameCode: string;
  idempotencyKey: string;
  requestHash: string;
  total: number;
  issues: number;
  stopOnWin: boolean;
  transactionId: string;
  at: number;
}

/** One line of an order on one issue, priced at the odds and cap it was placed with. */
export interface BetRow {
  orderId: string;
  memberId: string;
  gameCode: string;
  issueNo: string;
  lineNo: number;
  line: PricedLine;
  oddsMilli: number;
  maxPayoutMinor: number;
  at: number;
}

/**
 * The lottery's order and bet rows, written one way for a member's placement and the demo's
 * seed: an order takes the next order number, a bet is open and carries the win chance its odds
 * imply (bonus wagering reads it).
 */
export const createOrderRows = (db: Db) => {
  const insertOrder = db.prepare(`INSERT INTO lottery_orders
    (id, member_id, game_code, idempotency_key, request_hash, total_amount, issues, stop_on_win,
     transaction_id, created_at, order_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
     (SELECT COALESCE(MAX(order_no), 0) + 1 FROM lottery_orders))`);
  const insertBet = db.prepare(`INSERT INTO lottery_bets
    (id, order_id, member_id, game_code, issue_no, line_no, play_type, selection_json, mode,
     multiplier, bet_count, amount, odds_milli, max_payout, status, placed_at, win_chance_bp)
    VALUES (@id, @orderId, @memberId, @gameCode, @issueNo, @lineNo, @playType, @selection, @mode,
     @multiplier, @betCount, @amount, @oddsMilli, @maxPayout, 'open', @at, @winChanceBp)`);
  return {
    order: (row: OrderRow): void => {
      insertOrder.run(
        row.orderId,
        row.memberId,
        row.gameCode,
        row.idempotencyKey,
        row.requestHash,
        row.total,
        row.issues,
        row.stopOnWin ? 1 : 0,
        row.transactionId,
        row.at,
      );
    },
    /** Writes an open bet; answers its id. */
    bet: ({ line, ...row }: BetRow): string => {
      const id = randomUUID();
      insertBet.run({
        id,
        orderId: row.orderId,
        memberId: row.memberId,
        gameCode: row.gameCode,
        issueNo: row.issueNo,
        lineNo: row.lineNo,
        playType: line.playType,
        selection: JSON.stringify(line.selection),
        mode: line.mode,
        multiplier: line.multiplier,
        betCount: line.betCount,
        amount: line.amount,
        oddsMilli: row.oddsMilli,
        maxPayout: row.maxPayoutMinor,
        at: row.at,
        winChanceBp: lineWinChanceBp(line.betCount, row.oddsMilli),
      });
      return id;
    },
  };
};
