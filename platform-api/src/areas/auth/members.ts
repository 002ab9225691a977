import type { MemberInfo, MemberLabel } from 'shared-contracts';

import type { Db } from '../../db/database';

/** A member row as the platform reads it. */
export interface MemberRow {
  id: string;
  username: string;
  nickname: string;
  password_hash: string | null;
  member_type: number;
  agent_centre: number;
  upline_id: string | null;
  club_label_id: number | null;
  vip_level: number;
  force_password_change: number;
  password_changed_at: number;
  last_login_at: number | null;
  created_at: number;
}

interface LabelRow {
  label_name: string;
  color: string;
  color2: string;
  rank_level: number | null;
}

const toLabel = (row: LabelRow): MemberLabel => ({
  labelName: row.label_name,
  color: row.color,
  color2: row.color2,
  ...(row.rank_level === null ? {} : { rankLevel: row.rank_level }),
});

/** Reads members and shapes the member-info answer. */
export const createMemberRepository = (db: Db) => {
  const byUsername = db.prepare('SELECT * FROM members WHERE username = ?');
  const byId = db.prepare('SELECT * FROM members WHERE id = ?');
  const clubLabel = db.prepare(
    'SELECT label_name, color, color2, rank_level FROM member_labels WHERE id = ?',
  );
  const memberLabels = db.prepare(`SELECT l.label_name, l.color, l.color2, l.rank_level
    FROM member_member_labels m JOIN member_labels l ON l.id = m.label_id WHERE m.member_id = ? ORDER BY l.id`);
  const touchLogin = db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?');
  return {
    findByUsername: (username: string) => byUsername.get(username) as MemberRow | undefined,
    findById: (id: string) => byId.get(id) as MemberRow | undefined,
    recordLogin: (id: string, now = Date.now()) => void touchLogin.run(now, id),
    info(member: MemberRow): MemberInfo {
      const club =
        member.club_label_id === null
          ? undefined
          : (clubLabel.get(member.club_label_id) as LabelRow | undefined);
      return {
        id: member.id,
        account: member.username,
        userName: member.username,
        nickname: member.nickname,
        isAgent: member.member_type,
        toUpline: member.upline_id !== null,
        clubLabel: club ? toLabel(club) : null,
        memberLabel: (memberLabels.all(member.id) as LabelRow[]).map(toLabel),
        vipLevel: member.vip_level,
        cpw: member.force_password_change === 1,
        agentCentre: member.agent_centre === 1,
      };
    },
  };
};
export type MemberRepository = ReturnType<typeof createMemberRepository>;
