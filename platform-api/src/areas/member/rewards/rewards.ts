import { DAY_MS, MINUTE_MS, REPORT_UTC_OFFSET_MINUTES } from 'shared-contracts';
import {
  type MemberReward,
  type MemberRewardsRefusal,
  type MemberRewardsRefusalReason,
  type RewardKind,
  type RewardStatus,
} from 'shared-contracts/member';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../../ledger/accounts';
import type { Ledger } from '../../../ledger/ledger';
import type { RewardSettings } from './rewardSettings';

const OFFSET_MS = REPORT_UTC_OFFSET_MINUTES * MINUTE_MS;
/** The report day (UTC+08:00) of an instant, as a day number, and where a day number starts. */
const dayNoOf = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
const startOfDayNo = (dayNo: number) => dayNo * DAY_MS - OFFSET_MS;

/** A refused rewards call: `value` is the contract's {@link MemberRewardsRefusal}. */
export const rewardsRefusal = (
  status: number,
  reason: MemberRewardsRefusalReason,
  message: string,
) => new HttpError(status, message, { reason } satisfies MemberRewardsRefusal);

interface RewardRow {
  id: string;
  member_id: string;
  kind: RewardKind;
  source_key: string;
  basis: number | null;
  rate_bp: number | null;
  amount: number;
  turnover_multiple: number;
  available_from: number;
  expires_at: number;
  status: RewardStatus;
  claimed_at: number | null;
  claim_key: string | null;
}

/** A stored reward as the contract shows it; a claimable one past its expiry reads `expired`. */
const view = (row: RewardRow, now: number): MemberReward => ({
  id: row.id,
  kind: row.kind,
  source: row.source_key.slice(row.source_key.indexOf(':') + 1),
  basis: row.basis,
  rateBp: row.rate_bp,
  amount: row.amount,
  turnoverMultiple: row.turnover_multiple,
  turnoverRequired: row.amount * row.turnover_multiple,
  availableFrom: row.available_from,
  expiresAt: row.expires_at,
  status: row.status === 'claimable' && row.expires_at <= now ? 'expired' : row.status,
  claimedAt: row.claimed_at,
});

/** What a claim answers (the contract's claim value). */
export interface ClaimAnswer {
  reward: MemberReward;
  bonusId: string;
  balance: number;
}

/** The English name of a reward's bonus (ops read it; the site names it by kind). */
const bonusNameOf = (row: RewardRow) => {
  const source = row.source_key.slice(row.source_key.indexOf(':') + 1);
  switch (row.kind) {
    case 'rebate':
      return `Rebate of ${source}`;
    case 'deposit':
      return 'Deposit reward';
    case 'birthday':
      return `Birthday reward ${source}`;
    case 'vipLevelUp':
      return `VIP level-up reward (rank ${source})`;
  }
};

/**
 * The reward centre. Rewards are issued by a scheduled pass over the members who may have earned
 * one (`issueDue`) and again when a member reads the list: every source earned since (settled days of valid bets, credited deposits, the birthday month, a higher club
 * rank) becomes one row, unique per (member, source), so reading twice issues nothing new. A claim
 * is one ledger movement keyed `reward:<id>`: however many requests arrive, one pays.
 */
