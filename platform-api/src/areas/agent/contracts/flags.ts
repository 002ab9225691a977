import type { Db } from '../../../db/database';

/** The contract flags of the consolidated contract info (SPEC section 3), 1 = the page applies. */
export interface ContractFlags {
  dailysalreqtype: 0 | 1;
  divtypereq: 0 | 1;
  contracthoursalreq: 0 | 1;
  realtimesalreqtype: 0 | 1;
}

const FLAG_OF_KIND = {
  daily: 'dailysalreqtype',
  dividend: 'divtypereq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<string, keyof ContractFlags>;

const statements = new WeakMap<Db, ReturnType<Db['prepare']>>();

/**
 * Which contract pages an agent sees: a flag is 1 when the member holds a contract of that kind
 * in any status (offered to it by its upline or the brand) or offered one of that kind to a
 * sub-agent. (Holding an approved contract while having a direct sub-agent is covered by the
 * first case: the approved contract is one the member holds.) Two index lookups
 * (agent_contracts_agent, agent_contracts_upline).
 */
export const contractFlags = (db: Db, memberId: string): ContractFlags => {
  let kinds = statements.get(db);
  if (!kinds) {
    kinds = db
      .prepare(
        `SELECT kind FROM agent_contracts WHERE agent_id = @id
         UNION SELECT kind FROM agent_contracts WHERE upline_id = @id`,
      )
      .pluck();
    statements.set(db, kinds);
  }
  const flags: ContractFlags = {
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };
  for (const kind of kinds.all({ id: memberId }) as (keyof typeof FLAG_OF_KIND)[]) {
    const flag = FLAG_OF_KIND[kind];
    if (flag) flags[flag] = 1;
  }
  return flags;
};
