import { createHash, randomUUID } from 'node:crypto';

import type { LotteryRefusal, LotteryRefusalReason } from 'shared-contracts/lottery';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { BalanceReader } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { IdempotencyConflictError, InsufficientBalanceError } from '../../ledger/ledgerErrors';
import type { IssueRow, IssueStore } from './issues';
import { createOrderRows } from './orderRows';
import type { PlaySettings } from './playSettings';
import {
  type BetLine,
  checkLine,
  issueAt,
  issueByNo,
  type LotteryGame,
  lotteryGameByCode,
  nextIssues,
  type PricedLine,
} from './rules';
import type { BetStatus, Settlement } from './settlement';

/** The wallet lottery stakes come from and payouts go to. */
export const LOTTERY_WALLET = 'MAIN';
/** How many issues ahead a bet (or the first issue of a chase) may be placed. */
export const MAX_ISSUES_AHEAD = 50;

export interface PlaceRequest {
  gameCode: string;
  issueNo: string;
  lines: PricedLine[];
  chase?: { issues: number; stopOnWin: boolean } | undefined;
}

/** The order number a player is shown: L and eight digits. */
export const lotteryOrderNo = (n: number): string => `L${String(n).padStart(8, '0')}`;

export interface PlacedOrder {
  orderId: string;
  orderNo: string;
  bets: { betId: string; issueNo: string; amount: number }[];
  balance: number;
}

export interface BetRow {
  id: string;
  order_id: string;
  member_id: string;
  game_code: string;
  issue_no: string;
  line_no: number;
  play_type: string;
  selection_json: string;
  mode: BetLine['mode'];
  multiplier: number;
  bet_count: number;
  amount: number;
  odds_milli: number;
  max_payout: number;
  payout: number;
  status: BetStatus;
  cancel_reason: 'member' | 'chaseStopped' | null;
  placed_at: number;
  settled_at: number | null;
}

/** A refusal the site can act on: `value` is the contract's {@link LotteryRefusal}. */
export const refusal = (
  status: number,
  reason: LotteryRefusalReason,
  message: string,
  extra: Omit<LotteryRefusal, 'reason'> = {},
) => new HttpError(status, message, { reason, ...extra } satisfies LotteryRefusal);

const salesClosed = (game: LotteryGame, issueNo: string, now: number) => {
  const next = issueAt(game, now);
  return refusal(
    409,
    'salesClosed',
    `Sales of issue ${issueNo} are closed; the next issue is ${next.issueNo}`,
    { nextIssueNo: next.issueNo },
  );
};

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Bets: the platform checks every line with the shared rules (bet count and amount recomputed,
 * a mismatch refused), refuses closed issues, then in ONE database transaction writes the order
 * and its bets and takes the whole stake from the main wallet through the ledger with the
 * request's Idempotency-Key; any refusal rolls everything back, so nothing is written.
 */
