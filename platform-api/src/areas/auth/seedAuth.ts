import type { Db } from '../../db/database';

/** Contact data of the demo accounts, so SMS login and password recovery work out of the box. */
export const DEMO_PROFILES = [
  { username: 'demo', dialingCode: '+66', mobile: '0812345678', email: 'demo@example.com' },
  { username: 'agent01', dialingCode: '+66', mobile: '0823456789', email: 'agent01@example.com' },
  { username: 'vip', dialingCode: '+84', mobile: '0901234567', email: 'vip@example.com' },
  { username: 'changeme', dialingCode: '+66', mobile: '0834567890', email: null },
  { username: 'nonmember', dialingCode: '+66', mobile: '0845678901', email: null },
] as const;

/** The demo agent's invitation code (README lists it). */
export const DEMO_AFFILIATE_CODE = 'LOTUS88';

/** Profiles of the demo accounts and the demo agent's invitation code. Idempotent. */
export const seedAuth = (db: Db, now: number): void => {
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const profile = db.prepare(`INSERT OR IGNORE INTO member_profiles
    (member_id, mobile_num, country_dialing_code, email, created_at) VALUES (?, ?, ?, ?, ?)`);
  for (const p of DEMO_PROFILES) {
    const id = idOf.get(p.username);
    if (typeof id === 'string')
      profile.run(id, `${p.dialingCode}${p.mobile}`, p.dialingCode, p.email, now);
  }
  const agent = idOf.get('agent01');
  if (typeof agent === 'string') {
    db.prepare(
      'INSERT OR IGNORE INTO affiliate_codes (code, member_id, domain) VALUES (?, ?, NULL)',
    ).run(DEMO_AFFILIATE_CODE, agent);
  }
};
