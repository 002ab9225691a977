import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { createMissionClaims } from './claims';
import { createLeaderboard } from './leaderboard';
import { createMissionProgress } from './progress';

export { missionRefusal } from './claims';

/** The member centre's missions (ADR 0013): progress, claims, the summary and the leaderboard. */
export const createMemberMissions = (db: Db, ledger: Ledger) => {
  const progress = createMissionProgress(db);
  return {
    progress,
    claims: createMissionClaims(db, ledger, progress),
    leaderboard: createLeaderboard(db),
  };
};
export type MemberMissions = ReturnType<typeof createMemberMissions>;
