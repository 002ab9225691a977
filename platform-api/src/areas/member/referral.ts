import { randomInt } from 'node:crypto';

import {
  maskUsername,
  REFERRAL_CODE_PARAM,
  REFERRAL_MIN_DEPOSITS,
  REFERRAL_MIN_TURNOVER,
  REFERRAL_REWARD,
  type ReferralFriend,
  type ReferralFriendStatus,
  type ReferralRefusal,
  type ReferralTotals,
} from 'shared-contracts/member';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/*
 * The friends of one inviter with what decides their state: credited deposits and valid
 * turnover (settled stakes, as `settled_bets`) from the member indexes, and the reward paid.
 * Qualified: at least REFERRAL_MIN_DEPOSITS credited deposits and REFERRAL_MIN_TURNOVER.
 */
const FRIENDS = `WITH friends AS (
    SELECT m.id, m.username, m.created_at,
      (SELECT COUNT(*) FROM deposit_orders d
        WHERE d.member_id = m.id AND d.status = 'credited') AS deposits,
      (SELECT COALESCE(SUM(b.stake), 0) FROM bet_records b WHERE b.member_id = m.id)
        + (SELECT COALESCE(SUM(l.amount), 0) FROM lottery_bets l
          WHERE l.member_id = m.id AND l.status IN ('won', 'lost')) AS turnover,
      r.amount AS reward, r.created_at AS rewarded_at
    FROM member_profiles p JOIN members m ON m.id = p.member_id
    LEFT JOIN referral_rewards r ON r.invitee_id = m.id
    WHERE p.referral_code = @code COLLATE NOCASE AND p.member_id <> @inviter),
  classified AS (
    SELECT *, CASE WHEN reward IS NOT NULL THEN 'rewarded'
      WHEN deposits >= ${REFERRAL_MIN_DEPOSITS} AND turnover >= ${REFERRAL_MIN_TURNOVER}
        THEN 'qualified'
      ELSE 'pending' END AS status
    FROM friends)`;

interface FriendRow {
  id: string;
  username: string;
  created_at: number;
  reward: number | null;
  rewarded_at: number | null;
  status: ReferralFriendStatus;
}

/** A refused referral call: `value` is the contract's {@link ReferralRefusal}. */
const referralRefusal = (status: number, message: string) =>
  new HttpError(status, message, { reason: 'nothingToClaim' } satisfies ReferralRefusal);

/**
 * The referral page: each member's stable invite code, the friends who registered with it and
 * the rewards. A qualified friend's reward is credited when the inviter claims it (one ledger
 * transaction for all the friends claimed together); the friend's row in `referral_rewards`
 * (primary key: the friend) makes each reward exactly once.
 */
export const createReferrals = (db: Db, ledger: Ledger) => {
  const codeOf = db.prepare('SELECT code FROM referral_codes WHERE member_id = ?').pluck();
  const insertCode = db.prepare(
    'INSERT OR IGNORE INTO referral_codes (member_id, code, created_at) VALUES (?, ?, ?)',
  );
  const totals = db.prepare(`${FRIENDS} SELECT COUNT(*) AS invited,
      COALESCE(SUM(status <> 'pending'), 0) AS qualified,
      COALESCE(SUM(status = 'rewarded'), 0) AS rewarded,
      COALESCE(SUM(reward), 0) AS rewardTotal,
      COALESCE(SUM(status = 'qualified'), 0) * ${REFERRAL_REWARD} AS claimableReward
    FROM classified`);
  const page = db.prepare(`${FRIENDS} SELECT id, username, created_at, reward, rewarded_at, status
    FROM classified WHERE @status IS NULL OR status = @status
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const count = db
    .prepare(`${FRIENDS} SELECT COUNT(*) FROM classified WHERE @status IS NULL OR status = @status`)
    .pluck();
  const claimable = db
    .prepare(`${FRIENDS} SELECT id FROM classified WHERE status = 'qualified' ORDER BY id`)
    .pluck();
  const insertReward = db.prepare(`INSERT INTO referral_rewards
    (invitee_id, inviter_id, amount, ledger_transaction_id, created_at) VALUES (?, ?, ?, ?, ?)`);
  const replay = db
    .prepare('SELECT response_json FROM ledger_transactions WHERE idempotency_key = ?')
    .pluck();

  /** The member's code, made now when it has none (a collision just draws again). */
  const ensureCode = (memberId: string, now: number): string => {
    for (;;) {
      const existing = codeOf.get(memberId) as string | undefined;
      if (existing) return existing;
      try {
        insertCode.run(memberId, newCode(), now);
      } catch (error) {
        // Another member holds the drawn code (UNIQUE): draw again.
        if (!(error instanceof Error && /UNIQUE/.test(error.message))) throw error;
      }
    }
  };

  return {
    ensureCode,

    /** The code, the invite link on `origin`, the rules and the totals. */
    overview(memberId: string, origin: string, now: number) {
      const code = ensureCode(memberId, now);
      const inviteUrl = new URL('/register', origin || 'http://localhost');
      inviteUrl.searchParams.set(REFERRAL_CODE_PARAM, code);
      return {
        referralCode: code,
        inviteUrl: inviteUrl.toString(),
        rules: {
          minDeposits: REFERRAL_MIN_DEPOSITS,
          minTurnover: REFERRAL_MIN_TURNOVER,
          reward: REFERRAL_REWARD,
        },
        totals: totals.get({ code, inviter: memberId }) as ReferralTotals,
      };
    },

    /** A page of the member's friends, newest first, optionally of one status. */
    friends(
      memberId: string,
      status: ReferralFriendStatus | undefined,
      paging: { pageNo: number; pageSize: number },
      now: number,
    ) {
      const code = ensureCode(memberId, now);
      const params = { code, inviter: memberId, status: status ?? null };
      const total = Number(count.get(params));
      const rows = page.all({
        ...params,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as FriendRow[];
      return {
        list: rows.map((row): ReferralFriend => ({
          username: maskUsername(row.username),
          registeredAt: row.created_at,
          qualified: row.status !== 'pending',
          status: row.status,
          reward: row.reward ?? 0,
          rewardedAt: row.rewarded_at,
        })),
        total,
        totalPages: Math.ceil(total / paging.pageSize),
        pageNo: paging.pageNo,
      };
    },

    /**
     * Credits the rewards of every qualified friend not paid yet, in one ledger transaction
     * keyed by the client's key: a retry with that key answers the first result again.
     */
    claim(memberId: string, idempotencyKey: string, now: number) {
      const key = `referral:${memberId}:${idempotencyKey}`;
      const earlier = replay.get(key) as string | undefined;
      if (earlier) return JSON.parse(earlier) as { friends: number; amount: number };
      const code = ensureCode(memberId, now);
      const friendIds = claimable.all({ code, inviter: memberId }) as string[];
      if (friendIds.length === 0)
        throw referralRefusal(409, 'No invited friend has a reward to claim yet');
      const amount = friendIds.length * REFERRAL_REWARD;
      const result = ledger.post(
        {
          kind: 'referral_reward',
          idempotencyKey: key,
          request: friendIds,
          postings: [
            { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
            { accountId: playerAccountId(memberId, 'MAIN'), amount },
          ],
          respond: (transactionId) => {
            for (const friendId of friendIds)
              insertReward.run(friendId, memberId, REFERRAL_REWARD, transactionId, now);
            return { friends: friendIds.length, amount };
          },
        },
        now,
      );
      return result.response;
    },
  };
};
export type Referrals = ReturnType<typeof createReferrals>;
