import type { Db } from '../../db/database';

/** An invitation code's agent. */
export interface InvitingAgent {
  code: string;
  memberId: string;
  nickname: string;
}

/** Invitation (affiliate) codes of agents. A code bound to a domain is valid only there. */
export const createInvitationCodes = (db: Db) => {
  const lookup = db.prepare(`SELECT a.code, a.member_id AS memberId, a.domain, m.nickname
    FROM affiliate_codes a JOIN members m ON m.id = a.member_id
    WHERE a.code = ? AND m.agent_centre = 1`);
  return {
    resolve(code: string, domain?: string): InvitingAgent | null {
      const row = lookup.get(code.trim()) as
        (InvitingAgent & { domain: string | null }) | undefined;
      if (!row) return null;
      if (row.domain && domain && row.domain.toLowerCase() !== domain.toLowerCase()) return null;
      return { code: row.code, memberId: row.memberId, nickname: row.nickname };
    },
  };
};
export type InvitationCodes = ReturnType<typeof createInvitationCodes>;
