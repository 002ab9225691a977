import {
  DAY_MS,
  MINUTE_MS,
  type PointsEntry,
  type PointsEntryKind,
  REPORT_UTC_OFFSET_MINUTES,
} from 'shared-contracts';

import type { Db } from '../../../db/database';
import type { PointsLedger } from './pointsLedger';
import { page } from './pointsRows';
import type { PointsSettings } from './pointsSettings';

const OFFSET_MS = REPORT_UTC_OFFSET_MINUTES * MINUTE_MS;
const dayNoOf = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
const startOfDayNo = (dayNo: number) => dayNo * DAY_MS - OFFSET_MS;
const dayText = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/**
 * Earning and the member's points account: a pass over closed report days (each member-day
 * credited once, at the brand's rate per valid bet), the balance (after accruing), the points
 * movements and ops' grants.
 */
export const createPointsEarning = (db: Db, points: PointsLedger, settings: PointsSettings) => {
  // Valid bets per closed report day: game rounds by their time, won or lost lottery bets by
  // settlement (the same definition as settled_bets), on the covering indexes of migration 063.
  const validByDay = db.prepare(`SELECT day, SUM(valid) AS valid FROM (
      SELECT strftime('%Y-%m-%d', (created_at + @offsetMs) / 1000, 'unixepoch') AS day,
        stake AS valid FROM bet_records
      WHERE member_id = @member AND created_at >= @start AND created_at < @end
      UNION ALL
      SELECT strftime('%Y-%m-%d', (settled_at + @offsetMs) / 1000, 'unixepoch'), amount
      FROM lottery_bets WHERE member_id = @member AND status IN ('won', 'lost')
        AND settled_at >= @start AND settled_at < @end)
    GROUP BY day ORDER BY day`);
  const insertAccrual = db.prepare(`INSERT INTO points_accruals
    (member_id, day, valid_bets, points, created_at) VALUES (@member, @day, @valid, @points, @now)
    ON CONFLICT (member_id, day) DO NOTHING`);
  const mayHaveEarned = db
    .prepare(
      `SELECT DISTINCT s.member_id FROM member_daily_stats s
      WHERE s.day >= @since AND s.day < @today AND s.bets > 0
        AND NOT EXISTS (SELECT 1 FROM points_accruals a
          WHERE a.member_id = s.member_id AND a.day = s.day)`,
    )
    .pluck();

  const earnedFor = (valid: number) =>
    Math.floor((valid * settings.earnPoints) / settings.earnPerValidBet);

  const accrueTransaction = db.transaction((memberId: string, now: number): number => {
    const today = dayNoOf(now);
    const days = validByDay.all({
      member: memberId,
      offsetMs: OFFSET_MS,
      start: startOfDayNo(today - settings.accrualLookbackDays),
      end: startOfDayNo(today),
    }) as { day: string; valid: number }[];
    let credited = 0;
    for (const { day, valid } of days) {
      const earned = earnedFor(valid);
      const inserted = insertAccrual.run({ member: memberId, day, valid, points: earned, now });
      if (inserted.changes === 0 || earned === 0) continue;
      points.postWithin({
        memberId,
        kind: 'earn',
        amount: earned,
        idempotencyKey: `earn:${memberId}:${day}`,
        reference: day,
        now,
      });
      credited += earned;
    }
    return credited;
  });

  const pointsRow = db.prepare(
    'SELECT balance, earned_total, spent_total FROM member_points WHERE member_id = ?',
  );
  const lastEarnedDay = db
    .prepare('SELECT MAX(day) FROM points_accruals WHERE member_id = ? AND points > 0')
    .pluck();
  const entryRows = db.prepare(`SELECT id, kind, amount, balance_after, reference, created_at
    FROM points_entries WHERE member_id = @member AND (@kind IS NULL OR kind = @kind)
    ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`);
  const entryCount = db
    .prepare(
      'SELECT COUNT(*) FROM points_entries WHERE member_id = @member AND (@kind IS NULL OR kind = @kind)',
    )
    .pluck();

  return {
    /** Credits the closed days' points the member has earned (each member-day once). */
    accrue: (memberId: string, now: number): number => accrueTransaction(memberId, now),
    /** The scheduler's pass: accrues every member with unaccrued closed days; answers how many. */
    accrueDue(now: number): number {
      const today = dayNoOf(now);
      const members = mayHaveEarned.all({
        since: dayText(today - settings.accrualLookbackDays),
        today: dayText(today),
      }) as string[];
      for (const memberId of members) accrueTransaction(memberId, now);
      return members.length;
    },
    balance(memberId: string, now: number) {
      accrueTransaction(memberId, now);
      const row = pointsRow.get(memberId) as
        { balance: number; earned_total: number; spent_total: number } | undefined;
      return {
        balance: row?.balance ?? 0,
        earnedTotal: row?.earned_total ?? 0,
        spentTotal: row?.spent_total ?? 0,
        lastEarnedDay: (lastEarnedDay.get(memberId) as string | null) ?? null,
      };
    },
    entries(memberId: string, kind: PointsEntryKind | undefined, pageNo: number, pageSize: number) {
      const params = { member: memberId, kind: kind ?? null };
      const rows = entryRows.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as {
        id: string;
        kind: PointsEntryKind;
        amount: number;
        balance_after: number;
        reference: string | null;
        created_at: number;
      }[];
      const list: PointsEntry[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        points: row.amount,
        balanceAfter: row.balance_after,
        reference: row.reference,
        createdAt: row.created_at,
      }));
      return page(list, Number(entryCount.get(params)), pageNo, pageSize);
    },
    /** Ops: grants points to a member (once per key). */
    grant(memberId: string, amount: number, note: string, key: string, now: number) {
      return db.transaction(() =>
        points.postWithin({
          memberId,
          kind: 'grant',
          amount,
          idempotencyKey: `grant:${key}`,
          reference: note,
          now,
        }),
      )();
    },
  };
};
