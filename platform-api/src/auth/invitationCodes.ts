import type { Db } from '../db/database';

/** An invitation code's agent. */
export interface Affiliate {
  code: string;
  memberId: string;
  nickname: string;
}

/** Invitation (affiliate) codes of agents. A code bound to a domain is valid only there. */
export const createAffiliateRepository = (db: Db) => {
  const lookup = db.prepare(`SELECT a.code, a.member_id AS memberId, a.domain, m.nickname
    FROM affiliate_codes a JOIN members m ON m.id = a.member_id
    WHERE a.code = ? AND m.agent_centre = 1`);
  return {
    resolve(code: string, domain?: string): Affiliate | null {
      const row = lookup.get(code.trim()) as (Affiliate & { domain: string | null }) | undefined;
      if (!row) return null;
      if (row.domain && domain && row.domain.toLowerCase() !== domain.toLowerCase()) return null;
      return { code: row.code, memberId: row.memberId, nickname: row.nickname };
    },
  };
};
export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
