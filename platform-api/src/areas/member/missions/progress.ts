import {
  type GameType,
  type Mission,
  type MissionKind,
  type MissionPeriod,
  type MissionsSummary,
  type MissionStatus,
} from 'shared-contracts';
import {
  missionPeriodOf,
  type MissionWindow,
  previousMissionPeriodOf,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';

export interface MissionRow {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameType | null;
  target: number;
  reward: number;
  progress: number;
  claimed_at: number | null;
}

/** A mission of one period with the member's progress, before its status is decided. */
export interface MissionProgress {
  row: MissionRow;
  window: MissionWindow;
}

/*
 * One member's figures of one period, for every active mission of that period kind, in one
 * statement: settled bets (game rounds and won or lost lottery bets, the `settled_bets`
 * definition) by category from the member indexes, credited deposits from their partial index,
 * and the claim of that period. Each mission picks its own figure.
 */
const PROGRESS_SQL = `WITH bets AS (
    SELECT g.game_type AS category, SUM(s.n) AS n, SUM(s.amount) AS amount
    FROM (
      SELECT b.game_code, COUNT(*) AS n, SUM(b.stake) AS amount FROM bet_records b
      WHERE b.member_id = @member AND b.created_at >= @start AND b.created_at < @end
      GROUP BY b.game_code
      UNION ALL
      SELECT l.game_code, COUNT(*), SUM(l.amount) FROM lottery_bets l
      WHERE l.member_id = @member AND COALESCE(l.settled_at, l.placed_at) >= @start
        AND COALESCE(l.settled_at, l.placed_at) < @end AND l.status IN ('won', 'lost')
      GROUP BY l.game_code) s
    JOIN games g ON g.game_code = s.game_code
    GROUP BY g.game_type),
  deposits AS (
    SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM deposit_orders
    WHERE member_id = @member AND status = 'credited' AND credited_at >= @start
      AND credited_at < @end)
  SELECT d.id, d.period, d.kind, d.category, d.target, d.reward, c.claimed_at,
    CASE d.kind
      WHEN 'betAmount' THEN (SELECT COALESCE(SUM(amount), 0) FROM bets
        WHERE d.category IS NULL OR bets.category = d.category)
      WHEN 'betCount' THEN (SELECT COALESCE(SUM(n), 0) FROM bets
        WHERE d.category IS NULL OR bets.category = d.category)
      WHEN 'depositCount' THEN (SELECT n FROM deposits)
      ELSE (SELECT amount FROM deposits) END AS progress
  FROM mission_definitions d
  LEFT JOIN mission_claims c ON c.member_id = @member AND c.mission_id = d.id
    AND c.period_start = @from
  WHERE d.period = @period AND d.active = 1
  ORDER BY d.sort, d.id`;

/** The status of a mission of the current period. */
const currentStatus = ({ row }: MissionProgress): MissionStatus => {
  if (row.claimed_at !== null) return 'claimed';
  return row.progress >= row.target ? 'claimable' : 'inProgress';
};

const toMission = ({ row, window }: MissionProgress, status: MissionStatus): Mission => ({
  missionId: row.id,
  period: row.period,
  kind: row.kind,
  category: row.category,
  target: row.target,
  progress: row.progress,
  reward: row.reward,
  status,
  periodStart: window.from,
  periodEnd: window.to,
  endsAt: window.end,
  claimedAt: row.claimed_at,
});

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly'];

/** Missions with the member's progress, their statuses and the summary, from SQL. */
export const createMissionProgress = (db: Db) => {
  const progress = db.prepare(PROGRESS_SQL);
  const ofPeriod = (memberId: string, period: MissionPeriod, window: MissionWindow) =>
    (
      progress.all({
        member: memberId,
        period,
        from: window.from,
        start: window.start,
        end: window.end,
      }) as MissionRow[]
    ).map((row) => ({ row, window }));

  const current = (memberId: string, now: number) =>
    PERIODS.flatMap((period) => ofPeriod(memberId, period, missionPeriodOf(period, now)));

  const summaryOf = (missions: readonly Mission[]): MissionsSummary => {
    const claimable = missions.filter((mission) => mission.status === 'claimable');
    return {
      claimable: claimable.length,
      claimableReward: claimable.reduce((sum, mission) => sum + mission.reward, 0),
    };
  };

  return {
    /** The member's missions of one current period (the claim checks one of them). */
    ofCurrentPeriod: (memberId: string, period: MissionPeriod, now: number) =>
      ofPeriod(memberId, period, missionPeriodOf(period, now)),

    /**
     * The current periods' missions, daily then weekly, then those the member completed in the
     * previous periods and never claimed (`expired`).
     */
    list(memberId: string, now: number): { missions: Mission[]; summary: MissionsSummary } {
      const missions = current(memberId, now).map((entry) =>
        toMission(entry, currentStatus(entry)),
      );
      const expired = PERIODS.flatMap((period) =>
        ofPeriod(memberId, period, previousMissionPeriodOf(period, now))
          .filter(({ row }) => row.claimed_at === null && row.progress >= row.target)
          .map((entry) => toMission(entry, 'expired')),
      );
      return { missions: [...missions, ...expired], summary: summaryOf(missions) };
    },

    /** The missions badge: claimable missions of the current periods. */
    summary: (memberId: string, now: number): MissionsSummary =>
      summaryOf(current(memberId, now).map((entry) => toMission(entry, currentStatus(entry)))),
  };
};
export type MissionProgressReader = ReturnType<typeof createMissionProgress>;
