import { randomUUID } from 'node:crypto';

import { type AgentContractKind } from 'shared-contracts';
import {
  type ContractDecision,
  type Tier,
  tiersWithin,
  validateTiers,
} from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import { isAgent, refusal } from '../team/access';
import { createCallReplies } from './replies';
import { periodStartOf } from './settlement';
import { type ContractRow, type ContractView, createContractStore, tiersOf } from './store';

/** A page as the list calls answer it. */
export const pageOf = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  total,
  totalPages: Math.ceil(total / pageSize),
  pageNo,
});

/**
 * Contracts between agents (ADR 0012): offers to direct sub-agents within the offerer's own
 * approved terms, decisions (accept, reject, terminate), the lists, and brand contracts (the
 * seed and ops; upline null). Statuses move inProcess → approved | rejected, approved →
 * terminated; every change is a status-guarded update inside an IMMEDIATE transaction.
 */
export const createAgentContracts = (db: Db) => {
  const store = createContractStore(db);
  const replies = createCallReplies(db);
  const memberById = db.prepare(
    'SELECT id, username, upline_id, member_type, agent_centre FROM members WHERE id = ?',
  );
  const inTeam = db.prepare(
    'SELECT 1 FROM agent_tree WHERE ancestor_id = ? AND member_id = ? AND depth >= 1',
  );
  const insert = db.prepare(`INSERT INTO agent_contracts
    (id, kind, upline_id, agent_id, tiers_json, status, offered_at, decided_at, accepted_at,
     offer_key)
    VALUES (@id, @kind, @uplineId, @agentId, @tiersJson, @status, @now, @decidedAt, @acceptedAt,
     @offerKey)`);
  const setDecision = db.prepare(`UPDATE agent_contracts SET status = @status, decided_at = @now,
    accepted_at = CASE WHEN @status = 'approved' THEN @now ELSE accepted_at END
    WHERE id = @id AND status = 'inProcess'`);
  const setTerminated = db.prepare(`UPDATE agent_contracts SET status = 'terminated',
    terminated_at = @now, covered_until = @coveredUntil
    WHERE id = @id AND status = 'approved'`);
  const mine = db.prepare(`SELECT * FROM agent_contracts WHERE agent_id = ? AND kind = ?
    ORDER BY offered_at DESC, rowid DESC`);
  const offeredBy = db.prepare(`SELECT * FROM agent_contracts WHERE upline_id = ? AND kind = ?
    ORDER BY offered_at DESC, rowid DESC`);
  const subAgents = db.prepare(`SELECT m.id AS memberId, m.username,
      EXISTS (SELECT 1 FROM agent_contracts c WHERE c.agent_id = m.id AND c.kind = @kind
        AND c.upline_id = @me AND c.status IN ('inProcess', 'approved')) AS hasActive
    FROM members m WHERE m.upline_id = @me AND m.agent_centre = 1 ORDER BY m.username`);
  const settlementsOf = db.prepare(`SELECT id AS settlementId, contract_id AS contractId,
      period_start AS periodStart, period_end AS periodEnd, valid_turnover AS validTurnover,
      active_members AS activeMembers, rate_bp AS rateBp, amount, paid_at AS paidAt
    FROM agent_settlements WHERE agent_id = ? AND kind = ?
    ORDER BY period_start DESC, rowid DESC LIMIT ? OFFSET ?`);
  const settlementCount = db
    .prepare('SELECT COUNT(*) FROM agent_settlements WHERE agent_id = ? AND kind = ?')
    .pluck();

  /** Ends an approved contract now: its periods stop at the start of the current one. */
  const terminate = (row: ContractRow, now: number): boolean =>
    setTerminated.run({ id: row.id, now, coveredUntil: periodStartOf(row.kind, now) }).changes ===
    1;

  /** A contract whose terms are valid (brand contracts skip the upline's terms). */
  const checkTiers = (tiers: Tier[]) => {
    const problem = validateTiers(tiers);
    if (problem)
      throw refusal(
        400,
        'invalidTiers',
        `The tiers are not valid: ${problem.problem}${problem.index === null ? '' : ` (tier ${problem.index + 1})`}`,
      );
  };

  const offer = (
    upline: { id: string },
    input: { kind: AgentContractKind; agentId: string; tiers: Tier[] },
    idempotencyKey: string,
    now: number,
  ): ContractView =>
    replies(upline.id, 'offer', idempotencyKey, input, now, () => {
      const agent = memberById.get(input.agentId) as
        | { id: string; upline_id: string | null; member_type: number; agent_centre: number }
        | undefined;
      if (!agent || !inTeam.get(upline.id, agent.id))
        throw refusal(404, 'notInTeam', 'No such member in your team');
      if (agent.upline_id !== upline.id || !isAgent(agent))
        throw refusal(403, 'notDirect', 'Contracts are offered to direct sub-agents only');
      const own = store.approved(upline.id, input.kind);
      if (!own) throw refusal(409, 'noOwnContract', 'You hold no approved contract of this kind');
      checkTiers(input.tiers);
      if (!tiersWithin(input.tiers, tiersOf(own)))
        throw refusal(400, 'termsTooHigh', 'The terms are better than your own contract');
      if (store.pending(agent.id, input.kind))
        throw refusal(409, 'offerPending', 'An offer of this kind is already waiting');
      const id = randomUUID();
      insert.run({
        id,
        kind: input.kind,
        uplineId: upline.id,
        agentId: agent.id,
        tiersJson: JSON.stringify(input.tiers),
        status: 'inProcess',
        now,
        decidedAt: null,
        acceptedAt: null,
        offerKey: `${upline.id}:${idempotencyKey}`,
      });
      return store.view(store.byId(id)!);
    });

  const decide = (
    member: { id: string },
    input: { contractId: string; decision: ContractDecision },
    idempotencyKey: string,
    now: number,
  ): ContractView =>
    replies(member.id, 'decide', idempotencyKey, input, now, () => {
      const row = store.byId(input.contractId);
      const isAgentSide = row?.agent_id === member.id;
      const isUplineSide = row !== undefined && row.upline_id === member.id;
      // The offerer may only terminate: accepting or rejecting is the offered agent's.
      if (!row || !(isAgentSide || (isUplineSide && input.decision === 'terminate')))
        throw refusal(404, 'notFound', 'No such contract');
      if (input.decision === 'terminate') {
        if (!terminate(row, now))
          throw refusal(409, 'wrongStatus', 'Only an approved contract can be terminated');
      } else {
        if (row.status !== 'inProcess')
          throw refusal(409, 'wrongStatus', 'This contract is not waiting for a decision');
        if (input.decision === 'accept') {
          // The approved one it replaces ends now (its periods stop where this one's start).
          const current = store.approved(row.agent_id, row.kind);
          if (current) terminate(current, now);
        }
        setDecision.run({
          id: row.id,
          status: input.decision === 'accept' ? 'approved' : 'rejected',
          now,
        });
      }
      return store.view(store.byId(row.id)!);
    });

  return {
    store,
    offer,
    decide,
    /** The contracts of `kind` offered to the agent and by it, and its direct sub-agents. */
    list(agentId: string, kind: AgentContractKind) {
      return {
        mine: (mine.all(agentId, kind) as ContractRow[]).map(store.view),
        offered: (offeredBy.all(agentId, kind) as ContractRow[]).map(store.view),
        subAgents: (
          subAgents.all({ me: agentId, kind }) as {
            memberId: string;
            username: string;
            hasActive: number;
          }[]
        ).map((row) => ({ ...row, hasActive: row.hasActive === 1 })),
      };
    },
    /** The agent's wage settlements of one kind, newest period first. */
    settlements(agentId: string, kind: AgentContractKind, pageNo: number, pageSize: number) {
      const total = Number(settlementCount.get(agentId, kind));
      const list = settlementsOf.all(agentId, kind, pageSize, (pageNo - 1) * pageSize) as never[];
      return pageOf(list, total, pageNo, pageSize);
    },
    /**
     * A contract from the brand (no upline), approved at `now` (seed and ops): replaces the
     * agent's approved one of the kind, as an accepted offer does.
     */
    grantFromBrand(agentId: string, kind: AgentContractKind, tiers: Tier[], now: number) {
      checkTiers(tiers);
      return db
        .transaction(() => {
          const current = store.approved(agentId, kind);
          if (current) terminate(current, now);
          const id = randomUUID();
          insert.run({
            id,
            kind,
            uplineId: null,
            agentId,
            tiersJson: JSON.stringify(tiers),
            status: 'approved',
            now,
            decidedAt: now,
            acceptedAt: now,
            offerKey: null,
          });
          return store.view(store.byId(id)!);
        })
        .immediate();
    },
  };
};
export type AgentContracts = ReturnType<typeof createAgentContracts>;
