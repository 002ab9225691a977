import { randomInt } from 'node:crypto';

import { type RaffleWinner } from 'shared-contracts';
import { maskUsername } from 'shared-contracts/member';

import type { Db } from '../../db/database';
import type { ParticipationState } from './participationState';

/**
 * Raffle draws: each raffle drawn once at its time (the draw row and every winner's credit in
 * one transaction, so a second pass or a restart finds it drawn), winners picked with
 * `crypto.randomInt`, and the winners list with masked usernames.
 */
export const createRaffleDraws = (db: Db, state: ParticipationState) => {
  const { requireConfig, requireKind, bonusName, payBonus, moved, drawOf } = state;

  const dueRaffles = db
    .prepare(
      `SELECT c.promotion_id FROM promotion_participation c
      LEFT JOIN raffle_draws d ON d.promotion_id = c.promotion_id
      WHERE c.kind = 'raffle' AND c.draw_at <= ? AND d.promotion_id IS NULL
      ORDER BY c.draw_at`,
    )
    .pluck();
  const ticketsOf = db.prepare(
    'SELECT member_id, ticket_no FROM raffle_tickets WHERE promotion_id = ? ORDER BY ticket_no',
  );
  const insertDraw = db.prepare(`INSERT INTO raffle_draws (promotion_id, drawn_at, tickets)
    VALUES (?, ?, ?) ON CONFLICT (promotion_id) DO NOTHING`);
  const insertWinner = db.prepare(`INSERT INTO raffle_winners
    (promotion_id, rank, member_id, ticket_no, amount, ledger_transaction_id, bonus_id)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  /**
   * Draws one raffle: the draw row (unique per raffle) and every winner's credit commit
   * together, so a second pass, another process or a restart finds it drawn and does nothing.
   * Winners are a uniform sample of the tickets by `crypto.randomInt` (partial Fisher-Yates).
   */
  const drawTransaction = db.transaction((promotionId: string, now: number): string[] => {
    const config = requireConfig(promotionId);
    const tickets = ticketsOf.all(promotionId) as { member_id: string; ticket_no: number }[];
    if (insertDraw.run(promotionId, now, tickets.length).changes === 0) return [];
    const count = Math.min(config.winners ?? 0, tickets.length);
    const prize = config.prize_amount ?? 0;
    const paid: string[] = [];
    for (let rank = 1; rank <= count; rank += 1) {
      const pick = randomInt(rank - 1, tickets.length);
      [tickets[rank - 1], tickets[pick]] = [tickets[pick]!, tickets[rank - 1]!];
      const winner = tickets[rank - 1]!;
      const bonusId = `raffle-prize-${promotionId}-${rank}`;
      const tx = payBonus(
        {
          key: `raffle-prize:${promotionId}:${winner.member_id}`,
          kind: 'raffle_prize',
          memberId: winner.member_id,
          amount: prize,
          required: prize * config.turnover_multiple,
        },
        { id: bonusId, name: bonusName(config, 'Raffle prize') },
        now,
      );
      insertWinner.run(promotionId, rank, winner.member_id, winner.ticket_no, prize, tx, bonusId);
      paid.push(winner.member_id);
    }
    return paid;
  });

  const ticketCount = db
    .prepare('SELECT COUNT(*) FROM raffle_tickets WHERE promotion_id = ?')
    .pluck();
  const winnerRows = db.prepare(`SELECT w.rank, m.username, w.ticket_no, w.amount
    FROM raffle_winners w JOIN members m ON m.id = w.member_id
    WHERE w.promotion_id = ? ORDER BY w.rank`);

  return {
    /** Draws every raffle whose time has come (the ticker's pass); answers how many were drawn. */
    drawDue(now: number): number {
      const due = dueRaffles.all(now) as string[];
      let drawn = 0;
      for (const promotionId of due) {
        const winners = drawTransaction(promotionId, now);
        if (drawOf.get(promotionId)) drawn += 1;
        moved(winners);
      }
      return drawn;
    },
    /** A raffle's draw time, and once drawn its winners with masked usernames. */
    winners(promotionId: string) {
      const config = requireConfig(promotionId);
      requireKind(config, 'raffle');
      const draw = drawOf.get(promotionId) as { drawn_at: number; tickets: number } | undefined;
      const tickets = Number(ticketCount.get(promotionId));
      const rows = winnerRows.all(promotionId) as {
        rank: number;
        username: string;
        ticket_no: number;
        amount: number;
      }[];
      return {
        drawAt: config.draw_at ?? 0,
        drawnAt: draw?.drawn_at ?? null,
        tickets: draw?.tickets ?? tickets,
        winners: rows.map((row): RaffleWinner => ({
          rank: row.rank,
          username: maskUsername(row.username),
          ticketNo: row.ticket_no,
          amount: row.amount,
        })),
      };
    },
  };
};
