import type { TurnoverStatus } from 'shared-contracts';

import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';

/**
 * Wagering owed on received bonuses: the sum of the active bonuses' requirements, against the
 * stakes of every bet settled since the earliest of them (game rounds and lottery bets).
 */
export const createBonuses = (db: Db) => {
  const owed = db.prepare(`SELECT COALESCE(SUM(turnover_required), 0) AS required,
    MIN(granted_at) AS since FROM member_bonuses WHERE member_id = ? AND status = 'active'`);
  const staked = db
    .prepare(
      'SELECT COALESCE(SUM(stake), 0) FROM settled_bets WHERE member_id = ? AND settled_at >= ?',
    )
    .pluck();
  const turnover = (memberId: string): TurnoverStatus => {
    const { required, since } = owed.get(memberId) as { required: number; since: number | null };
    if (since === null || required === 0) return { required: 0, progress: 0, remaining: 0 };
    const progress = Number(staked.get(memberId, since));
    return {
      required,
      progress: Math.min(progress, required),
      remaining: Math.max(0, required - progress),
    };
  };
  return {
    turnover,
    /** Refuses (403) money leaving while turnover is owed, saying how much is left. */
    requireTurnoverMet(memberId: string): void {
      const status = turnover(memberId);
      if (status.remaining > 0)
        throw new HttpError(
          403,
          `Bonus turnover not met yet: ${status.remaining} more must be wagered`,
          { reason: 'turnover', ...status },
        );
    },
  };
};
export type Bonuses = ReturnType<typeof createBonuses>;
