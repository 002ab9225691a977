import type { AgentRefusal, AgentRefusalReason } from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import type { MemberRow } from '../../auth/members';
import { MEMBER_TYPE } from '../../auth/memberTypes';

/** Member types that may be agents (SPEC section 6), with the agent centre allowed. */
const AGENT_TYPES: readonly number[] = [
  MEMBER_TYPE.player,
  MEMBER_TYPE.agent,
  MEMBER_TYPE.subAgent,
  MEMBER_TYPE.agentPlayer,
];

/** A refused agent call: `value` is the contract's {@link AgentRefusal}. */
export const refusal = (
  status: number,
  reason: AgentRefusalReason,
  message: string,
  extra: Omit<AgentRefusal, 'reason'> = {},
) => new HttpError(status, message, { reason, ...extra } satisfies AgentRefusal);

/** Whether a member is an agent: the agent centre allowed and a type of SPEC section 6. */
export const isAgent = (member: Pick<MemberRow, 'agent_centre' | 'member_type'>): boolean =>
  member.agent_centre === 1 && AGENT_TYPES.includes(member.member_type);

/** The caller when it is an agent; 403 `notAgent` otherwise. */
export const requireAgent = (member: MemberRow): MemberRow => {
  if (!isAgent(member)) throw refusal(403, 'notAgent', 'The agent centre is for agents only');
  return member;
};

export const notInTeam = () => refusal(404, 'notInTeam', 'No such member in your team');

/**
 * Where members sit in an agent's team (the closure table). Every lookup answers the same 404
 * `notInTeam` for a member outside the team and for one that does not exist.
 */
export const createTeamAccess = (db: Db) => {
  const depthOf = db
    .prepare('SELECT depth FROM agent_tree WHERE ancestor_id = ? AND member_id = ?')
    .pluck();
  const downlineByUsername = db.prepare(`SELECT m.id, t.depth FROM members m
    JOIN agent_tree t ON t.member_id = m.id AND t.ancestor_id = ?
    WHERE m.username = ? AND t.depth >= 1`);
  const teamByUsername = db.prepare(`SELECT m.id, t.depth FROM members m
    JOIN agent_tree t ON t.member_id = m.id AND t.ancestor_id = ?
    WHERE m.username = ?`);
  const chain = db.prepare(`SELECT m.id AS memberId, m.username FROM agent_tree up
    JOIN agent_tree mine ON mine.member_id = up.ancestor_id AND mine.ancestor_id = @agent
    JOIN members m ON m.id = up.ancestor_id
    WHERE up.member_id = @member ORDER BY mine.depth`);
  return {
    /** The depth of a downline (>= 1) below the agent; 404 `notInTeam` otherwise. */
    downline(agentId: string, memberId: string): number {
      const depth = depthOf.get(agentId, memberId) as number | undefined;
      if (depth === undefined || depth < 1) throw notInTeam();
      return depth;
    },
    /** The agent itself (depth 0) or one of its downlines; 404 `notInTeam` otherwise. */
    teamMember(agentId: string, memberId: string): number {
      const depth = depthOf.get(agentId, memberId) as number | undefined;
      if (depth === undefined) throw notInTeam();
      return depth;
    },
    /** A downline by its exact username (case-insensitive); 404 `notInTeam` otherwise. */
    downlineByUsername(agentId: string, username: string): { id: string; depth: number } {
      const row = downlineByUsername.get(agentId, username.trim()) as
        { id: string; depth: number } | undefined;
      if (!row) throw notInTeam();
      return row;
    },
    /** The agent itself or a downline by exact username (case-insensitive); 404 otherwise. */
    teamMemberByUsername(agentId: string, username: string): { id: string; depth: number } {
      const row = teamByUsername.get(agentId, username.trim()) as
        { id: string; depth: number } | undefined;
      if (!row) throw notInTeam();
      return row;
    },
    /** From the agent down to a member of its team, the agent first. */
    breadcrumb: (agentId: string, memberId: string) =>
      chain.all({ agent: agentId, member: memberId }) as { memberId: string; username: string }[],
  };
};
export type TeamAccess = ReturnType<typeof createTeamAccess>;
