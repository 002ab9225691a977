import type { Db } from '../../../db/database';

interface Row {
  id: string;
  username: string;
  agent_username: string;
  created_at: number;
  contact_verified: 0 | 1;
  bonuses: number;
  sent_up: number;
}

/**
 * Ops' list of the accounts agents created from the agent centre, newest first,
 * optionally of one agent: who created each, whether it has a verified contact, the bonuses it
 * received and what it transferred up, so a farm of downlines shows at a glance.
 */
export const createAgentCreatedAccounts = (db: Db) => {
  const where = `m.created_by_agent IS NOT NULL
    AND (@agent IS NULL OR a.username = @agent COLLATE NOCASE)`;
  const rows = db.prepare(`SELECT m.id, m.username, a.username AS agent_username, m.created_at,
      (p.phone_verified_at IS NOT NULL OR p.email_verified_at IS NOT NULL) AS contact_verified,
      (SELECT COALESCE(SUM(amount), 0) FROM member_bonuses WHERE member_id = m.id) AS bonuses,
      (SELECT COALESCE(SUM(amount), 0) FROM upline_transfers WHERE member_id = m.id) AS sent_up
    FROM members m JOIN members a ON a.id = m.created_by_agent
    LEFT JOIN member_profiles p ON p.member_id = m.id
    WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`);
  const count = db
    .prepare(
      `SELECT COUNT(*) FROM members m JOIN members a ON a.id = m.created_by_agent
      WHERE ${where}`,
    )
    .pluck();
  return (query: { agent?: string | undefined; pageNo: number; pageSize: number }) => {
    const agent = query.agent ?? null;
    const total = Number(count.get({ agent }));
    const list = (
      rows.all({
        agent,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }) as Row[]
    ).map((row) => ({
      memberId: row.id,
      username: row.username,
      createdBy: row.agent_username,
      createdAt: row.created_at,
      contactVerified: row.contact_verified === 1,
      bonusesReceived: row.bonuses,
      transferredUp: row.sent_up,
    }));
    return { list, total, totalPages: Math.ceil(total / query.pageSize), pageNo: query.pageNo };
  };
};
