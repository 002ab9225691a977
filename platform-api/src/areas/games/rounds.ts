import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { BalanceReader } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { type Draw, type Outcome, playEngine, secureDraw, winChanceBp } from './engines';
import type { Engine } from './inHouseGames';

/** The wallet every game round plays on. */
export const GAME_WALLET = 'MAIN';

export interface RoundRequest {
  memberId: string;
  gameCode: string;
  engine: Engine;
  /** Chosen by the page; a retry with the same id answers the first result. */
  roundId: string;
  stake: number;
  choice: unknown;
}

export interface RoundResult {
  roundId: string;
  betId: string;
  stake: number;
  payout: number;
  multiplier: number;
  detail: Record<string, unknown>;
  /** The game wallet's balance after the round. */
  balance: number;
  replayed: boolean;
  time: number;
}

interface BetRow {
  id: string;
  game_code: string;
  stake: number;
  payout: number;
  outcome_json: string;
  created_at: number;
}

/**
 * Plays rounds on the ledger: the stake is a debit that records the bet in the same database
 * transaction, the win a credit; both carry idempotency keys derived from the round id, so a
 * retried round never moves money twice, and a round whose credit was interrupted is
 * completed by its retry. Each ledger movement fires the balance push. The round keeps its chance
 * of winning, which bonus wagering reads.
 */
export const createRoundService = (
  db: Db,
  ledger: Ledger,
  balances: BalanceReader,
  draw: Draw = secureDraw,
) => {
  const findRound = db.prepare(
    'SELECT id, game_code, stake, payout, outcome_json, created_at FROM bet_records WHERE member_id = ? AND round_id = ?',
  );
  const insertBet = db.prepare(`INSERT INTO bet_records
    (id, member_id, game_code, stake, payout, transaction_id, created_at, round_id, outcome_json,
      win_chance_bp)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const history = db.prepare(`SELECT id, game_code, stake, payout, outcome_json, created_at
    FROM bet_records WHERE member_id = ? AND game_code = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`);

  const walletBalance = (memberId: string) =>
    balances.wallets(memberId).find((w) => w.wallet === GAME_WALLET)?.balance ?? 0;

  const creditWin = (memberId: string, roundId: string, gameCode: string, payout: number) => {
    if (payout <= 0) return;
    ledger.credit({
      memberId,
      amount: payout,
      wallet: GAME_WALLET,
      kind: 'game_win',
      idempotencyKey: `round:${memberId}:${roundId}:win`,
      request: { gameCode, roundId },
    });
  };

  const toResult = (row: BetRow, roundId: string, memberId: string, replayed: boolean) => {
    const outcome = JSON.parse(row.outcome_json) as Pick<Outcome, 'multiplier' | 'detail'>;
    return {
      roundId,
      betId: row.id,
      stake: row.stake,
      payout: row.payout,
      multiplier: outcome.multiplier,
      detail: outcome.detail,
      balance: walletBalance(memberId),
      replayed,
      time: row.created_at,
    } satisfies RoundResult;
  };

  return {
    walletBalance,
    play(request: RoundRequest, now = Date.now()): RoundResult {
      const { memberId, gameCode, roundId, stake } = request;
      const existing = findRound.get(memberId, roundId) as BetRow | undefined;
      if (existing) {
        // A replay must be the same bet: same game, stake and choice (the stored choice is the
        // validated one, so key order is the schema's on both sides).
        const stored = (JSON.parse(existing.outcome_json) as { choice?: unknown }).choice;
        if (
          existing.game_code !== gameCode ||
          existing.stake !== stake ||
          JSON.stringify(stored ?? null) !== JSON.stringify(request.choice ?? null)
        ) {
          throw new HttpError(422, 'This round id was already used for another bet');
        }
        creditWin(memberId, roundId, gameCode, existing.payout);
        return toResult(existing, roundId, memberId, true);
      }
      const outcome = playEngine(request.engine, stake, request.choice, draw);
      const betId = randomUUID();
      ledger.debit({
        memberId,
        amount: stake,
        wallet: GAME_WALLET,
        kind: 'game_stake',
        idempotencyKey: `round:${memberId}:${roundId}:stake`,
        request: { gameCode, roundId, stake },
        respond: (transactionId) => {
          insertBet.run(
            betId,
            memberId,
            gameCode,
            stake,
            outcome.payout,
            transactionId,
            now,
            roundId,
            JSON.stringify({
              multiplier: outcome.multiplier,
              detail: outcome.detail,
              choice: request.choice ?? null,
            }),
            winChanceBp(request.engine, request.choice),
          );
          return { betId };
        },
      });
      creditWin(memberId, roundId, gameCode, outcome.payout);
      return {
        roundId,
        betId,
        stake,
        payout: outcome.payout,
        multiplier: outcome.multiplier,
        detail: outcome.detail,
        balance: walletBalance(memberId),
        replayed: false,
        time: now,
      };
    },
    /** The member's latest rounds of one game, newest first. */
    history(memberId: string, gameCode: string, limit = 10) {
      return (history.all(memberId, gameCode, limit) as BetRow[]).map((row) => ({
        betId: row.id,
        stake: row.stake,
        payout: row.payout,
        time: row.created_at,
      }));
    },
  };
};
export type RoundService = ReturnType<typeof createRoundService>;