export const createRewards = (deps: { db: Db; ledger: Ledger; settings: RewardSettings }) => {
  const { db, ledger, settings } = deps;
  const newId = 'lower(hex(randomblob(16)))';

  const expireDue = db.prepare(`UPDATE member_rewards SET status = 'expired'
    WHERE member_id = ? AND status = 'claimable' AND expires_at <= ?`);

  // Parameters arrive as REAL: every division is cast back to whole days and minor units.
  // Valid bets per report day: game rounds by their time, won or lost lottery bets by settlement.
  // Both arms read their covering indexes (063_member_records.sql).
  const issueRebates = db.prepare(`INSERT INTO member_rewards (id, member_id, kind, source_key,
      basis, rate_bp, amount, turnover_multiple, available_from, expires_at, created_at)
    SELECT ${newId}, @member, 'rebate',
      'rebate:' || strftime('%Y-%m-%d', day_no * 86400, 'unixepoch'), valid, @rateBp,
      CAST(valid * @rateBp / 10000 AS INTEGER), @multiple, (day_no + 1) * ${DAY_MS} - @offsetMs,
      (day_no + 1 + @validDays) * ${DAY_MS} - @offsetMs, @now
    FROM (SELECT day_no, SUM(valid) AS valid FROM (
        SELECT CAST((created_at + @offsetMs) / ${DAY_MS} AS INTEGER) AS day_no, stake AS valid FROM bet_records
        WHERE member_id = @member AND created_at >= @start AND created_at < @end
        UNION ALL
        SELECT CAST((COALESCE(settled_at, placed_at) + @offsetMs) / ${DAY_MS} AS INTEGER), amount FROM lottery_bets
        WHERE member_id = @member AND status IN ('won', 'lost')
          AND COALESCE(settled_at, placed_at) >= @start AND COALESCE(settled_at, placed_at) < @end)
      GROUP BY day_no)
    WHERE CAST(valid * @rateBp / 10000 AS INTEGER) >= @minAmount
    ON CONFLICT (member_id, source_key) DO NOTHING`);

  const issueDeposits = db.prepare(`INSERT INTO member_rewards (id, member_id, kind, source_key,
      basis, rate_bp, amount, turnover_multiple, available_from, expires_at, created_at)
    SELECT ${newId}, member_id, 'deposit', 'deposit:' || id, amount - fee, @rateBp,
      CAST(MIN(@maxAmount, (amount - fee) * @rateBp / 10000) AS INTEGER), @multiple, credited_at,
      credited_at + @validMs, @now
    FROM deposit_orders
    WHERE member_id = @member AND status = 'credited' AND credited_at > @since
      AND credited_at <= @now AND amount - fee >= @minDeposit AND (amount - fee) * @rateBp >= 10000
    ON CONFLICT (member_id, source_key) DO NOTHING`);

  const birthdayOf = db.prepare('SELECT birthday FROM member_profiles WHERE member_id = ?').pluck();
  const issueOne = db.prepare(`INSERT INTO member_rewards (id, member_id, kind, source_key,
      amount, turnover_multiple, available_from, expires_at, created_at)
    VALUES (${newId}, @member, @kind, @source, @amount, @multiple, @from, @expires, @now)
    ON CONFLICT (member_id, source_key) DO NOTHING`);

  const rankOf = db
    .prepare(
      `SELECT COALESCE(l.rank_level, 0) FROM members m
      LEFT JOIN member_labels l ON l.id = m.club_label_id WHERE m.id = ?`,
    )
    .pluck();
  const markRank = db.prepare(`INSERT INTO member_rank_marks (member_id, rank_level, updated_at)
    VALUES (@member, @rank, @now) ON CONFLICT (member_id) DO NOTHING`);
  const markedRank = db
    .prepare('SELECT rank_level FROM member_rank_marks WHERE member_id = ?')
    .pluck();
  const raiseMark = db.prepare(
    'UPDATE member_rank_marks SET rank_level = @rank, updated_at = @now WHERE member_id = @member',
  );

  const { rebate, deposit, birthday, vipLevelUp } = settings;

  const birthdayAt = (memberId: string, now: number) => {
    const value = birthdayOf.get(memberId) as string | null | undefined;
    if (!value) return;
    const today = new Date(now + OFFSET_MS);
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth();
    if (Number(value.slice(5, 7)) !== month + 1) return;
    issueOne.run({
      member: memberId,
      kind: 'birthday',
      source: `birthday:${year}`,
      amount: birthday.amount,
      multiple: birthday.turnoverMultiple,
      from: Date.UTC(year, month, 1) - OFFSET_MS,
      expires: Date.UTC(year, month + 1, 1) - OFFSET_MS,
      now,
    });
  };

  const vipLevelUpAt = (memberId: string, now: number) => {
    const rank = Number(rankOf.get(memberId) ?? 0);
    // First sight: the rank the member has now is the baseline; only a rise pays.
    markRank.run({ member: memberId, rank, now });
    const marked = Number(markedRank.get(memberId));
    if (rank <= marked) return;
    issueOne.run({
      member: memberId,
      kind: 'vipLevelUp',
      source: `vipLevelUp:${rank}`,
      amount: vipLevelUp.amountPerLevel * rank,
      multiple: vipLevelUp.turnoverMultiple,
      from: now,
      expires: now + vipLevelUp.validDays * DAY_MS,
      now,
    });
    raiseMark.run({ member: memberId, rank, now });
  };

  /** Issues what the member has earned up to `now` (each source once) and expires what is due. */
  const issueTransaction = db.transaction((memberId: string, now: number) => {
    expireDue.run(memberId, now);
    const today = dayNoOf(now);
    // Only days whose rebate could still be claimed: older ones would be born expired.
    issueRebates.run({
      member: memberId,
      rateBp: rebate.rateBp,
      multiple: rebate.turnoverMultiple,
      minAmount: rebate.minAmount,
      validDays: rebate.validDays,
      offsetMs: OFFSET_MS,
      start: startOfDayNo(today - rebate.validDays),
      end: startOfDayNo(today),
      now,
    });
    issueDeposits.run({
      member: memberId,
      rateBp: deposit.rateBp,
      maxAmount: deposit.maxAmount,
      minDeposit: deposit.minDeposit,
      multiple: deposit.turnoverMultiple,
      validMs: deposit.validDays * DAY_MS,
      since: now - deposit.validDays * DAY_MS,
      now,
    });
    birthdayAt(memberId, now);
    vipLevelUpAt(memberId, now);
  });

  const claimableRows = db.prepare(`SELECT * FROM member_rewards
    WHERE member_id = ? AND status = 'claimable' AND expires_at > ? AND available_from <= ?
    ORDER BY expires_at, id`);
  const historyRows = db.prepare(`SELECT * FROM member_rewards
    WHERE member_id = @member AND status IN ('claimed', 'expired')
      AND (@status IS NULL OR status = @status)
    ORDER BY COALESCE(claimed_at, expires_at) DESC, id DESC LIMIT @limit OFFSET @offset`);
  const historyCount = db
    .prepare(
      `SELECT COUNT(*) FROM member_rewards
      WHERE member_id = @member AND status IN ('claimed', 'expired')
        AND (@status IS NULL OR status = @status)`,
    )
    .pluck();

  const findOwn = db.prepare('SELECT * FROM member_rewards WHERE id = ? AND member_id = ?');
  const findById = db.prepare('SELECT * FROM member_rewards WHERE id = ?');
  const markClaimed = db.prepare(`UPDATE member_rewards SET status = 'claimed', claimed_at = @now,
    claim_key = @key, ledger_transaction_id = @tx WHERE id = @id AND status = 'claimable'`);
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at, reward_id)
    VALUES (@id, @member, @name, @amount, @required, @now, @reward)`);
  const balanceOf = db.prepare('SELECT balance FROM accounts WHERE id = ?').pluck();

  const issue = (memberId: string, now: number): void => {
    issueTransaction(memberId, now);
  };

  // Who may have earned something: bets or deposits in the rebate window (the reports' daily
  // figures), a birthday this month, or a club rank (a rise pays).
  const mayHaveEarned = db
    .prepare(
      `SELECT member_id FROM member_daily_stats
        WHERE day >= @since AND (bets > 0 OR deposit_count > 0)
      UNION SELECT member_id FROM member_profiles WHERE substr(birthday, 6, 2) = @month
      UNION SELECT m.id FROM members m JOIN member_labels l ON l.id = m.club_label_id
        WHERE l.rank_level > 0`,
    )
    .pluck();

  const claimInTransaction = (memberId: string, rewardId: string, key: string, now: number) => {
    const row = findOwn.get(rewardId, memberId) as RewardRow | undefined;
    if (!row) throw rewardsRefusal(404, 'notFound', 'Reward not found');
    if (row.status === 'claimed') {
      // The same request again (a lost answer retried) replays below; any other is refused.
      if (row.claim_key !== key)
        throw rewardsRefusal(409, 'alreadyClaimed', 'This reward has already been claimed');
    } else {
      if (row.status === 'expired' || row.expires_at <= now)
        throw rewardsRefusal(
          409,
          'expired',
          'This reward has expired and can no longer be claimed',
        );
      if (row.available_from > now)
        throw rewardsRefusal(409, 'notYetAvailable', 'This reward cannot be claimed yet');
    }
    const main = playerAccountId(memberId, 'MAIN');
    return ledger.postWithin<ClaimAnswer>(
      {
        kind: row.kind === 'rebate' ? 'rebate' : 'bonus',
        idempotencyKey: `reward:${row.id}`,
        request: { rewardId: row.id },
        postings: [
          { accountId: HOUSE_ACCOUNT_ID, amount: -row.amount },
          { accountId: main, amount: row.amount },
        ],
        respond: (tx) => {
          markClaimed.run({ id: row.id, now, key, tx });
          const bonusId = `reward-${row.id}`;
          insertBonus.run({
            id: bonusId,
            member: memberId,
            name: bonusNameOf(row),
            amount: row.amount,
            required: row.amount * row.turnover_multiple,
            now,
            reward: row.id,
          });
          const claimed = findById.get(row.id) as RewardRow;
          return { reward: view(claimed, now), bonusId, balance: Number(balanceOf.get(main)) };
        },
      },
      now,
    );
  };
  const claimTransaction = db.transaction(claimInTransaction);

  return {
    issue,
    /**
     * Issues what every member has earned up to `now` (the scheduler's pass), so a reward waits
     * in the centre whether or not its member looked in time; answers how many members were read.
     */
    issueDue(now: number): number {
      const today = dayNoOf(now);
      const members = mayHaveEarned.all({
        since: new Date((today - rebate.validDays) * DAY_MS).toISOString().slice(0, 10),
        month: new Date(now + OFFSET_MS).toISOString().slice(5, 7),
      }) as string[];
      for (const memberId of members) issue(memberId, now);
      return members.length;
    },
    /** The rewards claimable now (issued first), soonest to expire first, and their sum. */
    claimable(memberId: string, now: number) {
      issue(memberId, now);
      const rows = claimableRows.all(memberId, now, now) as RewardRow[];
      return {
        list: rows.map((row) => view(row, now)),
        count: rows.length,
        totalAmount: rows.reduce((sum, row) => sum + row.amount, 0),
      };
    },
    /** Claimed and expired rewards, newest first. */
    history(
      memberId: string,
      status: 'claimed' | 'expired' | undefined,
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
      now: number,
    ) {
      issue(memberId, now);
      const params = { member: memberId, status: status ?? null };
      const total = Number(historyCount.get(params));
      const rows = historyRows.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as RewardRow[];
      return {
        list: rows.map((row) => view(row, now)),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },
    /**
     * Claims a reward of the member: one ledger credit keyed by the reward, its bonus row, and
     * the balance push after the commit (not on a replay, nothing moved).
     */
    claim(memberId: string, rewardId: string, key: string, now: number): ClaimAnswer {
      const result = claimTransaction(memberId, rewardId, key, now);
      if (!result.replayed) ledger.events.emit('moved', [memberId]);
      return result.response;
    },
  };
};
export type Rewards = ReturnType<typeof createRewards>;