export const createBets = (deps: {
  db: Db;
  ledger: Ledger;
  balances: BalanceReader;
  issues: IssueStore;
  settlement: Settlement;
  settings: PlaySettings;
}) => {
  const { db, ledger, balances, issues, settlement, settings } = deps;
  const orderByKey = db.prepare(
    'SELECT id, request_hash FROM lottery_orders WHERE idempotency_key = ?',
  );
  const rowsOf = createOrderRows(db);
  const orderNoOf = db.prepare('SELECT order_no FROM lottery_orders WHERE id = ?');
  const betsOfOrder = db.prepare(
    'SELECT id, issue_no, amount FROM lottery_bets WHERE order_id = ? ORDER BY issue_no, line_no',
  );
  const betById = db.prepare('SELECT * FROM lottery_bets WHERE id = ?');

  const mainBalance = (memberId: string) =>
    balances.wallets(memberId).find((wallet) => wallet.wallet === LOTTERY_WALLET)?.balance ?? 0;

  const answerOf = (orderId: string, memberId: string): PlacedOrder => ({
    orderId,
    orderNo: lotteryOrderNo((orderNoOf.get(orderId) as { order_no: number }).order_no),
    bets: (betsOfOrder.all(orderId) as { id: string; issue_no: string; amount: number }[]).map(
      (bet) => ({ betId: bet.id, issueNo: bet.issue_no, amount: bet.amount }),
    ),
    balance: mainBalance(memberId),
  });

  return {
    mainBalance,
    place(memberId: string, request: PlaceRequest, idempotencyKey: string, now: number) {
      const key = `${memberId}:${idempotencyKey}`;
      const requestHash = hashOf(request);
      const replay = () => {
        const existing = orderByKey.get(key) as { id: string; request_hash: string } | undefined;
        if (!existing) return null;
        if (existing.request_hash !== requestHash) throw new IdempotencyConflictError();
        return answerOf(existing.id, memberId);
      };
      const first = replay();
      if (first) return first;

      const game = lotteryGameByCode(request.gameCode);
      if (!game) throw refusal(404, 'unknownGame', `Unknown game ${request.gameCode}`);
      const issue = issueByNo(game, request.issueNo);
      if (!issue) throw refusal(400, 'unknownIssue', `Unknown issue ${request.issueNo}`);
      if (now >= issue.salesCloseAt) throw salesClosed(game, request.issueNo, now);
      const ahead = nextIssues(game, now, MAX_ISSUES_AHEAD);
      const start = ahead.findIndex((times) => times.issueNo === issue.issueNo);
      if (start < 0)
        throw refusal(400, 'unknownIssue', `Issue ${request.issueNo} is not on sale yet`);

      const lines = request.lines.map((line, index) => {
        const checked = checkLine(game, line);
        if (!checked.ok) {
          throw checked.reason === 'amountMismatch'
            ? refusal(422, 'amountMismatch', `Line ${index + 1}: ${checked.message}`, {
                lineIndex: index,
              })
            : refusal(400, 'invalidSelection', `Line ${index + 1}: ${checked.message}`, {
                lineIndex: index,
              });
        }
        return { ...line, ...settings.of(game.gameCode, line.playType), lineNo: index };
      });

      const count = request.chase ? request.chase.issues : 1;
      const targets = nextIssues(game, issue.opensAt, count + 1)
        .filter((times) => times.drawAt >= issue.drawAt)
        .slice(0, count);
      if (targets.length !== count || targets[0]?.issueNo !== issue.issueNo)
        throw refusal(400, 'unknownIssue', 'The chase issues could not be planned');
      const perIssue = lines.reduce((sum, line) => sum + line.amount, 0);
      const total = perIssue * count;
      const orderId = randomUUID();

      let placed: PlacedOrder;
      try {
        placed = db
          .transaction(() => {
            // A retry that raced this one: answer the first (inside the write lock).
            const raced = replay();
            if (raced) return raced;
            const rows: IssueRow[] = targets.map((times) => issues.ensure(game, times, now));
            const bets: PlacedOrder['bets'] = [];
            const debit = ledger.debit({
              memberId,
              amount: total,
              wallet: LOTTERY_WALLET,
              kind: 'lottery_stake',
              idempotencyKey: `lottery:stake:${key}`,
              request: { orderId },
            });
            rowsOf.order({
              orderId,
              memberId,
              gameCode: game.gameCode,
              idempotencyKey: key,
              requestHash,
              total,
              issues: count,
              stopOnWin: request.chase?.stopOnWin ?? false,
              transactionId: debit.transactionId,
              at: now,
            });
            for (const row of rows) {
              for (const { lineNo, oddsMilli, maxPayoutMinor, ...line } of lines) {
                const betId = rowsOf.bet({
                  orderId,
                  memberId,
                  gameCode: game.gameCode,
                  issueNo: row.issue_no,
                  lineNo,
                  line,
                  oddsMilli,
                  maxPayoutMinor,
                  at: now,
                });
                bets.push({ betId, issueNo: row.issue_no, amount: line.amount });
              }
            }
            const { order_no: orderNo } = orderNoOf.get(orderId) as { order_no: number };
            return {
              orderId,
              orderNo: lotteryOrderNo(orderNo),
              bets,
              balance: mainBalance(memberId),
            };
          })
          .immediate();
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw refusal(409, 'insufficientBalance', 'Your balance does not cover this bet');
        throw error;
      }
      ledger.events.emit('moved', [memberId]);
      return placed;
    },

    /** Cancels one open bet before its sales close and refunds it once. */
    cancel(memberId: string, betId: string, now: number) {
      const bet = betById.get(betId) as BetRow | undefined;
      // Another member's bet is answered exactly like a missing one.
      if (!bet || bet.member_id !== memberId) throw refusal(404, 'unknownBet', 'Bet not found');
      const answer = () => ({
        betId,
        status: 'cancelled' as const,
        refund: bet.amount,
        balance: mainBalance(memberId),
      });
      // A retried cancel answers the first result (the refund happened once).
      if (bet.status === 'cancelled') return answer();
      if (bet.status !== 'open')
        throw refusal(409, 'notOpen', `This bet is already settled (${bet.status})`);
      const game = lotteryGameByCode(bet.game_code);
      const issue = issues.get(bet.game_code, bet.issue_no);
      if (!game || !issue) throw refusal(404, 'unknownBet', 'Bet not found');
      if (now >= issue.sales_close_at) throw salesClosed(game, bet.issue_no, now);
      const cancelled = db.transaction(() => settlement.cancelBet(bet, 'member', now)).immediate();
      if (!cancelled && (betById.get(betId) as BetRow).status !== 'cancelled')
        throw refusal(409, 'notOpen', 'This bet was settled meanwhile');
      ledger.events.emit('moved', [memberId]);
      return answer();
    },

    get: (betId: string) => betById.get(betId) as BetRow | undefined,
  };
};
export type Bets = ReturnType<typeof createBets>;
