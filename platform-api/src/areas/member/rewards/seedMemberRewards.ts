import { DAY_MS, REPORT_UTC_OFFSET_MINUTES } from 'shared-contracts';

import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { createRewards } from './rewards';
import { DEFAULT_REWARD_SETTINGS } from './rewardSettings';

const HOUR_MS = 3_600_000;

/**
 * The reward centre of a fresh start (ADR 0013), after the records seed: demo and vip see
 * rewards in every status. The live code issues and claims them at past instants, so every
 * credit is the ledger movement a claim makes (key `reward:<id>`) with its bonus row:
 * - twelve days ago both were issued their rebates and deposit rewards of the days before; demo
 *   claimed the two oldest the next day, the rest expired;
 * - demo claimed its birthday reward in its last birthday month;
 * - vip rose from rank 4 to 6 twelve days ago: its level-up reward is still claimable; an hour
 *   ago it claimed its newest rebate (after its seeded bonus, whose wagering stays owed);
 * - now: the rebates of the last days are claimable.
 */
export const seedMemberRewards = (db: Db, ledger: Ledger, now: number): void => {
  const idOf = (username: string) =>
    db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as
      string | undefined;
  const demo = idOf('demo');
  const vip = idOf('vip');
  if (!demo || !vip) return;
  const rewards = createRewards({ db, ledger, settings: DEFAULT_REWARD_SETTINGS });
  const claimable = db
    .prepare(
      `SELECT id FROM member_rewards WHERE member_id = ? AND kind = ?
      AND status = 'claimable' AND expires_at > ? ORDER BY available_from, id`,
    )
    .pluck();
  const claimOldest = (memberId: string, kind: string, count: number, at: number) => {
    for (const id of (claimable.all(memberId, kind, at) as string[]).slice(0, count))
      rewards.claim(memberId, id, `seed-claim-${id}`, at);
  };

  const twelveDaysAgo = now - 12 * DAY_MS;
  db.prepare(
    'INSERT INTO member_rank_marks (member_id, rank_level, updated_at) VALUES (?, 4, ?)',
  ).run(vip, twelveDaysAgo - DAY_MS);

  // demo's birthday month last came round before now (this year's or last year's).
  const birthday = db
    .prepare('SELECT birthday FROM member_profiles WHERE member_id = ?')
    .pluck()
    .get(demo) as string | null | undefined;
  const birthdayAt = birthday
    ? (() => {
        const today = new Date(now + REPORT_UTC_OFFSET_MINUTES * 60_000);
        const month = Number(birthday.slice(5, 7)) - 1;
        const year = today.getUTCFullYear();
        const thisYear = Date.UTC(year, month, 20, 4);
        return thisYear < twelveDaysAgo ? thisYear : Date.UTC(year - 1, month, 20, 4);
      })()
    : null;
  if (birthdayAt !== null) {
    rewards.issue(demo, birthdayAt);
    claimOldest(demo, 'birthday', 1, birthdayAt + HOUR_MS);
  }

  rewards.issue(demo, twelveDaysAgo);
  rewards.issue(vip, twelveDaysAgo);
  claimOldest(demo, 'rebate', 2, twelveDaysAgo + DAY_MS);
  claimOldest(demo, 'deposit', 1, twelveDaysAgo + DAY_MS);

  rewards.issue(vip, now - HOUR_MS);
  const newestRebate = db
    .prepare(
      `SELECT id FROM member_rewards WHERE member_id = ? AND kind = 'rebate'
      AND status = 'claimable' ORDER BY available_from DESC LIMIT 1`,
    )
    .pluck()
    .get(vip) as string | undefined;
  if (newestRebate)
    rewards.claim(vip, newestRebate, `seed-claim-${newestRebate}`, now - HOUR_MS / 2);

  rewards.issue(demo, now);
  rewards.issue(vip, now);
};
