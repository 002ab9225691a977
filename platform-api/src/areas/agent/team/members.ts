import { createHash } from 'node:crypto';

import {
  ACTIVE_WITHIN_DAYS,
  addDays,
  dayStartMs,
  type PeriodInput,
  reportDayOf,
  windowOfDays,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import type { MemberRow } from '../../auth/members';
import { MEMBER_TYPE } from '../../auth/memberTypes';
import { createLedgerMovements } from '../../member/records/ledgerMovements';
import { notInTeam, refusal, type TeamAccess } from './access';
import { downlineType } from './reports';

/** A row of the team list. */
export interface TeamMemberRow {
  memberId: string;
  username: string;
  nickname: string;
  type: 'player' | 'agent';
  /** Depth below the asking agent (1 = direct downline). */
  level: number;
  directCount: number;
  /** Downlines of the member (depth >= 1). */
  teamSize: number;
  balance: number;
  lastLoginAt: number | null;
  status: 'active' | 'dormant' | 'locked';
  rebateBp: number;
  registeredAt: number;
}

export interface TeamListFilter {
  parentId?: string;
  username?: string;
  type?: 'player' | 'agent';
  active?: boolean;
  registeredFrom?: string;
  registeredTo?: string;
  pageNo: number;
  pageSize: number;
}

interface RawRow {
  memberId: string;
  username: string;
  nickname: string;
  agent_centre: number;
  level: number;
  directCount: number;
  teamSize: number;
  balance: number;
  last_login_at: number | null;
  rebate_bp: number;
  created_at: number;
  locked: number;
  active: number;
  upline_id: string | null;
}

const ROW_COLUMNS = `m.id AS memberId, m.username, m.nickname, m.agent_centre, t.depth AS level,
  m.last_login_at, m.rebate_bp, m.created_at, m.upline_id,
  (SELECT COUNT(*) FROM agent_tree c WHERE c.ancestor_id = m.id AND c.depth = 1) AS directCount,
  (SELECT COUNT(*) FROM agent_tree c WHERE c.ancestor_id = m.id AND c.depth >= 1) AS teamSize,
  (SELECT COALESCE(SUM(a.balance), 0) FROM accounts a WHERE a.member_id = m.id) AS balance,
  EXISTS (SELECT 1 FROM rg_exclusions x
    WHERE x.member_id = m.id AND x.starts_at <= @now AND x.ends_at > @now) AS locked,
  EXISTS (SELECT 1 FROM member_daily_stats s
    WHERE s.member_id = m.id AND s.day >= @activeFrom AND s.bets > 0) AS active`;

const FILTERS = `(@type IS NULL OR m.agent_centre = @type)
  AND (@registeredStart IS NULL OR m.created_at >= @registeredStart)
  AND (@registeredEnd IS NULL OR m.created_at < @registeredEnd)
  AND (@active IS NULL OR EXISTS (SELECT 1 FROM member_daily_stats s
    WHERE s.member_id = m.id AND s.day >= @activeFrom AND s.bets > 0) = @active)`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const toRow = (row: RawRow): TeamMemberRow => ({
  memberId: row.memberId,
  username: row.username,
  nickname: row.nickname,
  type: downlineType(row),
  level: row.level,
  directCount: row.directCount,
  teamSize: row.teamSize,
  balance: row.balance,
  lastLoginAt: row.last_login_at,
  status: row.locked ? 'locked' : row.active ? 'active' : 'dormant',
  rebateBp: row.rebate_bp,
  registeredAt: row.created_at,
});

/** A downline registration already answered under the same Idempotency-Key. */
export const requestHashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Team management: the downline list and search, one member's details, rebate changes and the
 * downline's ledger movements. Every member named by the caller is checked against its team
 * first (404 `notInTeam`).
 */
export const createTeamMembers = (db: Db, access: TeamAccess) => {
  const children = db.prepare(`SELECT ${ROW_COLUMNS}
    FROM agent_tree p
    JOIN agent_tree t ON t.member_id = p.member_id AND t.ancestor_id = @agent
    JOIN members m ON m.id = p.member_id
    WHERE p.ancestor_id = @parent AND p.depth = 1 AND ${FILTERS}
    ORDER BY m.created_at DESC, m.id LIMIT @limit OFFSET @offset`);
  const childrenCount = db
    .prepare(
      `SELECT COUNT(*) FROM agent_tree p JOIN members m ON m.id = p.member_id
    WHERE p.ancestor_id = @parent AND p.depth = 1 AND ${FILTERS}`,
    )
    .pluck();
  const search = db.prepare(`SELECT ${ROW_COLUMNS}
    FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = @agent AND t.depth >= 1 AND m.username LIKE @prefix ESCAPE '\\'
      AND ${FILTERS}
    ORDER BY m.created_at DESC, m.id LIMIT @limit OFFSET @offset`);
  const searchCount = db
    .prepare(
      `SELECT COUNT(*) FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = @agent AND t.depth >= 1 AND m.username LIKE @prefix ESCAPE '\\'
      AND ${FILTERS}`,
    )
    .pluck();
  const one = db.prepare(`SELECT ${ROW_COLUMNS}
    FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = @agent AND t.member_id = @member`);
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  const memberTotals = db.prepare(`SELECT COALESCE(SUM(deposits), 0) AS deposits,
      COALESCE(SUM(withdrawals), 0) AS withdrawals,
      COALESCE(SUM(CASE WHEN day >= @from THEN valid_turnover END), 0) AS validTurnover30d,
      COALESCE(SUM(CASE WHEN day >= @from THEN payout - stake END), 0) AS winLoss30d
    FROM member_daily_stats WHERE member_id = @member`);
  const highestDirectRebate = db
    .prepare(
      `SELECT MAX(m.rebate_bp) FROM agent_tree t JOIN members m ON m.id = t.member_id
    WHERE t.ancestor_id = ? AND t.depth = 1`,
    )
    .pluck();
  const setRebate = db.prepare('UPDATE members SET rebate_bp = ? WHERE id = ?');
  const movements = createLedgerMovements(db);

  const common = (now: number) => ({
    now,
    activeFrom: addDays(reportDayOf(now), -(ACTIVE_WITHIN_DAYS - 1)),
  });
  const filterParams = (filter: TeamListFilter) => ({
    type: filter.type === undefined ? null : filter.type === 'agent' ? 1 : 0,
    active: filter.active === undefined ? null : filter.active ? 1 : 0,
    registeredStart: filter.registeredFrom ? dayStartMs(filter.registeredFrom) : null,
    registeredEnd: filter.registeredTo ? dayStartMs(addDays(filter.registeredTo, 1)) : null,
  });

  const rowOf = (agentId: string, memberId: string, now: number): TeamMemberRow => {
    const raw = one.get({ agent: agentId, member: memberId, ...common(now) }) as RawRow | undefined;
    if (!raw) throw notInTeam();
    return toRow(raw);
  };

  return {
    /**
     * Without `username`: the direct downlines of `parentId` (the agent by default); with it,
     * the whole team searched by username prefix (case-insensitive). Newest first.
     */
    list(agent: MemberRow, filter: TeamListFilter, now: number) {
      const parentId = filter.parentId ?? agent.id;
      if (filter.parentId !== undefined) access.teamMember(agent.id, parentId);
      const params = {
        agent: agent.id,
        parent: parentId,
        ...common(now),
        ...filterParams(filter),
      };
      const paging = { limit: filter.pageSize, offset: (filter.pageNo - 1) * filter.pageSize };
      const username = filter.username?.trim();
      let rows: RawRow[];
      let total: number;
      if (username) {
        const prefix = `${escapeLike(username)}%`;
        rows = search.all({ ...params, prefix, ...paging }) as RawRow[];
        total = Number(searchCount.get({ ...params, prefix }));
      } else {
        rows = children.all({ ...params, ...paging }) as RawRow[];
        total = Number(childrenCount.get(params));
      }
      return {
        breadcrumb: access.breadcrumb(agent.id, parentId),
        page: {
          list: rows.map(toRow),
          total,
          totalPages: Math.ceil(total / filter.pageSize),
          pageNo: filter.pageNo,
        },
      };
    },

    /** One downline's row with its upline, money totals and the last 30 days' play. */
    detail(agent: MemberRow, memberId: string, now: number) {
      access.downline(agent.id, memberId);
      const raw = one.get({ agent: agent.id, member: memberId, ...common(now) }) as RawRow;
      const totals = memberTotals.get({
        member: memberId,
        from: addDays(reportDayOf(now), -(ACTIVE_WITHIN_DAYS - 1)),
      }) as { deposits: number; withdrawals: number; validTurnover30d: number; winLoss30d: number };
      return {
        ...toRow(raw),
        uplineUsername: raw.upline_id ? String(usernameOf.get(raw.upline_id)) : '',
        ...totals,
      };
    },

    row: rowOf,

    /**
     * Sets a direct downline's rebate: at most the agent's own (400 `rebateTooHigh`), at least
     * the highest of the downline's own direct downlines (400 `rebateTooLow`). Setting the same
     * value again changes nothing and answers the same row.
     */
    setRebate(
      agent: MemberRow & { rebate_bp: number },
      memberId: string,
      rebateBp: number,
      now: number,
    ) {
      const depth = access.downline(agent.id, memberId);
      if (depth !== 1)
        throw refusal(403, 'notDirect', 'Only the rebate of a direct downline can be changed');
      if (rebateBp > agent.rebate_bp)
        throw refusal(400, 'rebateTooHigh', `The rebate can be at most ${agent.rebate_bp} bp`, {
          max: agent.rebate_bp,
        });
      const min = Number(highestDirectRebate.get(memberId) ?? 0);
      if (rebateBp < min)
        throw refusal(
          400,
          'rebateTooLow',
          `The rebate must be at least ${min} bp, the highest of this member's own downlines`,
          { min },
        );
      setRebate.run(rebateBp, memberId);
      return rowOf(agent.id, memberId, now);
    },

    /** A downline's ledger movements of a period, newest first, with the balance after each. */
    transactions(
      agent: MemberRow,
      input: { memberId: string; kind?: string; pageNo: number; pageSize: number } & PeriodInput,
    ) {
      access.downline(agent.id, input.memberId);
      const page = movements.page(
        input.memberId,
        windowOfDays(input),
        { ledgerKind: input.kind },
        input,
      );
      return {
        ...page,
        list: page.list.map((row) => ({
          id: row.id,
          kind: row.ledgerKind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          createdAt: row.createdAt,
          note: row.wallet === 'MAIN' ? '' : row.wallet,
        })),
      };
    },
  };
};
export type TeamMembers = ReturnType<typeof createTeamMembers>;

/** The member type and agent-centre flag of a new downline. */
export const downlineMemberType = (type: 'player' | 'agent') =>
  type === 'agent'
    ? { memberType: MEMBER_TYPE.subAgent, agentCentre: 1 }
    : { memberType: MEMBER_TYPE.agentPlayer, agentCentre: 0 };

export const idempotencyConflict = () =>
  new HttpError(409, 'This Idempotency-Key was already used for another request');
