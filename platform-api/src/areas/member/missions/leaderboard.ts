import { type LeaderboardEntry, type MissionPeriod } from 'shared-contracts';
import { maskUsername, missionPeriodOf } from 'shared-contracts/member';

import type { Db } from '../../../db/database';

/*
 * Every member's valid turnover of one period (settled game rounds and won or lost lottery
 * bets), summed from the time-first covering indexes of 091_missions, ranked: members with the
 * same turnover share a rank. Ties are listed by member id so pages never overlap.
 */
const RANKED = `WITH totals AS (
    SELECT member_id, SUM(stake) AS turnover, SUM(n) AS bets FROM (
      SELECT member_id, SUM(stake) AS stake, COUNT(*) AS n FROM bet_records
      WHERE created_at >= @start AND created_at < @end GROUP BY member_id
      UNION ALL
      SELECT member_id, SUM(amount), COUNT(*) FROM lottery_bets
      WHERE settled_at >= @start AND settled_at < @end AND status IN ('won', 'lost')
      GROUP BY member_id)
    GROUP BY member_id),
  ranked AS (
    SELECT member_id, turnover, bets, RANK() OVER (ORDER BY turnover DESC) AS rank
    FROM totals)`;

interface RankedRow {
  member_id: string;
  username: string;
  turnover: number;
  bets: number;
  rank: number;
}

/** The leaderboard of the missions page. */
export const createLeaderboard = (db: Db) => {
  const page = db.prepare(`${RANKED}
    SELECT r.member_id, m.username, r.turnover, r.bets, r.rank
    FROM ranked r JOIN members m ON m.id = r.member_id
    ORDER BY r.rank, r.member_id LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`${RANKED} SELECT COUNT(*) FROM ranked`).pluck();
  const mine = db.prepare(`${RANKED} SELECT turnover, bets, rank FROM ranked
    WHERE member_id = @member`);

  return {
    page(
      memberId: string,
      period: MissionPeriod,
      paging: { pageNo: number; pageSize: number },
      now: number,
    ) {
      const window = missionPeriodOf(period, now);
      const range = { start: window.start, end: window.end };
      const total = Number(count.get(range));
      const rows = page.all({
        ...range,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as RankedRow[];
      const me = mine.get({ ...range, member: memberId }) as
        Pick<RankedRow, 'turnover' | 'bets' | 'rank'> | undefined;
      return {
        periodStart: window.from,
        periodEnd: window.to,
        page: {
          list: rows.map((row): LeaderboardEntry => ({
            rank: row.rank,
            username: maskUsername(row.username),
            validTurnover: row.turnover,
            bets: row.bets,
            isMe: row.member_id === memberId,
          })),
          total,
          totalPages: Math.ceil(total / paging.pageSize),
          pageNo: paging.pageNo,
        },
        me: {
          rank: me?.rank ?? null,
          validTurnover: me?.turnover ?? 0,
          bets: me?.bets ?? 0,
        },
      };
    },
  };
};
