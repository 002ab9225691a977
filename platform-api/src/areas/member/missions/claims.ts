import {
  type MissionClaim,
  type MissionPeriod,
  type MissionRefusal,
  type MissionRefusalReason,
} from 'shared-contracts';
import { missionPeriodOf } from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import type { Ledger } from '../../../ledger/ledger';
import type { MissionProgressReader } from './progress';

/** A refused claim: `value` is the contract's {@link MissionRefusal}. */
export const missionRefusal = (
  status: number,
  reason: MissionRefusalReason,
  message: string,
  extra: Record<string, number> = {},
) => new HttpError(status, message, { reason, ...extra } satisfies MissionRefusal);

interface ClaimRow {
  reward: number;
  idempotency_key: string;
  ledger_transaction_id: string;
  claimed_at: number;
}

/**
 * Claims of mission rewards. The reward is one ledger credit whose idempotency key is the
 * member, the mission and the period (not the client's key), and the claim row is written
 * inside that same ledger transaction: two claims of one mission in one period can never pay
 * twice, whatever their keys, and a failed write pays nothing.
 */
export const createMissionClaims = (db: Db, ledger: Ledger, progress: MissionProgressReader) => {
  const missionPeriod = db
    .prepare('SELECT period FROM mission_definitions WHERE id = ? AND active = 1')
    .pluck();
  const claimOf = db.prepare(`SELECT reward, idempotency_key, ledger_transaction_id, claimed_at
    FROM mission_claims WHERE member_id = ? AND mission_id = ? AND period_start = ?`);
  const insertClaim = db.prepare(`INSERT INTO mission_claims (member_id, mission_id,
      period_start, reward, idempotency_key, ledger_transaction_id, claimed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  const answer = (missionId: string, periodStart: string, row: ClaimRow): MissionClaim => ({
    missionId,
    periodStart,
    reward: row.reward,
    claimedAt: row.claimed_at,
    transactionId: row.ledger_transaction_id,
  });

  return {
    claim(
      memberId: string,
      input: { missionId: string; periodStart: string },
      idempotencyKey: string,
      now: number,
    ): MissionClaim {
      const period = missionPeriod.get(input.missionId) as MissionPeriod | undefined;
      if (!period) throw missionRefusal(404, 'notFound', 'This mission does not exist');
      const existing = claimOf.get(memberId, input.missionId, input.periodStart) as
        ClaimRow | undefined;
      if (existing) {
        // The same request again (a retry after a lost answer) gets the first claim back.
        if (existing.idempotency_key === idempotencyKey)
          return answer(input.missionId, input.periodStart, existing);
        throw missionRefusal(409, 'alreadyClaimed', 'This reward has been claimed already');
      }
      if (missionPeriodOf(period, now).from !== input.periodStart)
        throw missionRefusal(409, 'expired', 'This mission period is over, its reward expired');
      const mission = progress
        .ofCurrentPeriod(memberId, period, now)
        .find(({ row }) => row.id === input.missionId);
      if (!mission) throw missionRefusal(404, 'notFound', 'This mission does not exist');
      const { row } = mission;
      if (row.progress < row.target)
        throw missionRefusal(409, 'notCompleted', 'This mission is not completed yet', {
          progress: row.progress,
          target: row.target,
        });
      const result = ledger.credit<ClaimRow>({
        memberId,
        amount: row.reward,
        kind: 'mission_reward',
        idempotencyKey: `mission:${memberId}:${row.id}:${input.periodStart}`,
        respond: (transactionId) => {
          insertClaim.run(
            memberId,
            row.id,
            input.periodStart,
            row.reward,
            idempotencyKey,
            transactionId,
            now,
          );
          return {
            reward: row.reward,
            idempotency_key: idempotencyKey,
            ledger_transaction_id: transactionId,
            claimed_at: now,
          };
        },
      });
      return answer(input.missionId, input.periodStart, result.response);
    },
  };
};
