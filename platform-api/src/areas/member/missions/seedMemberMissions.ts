import {
  missionPeriodOf,
  previousMissionPeriodOf,
  REFERRAL_MIN_TURNOVER,
  REFERRAL_REWARD,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { HOUSE_ACCOUNT_ID, openPlayerWallets, playerAccountId } from '../../../ledger/accounts';
import { ledgerBook, seedDeposits, seedRounds } from '../../../seed/seedHistory';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Stable invite codes of the demo accounts (others get theirs on first use). */
const CODES = { demo: 'DMQ7K4RA', vip: 'VPX9H2TC' } as const;

type FriendState = 'rewarded' | 'qualified' | 'pending' | 'deposited';

/** Invited friends: registered `daysAgo`, in every state of the referral page. */
const FRIENDS: Record<
  keyof typeof CODES,
  { username: string; daysAgo: number; state: FriendState }[]
> = {
  demo: [
    { username: 'lucky_tiger88', daysAgo: 40, state: 'rewarded' },
    { username: 'minh.anh92', daysAgo: 26, state: 'rewarded' },
    { username: 'somchai77', daysAgo: 12, state: 'qualified' },
    { username: 'ana_paula', daysAgo: 9, state: 'qualified' },
    { username: 'budi.santoso', daysAgo: 6, state: 'deposited' },
    { username: 'weilin', daysAgo: 2, state: 'pending' },
  ],
  vip: [
    { username: 'golden_koi', daysAgo: 30, state: 'rewarded' },
    { username: 'thanh.huong', daysAgo: 15, state: 'qualified' },
    { username: 'rizky_p', daysAgo: 4, state: 'pending' },
  ],
};

/**
 * Missions and referral (ADR 0013) for `demo` and `vip`:
 * - invite codes and invited friends in every state (rewarded, qualified and claimable,
 *   deposited but short of the turnover, registered only), with their deposits and rounds;
 * - for demo, rounds of today and yesterday (stake paid back, so no loss limit or owed turnover
 *   moves) that make missions of every state: the daily turnover mission claimable, the daily
 *   slots rounds in progress, the weekly live casino mission claimed, yesterday's turnover
 *   mission expired. vip keeps its recent days as they are (its owed bonus turnover counts
 *   them), so its missions show what its own play gives.
 * Every movement is a ledger transaction ({@link ledgerBook}); the leaderboard comes from the
 * bets every seed wrote.
 */
export const seedMemberMissions = (db: Db, now: number): void => {
  const book = ledgerBook(db);
  const creditDeposit = seedDeposits(db, book);
  const writeRound = seedRounds(db, book);
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const gameOf = db
    .prepare('SELECT game_code FROM games WHERE game_type = ? ORDER BY sort, game_code LIMIT 1')
    .pluck();
  const insertCode = db.prepare(
    'INSERT INTO referral_codes (member_id, code, created_at) VALUES (?, ?, ?)',
  );
  const insertMember = db.prepare(`INSERT INTO members (id, username, nickname, password_hash,
      member_type, agent_centre, upline_id, vip_level, force_password_change,
      password_changed_at, created_at)
    VALUES (?, ?, ?, NULL, 1, 0, NULL, 0, 0, ?, ?)`);
  const insertProfile = db.prepare(`INSERT INTO member_profiles (member_id, referral_code,
      register_url, created_at) VALUES (?, ?, ?, ?)`);
  const insertReward = db.prepare(`INSERT INTO referral_rewards (invitee_id, inviter_id, amount,
      ledger_transaction_id, created_at) VALUES (?, ?, ?, ?, ?)`);
  const insertClaim = db.prepare(`INSERT INTO mission_claims (member_id, mission_id, period_start,
      reward, idempotency_key, ledger_transaction_id, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const rewardOf = db.prepare('SELECT reward FROM mission_definitions WHERE id = ?').pluck();

  const slots = gameOf.get('RNG') as string;
  const live = gameOf.get('LIVE') as string;
  let serial = 0;
  /** A round whose payout equals its stake: turnover without a win or a loss. */
  const round = (memberId: string, gameCode: string, stake: number, time: number) => {
    serial += 1;
    writeRound({
      betId: `SEEDMIS-B${serial}`,
      roundId: `mis-${serial}`,
      memberId,
      gameCode,
      stake,
      payout: stake,
      multiplier: 1,
      time,
    });
  };
  const deposit = (memberId: string, amount: number, time: number) => {
    serial += 1;
    const id = `SEEDMIS-D${serial}`;
    creditDeposit({ id, memberId, amount, time, ledgerKey: `seed:mis:dep:${id}` });
  };

  for (const inviter of ['demo', 'vip'] as const) {
    const inviterId = idOf.get(inviter) as string | undefined;
    if (!inviterId) continue;
    insertCode.run(inviterId, CODES[inviter], now - 60 * DAY_MS);
    for (const friend of FRIENDS[inviter]) {
      serial += 1;
      const id = `MREF${String(serial).padStart(11, '0')}`;
      const registeredAt = now - friend.daysAgo * DAY_MS - 3 * 3_600_000;
      insertMember.run(id, friend.username, friend.username, registeredAt, registeredAt);
      openPlayerWallets(db, id);
      insertProfile.run(
        id,
        CODES[inviter],
        `https://demo.example/register?referralCode=${CODES[inviter]}`,
        registeredAt,
      );
      if (friend.state === 'pending') continue;
      deposit(id, 50_000, registeredAt + 2 * 3_600_000);
      // Qualified friends play past the turnover rule; a `deposited` one stays short of it.
      const turnover = friend.state === 'deposited' ? REFERRAL_MIN_TURNOVER / 2 : 30_000;
      for (let i = 0; i < 6; i += 1)
        round(id, i % 2 ? live : slots, turnover / 6, registeredAt + (3 + i) * 3_600_000);
      if (friend.state === 'rewarded') {
        const at = registeredAt + 2 * DAY_MS;
        const tx = book.post(
          'referral_reward',
          `referral:${inviterId}:seed-${id}`,
          at,
          HOUSE_ACCOUNT_ID,
          playerAccountId(inviterId, 'MAIN'),
          REFERRAL_REWARD,
        );
        insertReward.run(id, inviterId, REFERRAL_REWARD, tx, at);
      }
    }
  }

  const demoId = idOf.get('demo') as string | undefined;
  if (demoId) {
    // Today's rounds fit between the report day's start and now, however early it is.
    const today = missionPeriodOf('daily', now);
    const span = Math.min(now - today.start, 90 * MINUTE_MS);
    const todayAt = (i: number, of: number) => now - span + Math.floor(((i + 1) * span) / (of + 2));
    for (let i = 0; i < 6; i += 1) round(demoId, slots, 2_000, todayAt(i, 11));
    for (let i = 0; i < 5; i += 1) round(demoId, live, 10_000, todayAt(6 + i, 11));
    // Claimed: the weekly live casino mission (500.00 of live casino turnover, met above).
    const week = missionPeriodOf('weekly', now);
    const reward = Number(rewardOf.get('weekly-bet-live'));
    const claimedAt = todayAt(11, 11);
    const tx = book.post(
      'mission_reward',
      `mission:${demoId}:weekly-bet-live:${week.from}`,
      claimedAt,
      HOUSE_ACCOUNT_ID,
      playerAccountId(demoId, 'MAIN'),
      reward,
    );
    insertClaim.run(demoId, 'weekly-bet-live', week.from, reward, 'seed-claim', tx, claimedAt);
    // Expired: yesterday's turnover mission met and never claimed.
    const yesterday = previousMissionPeriodOf('daily', now);
    for (let i = 0; i < 3; i += 1)
      round(demoId, slots, 5_000, yesterday.start + (10 + i) * 3_600_000);
  }
  book.settle();
};
