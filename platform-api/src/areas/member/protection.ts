import {
  RG_INCREASE_DELAY_MS,
  RG_LIMIT_KEYS,
  type RgExclusion,
  type RgLimit,
  type RgLimitKey,
} from 'shared-contracts/member';

import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/httpError';

const HOUR_MS = 3_600_000;
/** The rolling windows of "daily", "weekly" and "monthly" limits. */
export const RG_WINDOWS_MS = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

const MINUTE_BOUNDS: Partial<Record<RgLimitKey, [number, number]>> = {
  sessionMinutes: [5, 1440],
  realityCheckMinutes: [5, 240],
};

const DEPOSIT_LIMITS = [
  ['depositDaily', 'day'],
  ['depositWeekly', 'week'],
  ['depositMonthly', 'month'],
] as const;
const LOSS_LIMITS = [
  ['lossDaily', 'day'],
  ['lossWeekly', 'week'],
  ['lossMonthly', 'month'],
] as const;

interface LimitRow {
  limit_key: RgLimitKey;
  value: number | null;
  has_pending: number;
  pending_value: number | null;
  pending_effective_at: number | null;
}

/** Adds calendar months in UTC (a self-exclusion of 6 months ends on the same day 6 months on). */
const addMonths = (at: number, months: number) => {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

/**
 * Responsible gaming: the player's own limits and exclusions, and the sums they are checked
 * against. A lowered limit applies at once; a raise or a removal waits 24 hours (applied when
 * next read, so no job is needed). Exclusions cannot be shortened.
 */
export const createProtection = (db: Db) => {
  const applyDue = db.prepare(`UPDATE rg_limits SET value = pending_value, has_pending = 0,
    pending_value = NULL, pending_effective_at = NULL
    WHERE member_id = ? AND has_pending = 1 AND pending_effective_at <= ?`);
  const rows = db.prepare('SELECT * FROM rg_limits WHERE member_id = ?');
  const upsert = db.prepare(`INSERT INTO rg_limits
    (member_id, limit_key, value, has_pending, pending_value, pending_effective_at, updated_at)
    VALUES (@memberId, @key, @value, @hasPending, @pendingValue, @effectiveAt, @now)
    ON CONFLICT (member_id, limit_key) DO UPDATE SET value = excluded.value,
      has_pending = excluded.has_pending, pending_value = excluded.pending_value,
      pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`);
  const activeExclusion = db.prepare(`SELECT kind, starts_at AS startsAt, ends_at AS endsAt
    FROM rg_exclusions WHERE member_id = ? AND starts_at <= ? AND ends_at > ?
    ORDER BY ends_at DESC LIMIT 1`);
  const insertExclusion = db.prepare(
    'INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at) VALUES (?, ?, ?, ?)',
  );
  // What the deposit limits hold: every order not rejected or expired, from when it was opened,
  // so orders opened side by side cannot together pass a limit before any of them is paid.
  const heldSum = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) FROM deposit_orders
      WHERE member_id = ? AND status IN ('pending', 'paid', 'credited') AND created_at > ?`,
    )
    .pluck();
  // The player's deposits: orders credited, from when they were; an order still waiting for its
  // payment is not a deposit yet.
  const depositSum = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) FROM deposit_orders
      WHERE member_id = ? AND status = 'credited' AND credited_at > ?`,
    )
    .pluck();
  // Losses of settled bets (stake minus payout; cancelled and push bets count nothing).
  const lossSum = db
    .prepare(
      `SELECT COALESCE(SUM(stake - payout), 0) FROM settled_bets
      WHERE member_id = ? AND settled_at > ?`,
    )
    .pluck();
  const creditedSum = db
    .prepare(
      `SELECT COALESCE(SUM(amount - fee), 0) FROM deposit_orders
      WHERE member_id = ? AND status = 'credited' AND credited_at > ?`,
    )
    .pluck();
  const withdrawnSum = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) FROM withdrawals
      WHERE member_id = ? AND status <> 'rejected' AND created_at > ?`,
    )
    .pluck();

  const limitRows = (memberId: string, now: number): Map<RgLimitKey, LimitRow> => {
    applyDue.run(memberId, now);
    return new Map((rows.all(memberId) as LimitRow[]).map((row) => [row.limit_key, row]));
  };
  const valueOf = (memberId: string, key: RgLimitKey, now: number) =>
    limitRows(memberId, now).get(key)?.value ?? null;

  const sums = (
    statement: { get: (...args: unknown[]) => unknown },
    memberId: string,
    now: number,
  ) => ({
    day: Number(statement.get(memberId, now - RG_WINDOWS_MS.day)),
    week: Number(statement.get(memberId, now - RG_WINDOWS_MS.week)),
    month: Number(statement.get(memberId, now - RG_WINDOWS_MS.month)),
  });

  return {
    limits(memberId: string, now: number): RgLimit[] {
      const current = limitRows(memberId, now);
      return RG_LIMIT_KEYS.map((key) => {
        const row = current.get(key);
        return {
          key,
          value: row?.value ?? null,
          pending:
            row && row.has_pending === 1
              ? { value: row.pending_value, effectiveAt: row.pending_effective_at ?? now }
              : null,
        };
      });
    },
    /** Sets one limit; answers whether it applied at once. */
    setLimit(memberId: string, key: RgLimitKey, value: number | null, now: number): boolean {
      const bounds = MINUTE_BOUNDS[key];
      if (bounds && value !== null && (value < bounds[0] || value > bounds[1]))
        throw badRequest(
          `Invalid field "value": ${key} must be ${bounds[0]} to ${bounds[1]} minutes`,
        );
      const current = valueOf(memberId, key, now);
      const lowers = value !== null && (current === null || value <= current);
      const keepsNone = value === null && current === null;
      upsert.run({
        memberId,
        key,
        value: lowers ? value : current,
        hasPending: lowers || keepsNone ? 0 : 1,
        pendingValue: lowers || keepsNone ? null : value,
        effectiveAt: lowers || keepsNone ? null : now + RG_INCREASE_DELAY_MS,
        now,
      });
      return lowers || keepsNone;
    },
    exclusion: (memberId: string, now: number) =>
      (activeExclusion.get(memberId, now, now) as RgExclusion | undefined) ?? null,
    /** Starts a time-out or self-exclusion; one in force that ends later is kept. */
    exclude(
      memberId: string,
      request: { kind: 'timeout'; hours: number } | { kind: 'self_exclusion'; months: number },
      now: number,
    ): RgExclusion {
      const endsAt =
        request.kind === 'timeout' ? now + request.hours * HOUR_MS : addMonths(now, request.months);
      const current = activeExclusion.get(memberId, now, now) as RgExclusion | undefined;
      if (current && current.endsAt >= endsAt) return current;
      insertExclusion.run(memberId, request.kind, now, endsAt);
      return { kind: request.kind, startsAt: now, endsAt };
    },
    /** Credited deposits (their amounts, fees included) per window. */
    deposits: (memberId: string, now: number) => sums(depositSum, memberId, now),
    losses: (memberId: string, now: number) => sums(lossSum, memberId, now),
    netDeposits(memberId: string, now: number) {
      const credited = sums(creditedSum, memberId, now);
      const withdrawn = sums(withdrawnSum, memberId, now);
      return {
        day: credited.day - withdrawn.day,
        week: credited.week - withdrawn.week,
        month: credited.month - withdrawn.month,
      };
    },
    /** What may still be deposited per window (null: no limit); open orders hold their part. */
    depositAllowance(memberId: string, now: number) {
      const current = limitRows(memberId, now);
      const used = sums(heldSum, memberId, now);
      const left = (key: RgLimitKey, window: keyof typeof used) => {
        const limit = current.get(key)?.value ?? null;
        return limit === null ? null : Math.max(0, limit - used[window]);
      };
      return {
        daily: left('depositDaily', 'day'),
        weekly: left('depositWeekly', 'week'),
        monthly: left('depositMonthly', 'month'),
      };
    },
    /** Refuses (403) a deposit that would go over one of the player's deposit limits. */
    checkDeposit(memberId: string, amount: number, now: number): void {
      const current = limitRows(memberId, now);
      const used = sums(heldSum, memberId, now);
      for (const [key, window] of DEPOSIT_LIMITS) {
        const limit = current.get(key)?.value ?? null;
        if (limit !== null && used[window] + amount > limit)
          throw new HttpError(403, 'This deposit is over your deposit limit', {
            reason: 'depositLimit',
            limit: key,
            remaining: Math.max(0, limit - used[window]),
          });
      }
    },
    /** Refuses (403) a game launch or a lottery bet at a loss limit or past the session limit. */
    checkPlay(memberId: string, sessionStartedAt: number | null, now: number): void {
      const current = limitRows(memberId, now);
      const losses = sums(lossSum, memberId, now);
      for (const [key, window] of LOSS_LIMITS) {
        const limit = current.get(key)?.value ?? null;
        if (limit !== null && losses[window] >= limit)
          throw new HttpError(403, 'You have reached your loss limit', {
            reason: 'lossLimit',
            until: null,
          });
      }
      const minutes = current.get('sessionMinutes')?.value ?? null;
      if (
        minutes !== null &&
        sessionStartedAt !== null &&
        now - sessionStartedAt >= minutes * 60_000
      )
        throw new HttpError(403, 'Your session time limit is reached, please take a break', {
          reason: 'sessionLimit',
          until: null,
        });
    },
  };
};
export type Protection = ReturnType<typeof createProtection>;
