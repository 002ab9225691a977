import type { Language } from 'shared-contracts';

import type { Platform } from '../../../platform';
import type { MemberRow } from '../../auth/members';
import { createTeamAccess } from './access';
import { createDownlineRegistration } from './downlines';
import { createTeamMembers } from './members';
import { createTeamReports } from './reports';

/** A member row with the agent columns of migration 070. */
export type AgentRow = MemberRow & { rebate_bp: number; commission_bp: number };

const textIn = (json: string, language: Language): string => {
  const texts = JSON.parse(json) as Partial<Record<string, string>>;
  return texts[language] ?? texts.EN ?? '';
};

/**
 * The agent centre's team side (ADR 0012): who is in whose team (closure table), the team
 * reports, team management, downline registration and the agent announcements.
 */
export const createAgentTeam = (
  platform: Pick<Platform, 'db' | 'config' | 'members' | 'profiles' | 'hashing'>,
) => {
  const { db } = platform;
  const access = createTeamAccess(db);
  const agentById = db.prepare('SELECT * FROM members WHERE id = ?');
  const downlineCount = db
    .prepare('SELECT COUNT(*) FROM agent_tree WHERE ancestor_id = ? AND depth >= 1')
    .pluck();
  const announcements = db.prepare(
    'SELECT id, title_json, html_json, published_at FROM agent_announcements WHERE published_at <= ? ORDER BY published_at DESC, id LIMIT 50',
  );
  return {
    access,
    reports: createTeamReports(db),
    members: createTeamMembers(db, access),
    registerDownline: createDownlineRegistration(platform),
    /** The session's member with its agent columns (read fresh: rebates change). */
    agentRow: (member: MemberRow) => agentById.get(member.id) as AgentRow,
    /** Who the agent is and what it may give its downlines. */
    info: (agent: AgentRow) => ({
      username: agent.username,
      memberType: agent.member_type,
      rebateBp: agent.rebate_bp,
      commissionBp: agent.commission_bp,
      maxRebateBp: agent.rebate_bp,
      canRegister: true,
      teamSize: Number(downlineCount.get(agent.id)),
    }),
    /** Published agent announcements in the language asked (English when missing). */
    announcements: (language: Language, now: number) =>
      (
        announcements.all(now) as {
          id: string;
          title_json: string;
          html_json: string;
          published_at: number;
        }[]
      ).map((row) => ({
        id: row.id,
        title: textIn(row.title_json, language),
        html: textIn(row.html_json, language),
        publishedAt: row.published_at,
      })),
  };
};
export type AgentTeam = ReturnType<typeof createAgentTeam>;
