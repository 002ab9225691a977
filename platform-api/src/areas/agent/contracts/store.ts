import type { AgentContractKind } from 'shared-contracts';
import type { Tier } from 'shared-contracts/agent';

import type { Db } from '../../../db/database';

export type ContractStatus = 'inProcess' | 'approved' | 'rejected' | 'terminated';

/** A row of agent_contracts. */
export interface ContractRow {
  id: string;
  kind: AgentContractKind;
  upline_id: string | null;
  agent_id: string;
  tiers_json: string;
  status: ContractStatus;
  offered_at: number;
  decided_at: number | null;
  accepted_at: number | null;
  terminated_at: number | null;
  settled_until: number | null;
  covered_until: number | null;
  offer_key: string | null;
}

/** The contract as the calls answer it. */
export interface ContractView {
  contractId: string;
  kind: AgentContractKind;
  upline: { memberId: string; username: string } | null;
  agent: { memberId: string; username: string };
  tiers: Tier[];
  status: ContractStatus;
  offeredAt: number;
  decidedAt: number | null;
  terminatedAt: number | null;
}

export const tiersOf = (row: Pick<ContractRow, 'tiers_json'>): Tier[] =>
  JSON.parse(row.tiers_json) as Tier[];

/** Reads of agent_contracts and their answer shape. */
export const createContractStore = (db: Db) => {
  const byId = db.prepare('SELECT * FROM agent_contracts WHERE id = ?');
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  const approvedOf = db.prepare(
    "SELECT * FROM agent_contracts WHERE agent_id = ? AND kind = ? AND status = 'approved'",
  );
  const pendingOf = db.prepare(
    "SELECT * FROM agent_contracts WHERE agent_id = ? AND kind = ? AND status = 'inProcess'",
  );

  const view = (row: ContractRow): ContractView => ({
    contractId: row.id,
    kind: row.kind,
    upline: row.upline_id
      ? { memberId: row.upline_id, username: usernameOf.get(row.upline_id) as string }
      : null,
    agent: { memberId: row.agent_id, username: usernameOf.get(row.agent_id) as string },
    tiers: tiersOf(row),
    status: row.status,
    offeredAt: row.offered_at,
    decidedAt: row.decided_at,
    terminatedAt: row.terminated_at,
  });

  return {
    view,
    byId: (id: string) => byId.get(id) as ContractRow | undefined,
    approved: (agentId: string, kind: AgentContractKind) =>
      approvedOf.get(agentId, kind) as ContractRow | undefined,
    pending: (agentId: string, kind: AgentContractKind) =>
      pendingOf.get(agentId, kind) as ContractRow | undefined,
  };
};
export type ContractStore = ReturnType<typeof createContractStore>;
