import type {
  BonusSource,
  BonusStatus,
  MemberBonus,
  RewardKind,
  TurnoverStatus,
} from 'shared-contracts/member';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { WageringRules } from './bonusRules';

/**
 * What one settled bet counts toward bonus wagering, the one rule every product's
 * bets pass through: nothing when its chance of winning is over the brand's limit (a
 * near-certain bet turns a bonus into cash), else its stake up to the brand's cap per bet. A bet
 * settled before chances were recorded (NULL) counts its stake, as it did then.
 */
export const countedWageringSql = (rules: WageringRules): string => {
  const maxChance = Math.trunc(rules.maxWinChanceBp);
  const cap = Math.trunc(rules.maxPerBet);
  return `CASE WHEN win_chance_bp IS NULL THEN stake WHEN win_chance_bp > ${maxChance} THEN 0
    ELSE MIN(stake, ${cap}) END`;
};

/**
 * Wagering owed on received bonuses: the sum of the active bonuses' requirements, against what
 * every bet settled since the earliest of them counts (game rounds and lottery bets, by
 * {@link countedWageringSql}). The bonus details page splits that one pool over the bonuses in
 * grant order (the oldest is filled first), so its progress and remaining sum to exactly what
 * withdrawals and upline transfers enforce.
 */
export const createBonuses = (db: Db, rules: WageringRules) => {
  const counted = countedWageringSql(rules);
  const owed = db.prepare(`SELECT COALESCE(SUM(turnover_required), 0) AS required,
    MIN(granted_at) AS since FROM member_bonuses WHERE member_id = ? AND status = 'active'`);
  const staked = db
    .prepare(
      `SELECT COALESCE(SUM(${counted}), 0) FROM settled_bets WHERE member_id = ? AND settled_at >= ?`,
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

  // Each bonus's share of the pool: what is left of the stakes after the requirements of the
  // active bonuses granted before it, capped at its own requirement. Cancelled ones ask nothing.
  const listing = `WITH active AS (
      SELECT id, COALESCE(SUM(turnover_required) OVER (ORDER BY granted_at, id
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM member_bonuses WHERE member_id = @member AND status = 'active'),
    pool AS (SELECT COALESCE(SUM(${counted}), 0) AS staked FROM settled_bets
      WHERE member_id = @member AND settled_at >= (SELECT MIN(granted_at) FROM member_bonuses
        WHERE member_id = @member AND status = 'active')),
    shares AS (SELECT b.id, b.name, r.kind AS reward_kind, b.source, b.amount, b.granted_at,
        b.turnover_required, b.status AS stored_status,
        CASE WHEN b.status = 'cancelled' THEN 0
          ELSE MAX(0, MIN(b.turnover_required, pool.staked - a.before)) END AS progress
      FROM member_bonuses b
      LEFT JOIN active a ON a.id = b.id
      LEFT JOIN member_rewards r ON r.id = b.reward_id
      CROSS JOIN pool
      WHERE b.member_id = @member),
    bonuses AS (SELECT *,
        CASE WHEN stored_status = 'cancelled' THEN 0 ELSE turnover_required - progress END AS remaining,
        CASE WHEN stored_status = 'cancelled' THEN 'cancelled'
          WHEN progress >= turnover_required THEN 'completed' ELSE 'active' END AS status
      FROM shares)`;
  const pageOf = db.prepare(`${listing} SELECT * FROM bonuses
    WHERE @status IS NULL OR status = @status
    ORDER BY granted_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const countOf = db
    .prepare(`${listing} SELECT COUNT(*) FROM bonuses WHERE @status IS NULL OR status = @status`)
    .pluck();
  const sums = db.prepare(`SELECT COUNT(*) AS bonuses, COALESCE(SUM(amount), 0) AS amount
    FROM member_bonuses WHERE member_id = ?`);

  interface BonusRow {
    id: string;
    name: string;
    reward_kind: RewardKind | null;
    source: BonusSource | null;
    amount: number;
    granted_at: number;
    turnover_required: number;
    progress: number;
    remaining: number;
    status: BonusStatus;
  }
  const view = (row: BonusRow): MemberBonus => ({
    id: row.id,
    name: row.name,
    rewardKind: row.reward_kind,
    ...(row.source === null ? {} : { source: row.source }),
    amount: row.amount,
    grantedAt: row.granted_at,
    turnoverRequired: row.turnover_required,
    progress: row.progress,
    remaining: row.remaining,
    status: row.status,
  });

  return {
    turnover,
    /** The bonus details page: a page of bonuses (newest first) and the totals of all. */
    page(
      memberId: string,
      status: BonusStatus | undefined,
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
    ) {
      const params = { member: memberId, status: status ?? null };
      const total = Number(countOf.get(params));
      const rows = pageOf.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as BonusRow[];
      const { bonuses, amount } = sums.get(memberId) as { bonuses: number; amount: number };
      return {
        page: { list: rows.map(view), total, totalPages: Math.ceil(total / pageSize), pageNo },
        totals: { bonuses, amount, turnover: turnover(memberId) },
      };
    },
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
