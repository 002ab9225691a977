import { createHash, randomUUID } from 'node:crypto';

import {
  DAY_MS,
  type DeliveryDetails,
  type Language,
  MINUTE_MS,
  POINTS_ITEM_CATEGORIES,
  type PointsEntry,
  type PointsEntryKind,
  type PointsItem,
  type PointsItemCategory,
  type PointsItemKind,
  type PointsItemSort,
  type Redemption,
  type RedemptionStatus,
  REPORT_UTC_OFFSET_MINUTES,
} from 'shared-contracts';

import { pickText } from '../../content/translate';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import { createPointsLedger } from './pointsLedger';
import { pointsRefusal } from './pointsRefusal';
import type { PointsSettings } from './pointsSettings';

const OFFSET_MS = REPORT_UTC_OFFSET_MINUTES * MINUTE_MS;
const dayNoOf = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
const startOfDayNo = (dayNo: number) => dayNo * DAY_MS - OFFSET_MS;
const dayText = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** Where the platform serves an item's generated image. */
export const pointsItemImageUrl = (itemId: string) => `/assets/points/${itemId}.svg`;

export interface PointsItemRow {
  id: string;
  kind: PointsItemKind;
  category: PointsItemCategory;
  name_json: string;
  description_json: string;
  cost: number;
  cash_value: number | null;
  turnover_multiple: number;
  stock: number | null;
  redeemed_count: number;
  sort_order: number;
  active: number;
  created_at: number;
}

interface RedemptionRow {
  id: string;
  member_id: string;
  item_id: string;
  item_kind: PointsItemKind;
  name_json: string;
  quantity: number;
  points: number;
  cash_amount: number | null;
  bonus_id: string | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  status: RedemptionStatus;
  reason: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  decided_at: number | null;
}

interface ConversionRow {
  id: string;
  points: number;
  cash_amount: number;
  created_at: number;
}

export interface RedeemInput {
  itemId: string;
  quantity: number;
  delivery?: DeliveryDetails | undefined;
}

const itemView = (row: PointsItemRow, language: Language): PointsItem => ({
  id: row.id,
  kind: row.kind,
  category: row.category,
  name: pickText(row.name_json, language),
  description: pickText(row.description_json, language),
  cost: row.cost,
  cashValue: row.cash_value,
  turnoverMultiple: row.turnover_multiple,
  stock: row.stock,
  imageUrl: pointsItemImageUrl(row.id),
  redeemedCount: row.redeemed_count,
  createdAt: row.created_at,
});

const redemptionView = (row: RedemptionRow, language: Language): Redemption => ({
  id: row.id,
  itemId: row.item_id,
  itemKind: row.item_kind,
  itemName: pickText(row.name_json, language),
  imageUrl: pointsItemImageUrl(row.item_id),
  quantity: row.quantity,
  points: row.points,
  cashAmount: row.cash_amount,
  bonusId: row.bonus_id,
  delivery:
    row.delivery_name !== null && row.delivery_phone !== null && row.delivery_address !== null
      ? { name: row.delivery_name, phone: row.delivery_phone, address: row.delivery_address }
      : null,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const ORDER_BY: Record<PointsItemSort, string> = {
  popular: 'redeemed_count DESC, sort_order, id',
  costAsc: 'cost, sort_order, id',
  costDesc: 'cost DESC, sort_order, id',
  newest: 'created_at DESC, sort_order, id',
};

/**
 * The points mall: earning (a pass over closed report days, each member-day once), the
 * catalogue, redemptions (stock and points taken in one transaction; vouchers and bonus credits
 * paid through the money ledger at once, physical items decided by ops), and conversion of
 * points to cash. Every points movement goes through the points ledger with a unique key, every
 * money movement through the money ledger with one.
 */
export const createPointsMall = (deps: { db: Db; ledger: Ledger; settings: PointsSettings }) => {
  const { db, ledger, settings } = deps;
  const points = createPointsLedger(db);

  /* ------------------------------------------------------------ earning */

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

  /* ------------------------------------------------------------ statements */

  const pointsRow = db.prepare(
    'SELECT balance, earned_total, spent_total FROM member_points WHERE member_id = ?',
  );
  const lastEarnedDay = db
    .prepare('SELECT MAX(day) FROM points_accruals WHERE member_id = ? AND points > 0')
    .pluck();
  const entryRows = db.prepare(`SELECT id, kind, amount, balance_after, reference, created_at
    FROM points_entries WHERE member_id = @member AND (@kind IS NULL OR kind = @kind)
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const entryCount = db
    .prepare(
      'SELECT COUNT(*) FROM points_entries WHERE member_id = @member AND (@kind IS NULL OR kind = @kind)',
    )
    .pluck();

  const itemPages = Object.fromEntries(
    Object.entries(ORDER_BY).map(([sort, order]) => [
      sort,
      db.prepare(`SELECT * FROM points_items
        WHERE active = 1 AND (@category IS NULL OR category = @category)
        ORDER BY ${order} LIMIT @limit OFFSET @offset`),
    ]),
  ) as Record<PointsItemSort, ReturnType<Db['prepare']>>;
  const itemCount = db
    .prepare(
      'SELECT COUNT(*) FROM points_items WHERE active = 1 AND (@category IS NULL OR category = @category)',
    )
    .pluck();
  const categoryCounts = db.prepare(
    'SELECT category, COUNT(*) AS count FROM points_items WHERE active = 1 GROUP BY category',
  );
  const itemById = db.prepare('SELECT * FROM points_items WHERE id = ?');
  const takeStock = db.prepare(`UPDATE points_items
    SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - @quantity END,
      redeemed_count = redeemed_count + @quantity
    WHERE id = @id AND active = 1 AND (stock IS NULL OR stock >= @quantity)`);
  const returnStock = db.prepare(`UPDATE points_items
    SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock + @quantity END,
      redeemed_count = MAX(0, redeemed_count - @quantity)
    WHERE id = @id`);

  const redemptionSelect = `SELECT r.*, i.name_json FROM points_redemptions r
    JOIN points_items i ON i.id = r.item_id`;
  const ownRedemptionByKey = db.prepare(
    `${redemptionSelect} WHERE r.member_id = ? AND r.idempotency_key = ?`,
  );
  const redemptionById = db.prepare(`${redemptionSelect} WHERE r.id = ?`);
  const redemptionRows = db.prepare(`${redemptionSelect}
    WHERE r.member_id = @member AND (@status IS NULL OR r.status = @status)
    ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`);
  const redemptionCount = db
    .prepare(
      `SELECT COUNT(*) FROM points_redemptions
      WHERE member_id = @member AND (@status IS NULL OR status = @status)`,
    )
    .pluck();
  const queueRows = db.prepare(`${redemptionSelect}
    WHERE r.status = @status ORDER BY r.created_at LIMIT @limit`);
  const insertRedemption = db.prepare(`INSERT INTO points_redemptions (id, member_id, item_id,
      item_kind, quantity, points, cash_amount, bonus_id, delivery_name, delivery_phone,
      delivery_address, status, reason, idempotency_key, request_hash, points_entry_id,
      ledger_transaction_id, created_at, decided_at)
    VALUES (@id, @member, @item, @kind, @quantity, @points, @cash, @bonus, @deliveryName,
      @deliveryPhone, @deliveryAddress, @status, NULL, @key, @hash, @entry, @tx, @now, @decidedAt)`);
  const approveRow = db.prepare(`UPDATE points_redemptions
    SET status = 'approved', reason = @note, decided_at = @now
    WHERE id = @id AND status = 'inProgress'`);
  const rejectRow = db.prepare(`UPDATE points_redemptions
    SET status = 'rejected', reason = @reason, decided_at = @now, refund_entry_id = @entry
    WHERE id = @id AND status = 'inProgress'`);
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at)
    VALUES (@id, @member, @name, @amount, @required, @now)`);

  const conversionByKey = db.prepare(
    'SELECT id, points, cash_amount, created_at FROM points_conversions WHERE member_id = ? AND idempotency_key = ?',
  );
  const insertConversion = db.prepare(`INSERT INTO points_conversions
    (id, member_id, points, cash_amount, idempotency_key, points_entry_id, ledger_transaction_id,
      created_at) VALUES (@id, @member, @points, @cash, @key, @entry, @tx, @now)`);
  const mainBalanceOf = db.prepare('SELECT balance FROM accounts WHERE id = ?').pluck();
  const mainBalance = (memberId: string) =>
    Number(mainBalanceOf.get(playerAccountId(memberId, 'MAIN')) ?? 0);

  const creditPostings = (memberId: string, amount: number) => [
    { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
    { accountId: playerAccountId(memberId, 'MAIN'), amount },
  ];

  /* ------------------------------------------------------------ redeem */

  /** The checks that need no balance or stock: done before the password is asked. */
  const checkRedeemInput = (input: RedeemInput): PointsItemRow => {
    const item = itemById.get(input.itemId) as PointsItemRow | undefined;
    if (!item) throw pointsRefusal(404, 'itemNotFound', 'Item not found');
    if (!item.active)
      throw pointsRefusal(409, 'itemUnavailable', 'This item is no longer available');
    if (input.quantity > settings.maxQuantity)
      throw pointsRefusal(
        400,
        'quantityTooLarge',
        `At most ${settings.maxQuantity} items can be redeemed at once`,
      );
    if (item.kind === 'physical' && !input.delivery)
      throw pointsRefusal(
        400,
        'deliveryRequired',
        'Please give the delivery name, phone and address',
      );
    return item;
  };

  const redeemTransaction = db.transaction(
    (memberId: string, input: RedeemInput, key: string, now: number) => {
      const delivery = input.delivery ?? null;
      const hash = hashOf({ itemId: input.itemId, quantity: input.quantity, delivery });
      const existing = ownRedemptionByKey.get(memberId, key) as RedemptionRow | undefined;
      if (existing) {
        if (existing.request_hash !== hash) throw new IdempotencyConflictError();
        return { row: existing, replayed: true, moved: false };
      }
      const item = checkRedeemInput(input);
      const total = item.cost * input.quantity;
      if (points.balance(memberId) < total)
        throw pointsRefusal(409, 'insufficientPoints', 'Not enough points for this redemption');
      if (takeStock.run({ id: item.id, quantity: input.quantity }).changes === 0)
        throw pointsRefusal(409, 'outOfStock', 'Not enough of this item is left');

      const id = randomUUID();
      const entry = points.postWithin({
        memberId,
        kind: 'redeem',
        amount: -total,
        idempotencyKey: `redeem:${memberId}:${key}`,
        reference: id,
        now,
      });
      const cash = item.cash_value === null ? null : item.cash_value * input.quantity;
      let tx: string | null = null;
      let bonusId: string | null = null;
      if (cash !== null) {
        tx = ledger.postWithin(
          {
            kind: item.kind === 'bonusCredit' ? 'points_bonus' : 'points_voucher',
            idempotencyKey: `points:redeem:${id}`,
            request: { redemptionId: id },
            postings: creditPostings(memberId, cash),
          },
          now,
        ).transactionId;
        if (item.kind === 'bonusCredit') {
          bonusId = `points-${id}`;
          insertBonus.run({
            id: bonusId,
            member: memberId,
            name: `Points mall: ${pickText(item.name_json, 'EN')}`,
            amount: cash,
            required: cash * item.turnover_multiple,
            now,
          });
        }
      }
      const approved = item.kind !== 'physical';
      insertRedemption.run({
        id,
        member: memberId,
        item: item.id,
        kind: item.kind,
        quantity: input.quantity,
        points: total,
        cash,
        bonus: bonusId,
        deliveryName: item.kind === 'physical' ? (delivery?.name ?? null) : null,
        deliveryPhone: item.kind === 'physical' ? (delivery?.phone ?? null) : null,
        deliveryAddress: item.kind === 'physical' ? (delivery?.address ?? null) : null,
        status: approved ? 'approved' : 'inProgress',
        key,
        hash,
        entry: entry.entryId,
        tx,
        now,
        decidedAt: approved ? now : null,
      });
      return {
        row: redemptionById.get(id) as RedemptionRow,
        replayed: false,
        moved: cash !== null,
      };
    },
  );

  const rejectTransaction = db.transaction((id: string, reason: string, now: number) => {
    const row = redemptionById.get(id) as RedemptionRow | undefined;
    if (!row) throw notFound(`Redemption not found: ${id}`);
    if (row.status === 'rejected') return row; // decided before: refunded once, nothing again
    if (row.status === 'approved')
      throw new HttpError(409, 'This redemption was approved and cannot be rejected');
    const refund = points.postWithin({
      memberId: row.member_id,
      kind: 'refund',
      amount: row.points,
      idempotencyKey: `refund:${row.id}`,
      reference: row.id,
      now,
    });
    returnStock.run({ id: row.item_id, quantity: row.quantity });
    rejectRow.run({ id, reason, now, entry: refund.entryId });
    return redemptionById.get(id) as RedemptionRow;
  });

  /* ------------------------------------------------------------ convert */

  const cashFor = (pointsAsked: number) =>
    Math.floor((pointsAsked * settings.exchangeCash) / settings.exchangePoints);

  /** The rules of a conversion that need no balance; null when they pass. */
  const convertRuleRefusal = (pointsAsked: number) => {
    if (pointsAsked < settings.convertMinPoints || cashFor(pointsAsked) <= 0)
      return 'belowMinimum' as const;
    if (pointsAsked % settings.convertStepPoints !== 0) return 'notMultipleOfStep' as const;
    return null;
  };

  const checkConvertInput = (pointsAsked: number) => {
    const refusal = convertRuleRefusal(pointsAsked);
    if (refusal === 'belowMinimum')
      throw pointsRefusal(
        400,
        'belowMinimum',
        `At least ${settings.convertMinPoints} points can be converted`,
      );
    if (refusal === 'notMultipleOfStep')
      throw pointsRefusal(
        400,
        'notMultipleOfStep',
        `Points are converted in steps of ${settings.convertStepPoints}`,
      );
  };

  const convertTransaction = db.transaction(
    (memberId: string, pointsAsked: number, key: string, now: number) => {
      const existing = conversionByKey.get(memberId, key) as ConversionRow | undefined;
      if (existing) {
        if (existing.points !== pointsAsked) throw new IdempotencyConflictError();
        return { row: existing, replayed: true };
      }
      checkConvertInput(pointsAsked);
      const cash = cashFor(pointsAsked);
      const id = randomUUID();
      const entry = points.postWithin({
        memberId,
        kind: 'convert',
        amount: -pointsAsked,
        idempotencyKey: `convert:${memberId}:${key}`,
        reference: id,
        now,
      });
      const tx = ledger.postWithin(
        {
          kind: 'points_conversion',
          idempotencyKey: `points:convert:${id}`,
          request: { conversionId: id },
          postings: creditPostings(memberId, cash),
        },
        now,
      ).transactionId;
      insertConversion.run({
        id,
        member: memberId,
        points: pointsAsked,
        cash,
        key,
        entry: entry.entryId,
        tx,
        now,
      });
      return {
        row: { id, points: pointsAsked, cash_amount: cash, created_at: now },
        replayed: false,
      };
    },
  );

  const page = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
    list,
    total,
    totalPages: Math.ceil(total / pageSize),
    pageNo,
  });

  return {
    points,
    settings,
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
    items(
      query: {
        category?: PointsItemCategory | undefined;
        sort: PointsItemSort;
        pageNo: number;
        pageSize: number;
      },
      language: Language,
    ) {
      const params = { category: query.category ?? null };
      const rows = itemPages[query.sort].all({
        ...params,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }) as PointsItemRow[];
      const counts = new Map(
        (categoryCounts.all() as { category: PointsItemCategory; count: number }[]).map((c) => [
          c.category,
          c.count,
        ]),
      );
      return {
        page: page(
          rows.map((row) => itemView(row, language)),
          Number(itemCount.get(params)),
          query.pageNo,
          query.pageSize,
        ),
        categories: POINTS_ITEM_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
          category,
          count: counts.get(category) ?? 0,
        })),
      };
    },
    item(itemId: string, language: Language): PointsItem {
      const row = itemById.get(itemId) as PointsItemRow | undefined;
      if (!row || !row.active) throw pointsRefusal(404, 'itemNotFound', 'Item not found');
      return itemView(row, language);
    },
    /** Raw item row (the asset route names its image by it). */
    itemRow: (itemId: string) => itemById.get(itemId) as PointsItemRow | undefined,
    checkRedeemInput,
    /**
     * Redeems once per key (the password is checked by the caller first); the balance push
     * follows a cash movement after the commit.
     */
    redeem(memberId: string, input: RedeemInput, key: string, language: Language, now: number) {
      const result = redeemTransaction(memberId, input, key, now);
      if (result.moved) ledger.events.emit('moved', [memberId]);
      return {
        redemption: redemptionView(result.row, language),
        pointsBalance: points.balance(memberId),
        balance: mainBalance(memberId),
      };
    },
    redemptions(
      memberId: string,
      status: RedemptionStatus | undefined,
      pageNo: number,
      pageSize: number,
      language: Language,
    ) {
      const params = { member: memberId, status: status ?? null };
      const rows = redemptionRows.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as RedemptionRow[];
      return page(
        rows.map((row) => redemptionView(row, language)),
        Number(redemptionCount.get(params)),
        pageNo,
        pageSize,
      );
    },
    /** Ops: redemptions of one status, oldest first, with their member. */
    queue(status: RedemptionStatus, limit: number) {
      return (queueRows.all({ status, limit }) as RedemptionRow[]).map((row) => ({
        ...redemptionView(row, 'EN'),
        memberId: row.member_id,
      }));
    },
    /** Ops: approves a redemption in progress (again: answers it as it is). */
    approve(id: string, note: string | null, now: number): Redemption {
      const decided = db.transaction(() => {
        approveRow.run({ id, note, now });
        const row = redemptionById.get(id) as RedemptionRow | undefined;
        if (!row) throw notFound(`Redemption not found: ${id}`);
        if (row.status === 'rejected')
          throw new HttpError(409, 'This redemption was rejected and cannot be approved');
        return row;
      })();
      return redemptionView(decided, 'EN');
    },
    /** Ops: rejects a redemption in progress, refunding its points and stock once. */
    reject(id: string, reason: string, now: number): Redemption {
      return redemptionView(rejectTransaction(id, reason, now), 'EN');
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
    config(currency: string) {
      return {
        earn: { points: settings.earnPoints, perValidBet: settings.earnPerValidBet },
        exchange: { points: settings.exchangePoints, cash: settings.exchangeCash },
        convert: { minPoints: settings.convertMinPoints, stepPoints: settings.convertStepPoints },
        maxQuantity: settings.maxQuantity,
        currency,
        pointsExpire: false as const,
      };
    },
    preview(memberId: string, pointsAsked: number) {
      const balance = points.balance(memberId);
      const rule = convertRuleRefusal(pointsAsked);
      return {
        points: pointsAsked,
        cashAmount: cashFor(pointsAsked),
        pointsBalance: balance,
        refusal: rule ?? (pointsAsked > balance ? ('insufficientPoints' as const) : null),
      };
    },
    checkConvertInput,
    /** Converts once per key (the password is checked by the caller first), then the push. */
    convert(memberId: string, pointsAsked: number, key: string, now: number) {
      const result = convertTransaction(memberId, pointsAsked, key, now);
      if (!result.replayed) ledger.events.emit('moved', [memberId]);
      return {
        conversion: {
          id: result.row.id,
          points: result.row.points,
          cashAmount: result.row.cash_amount,
          createdAt: result.row.created_at,
        },
        pointsBalance: points.balance(memberId),
        balance: mainBalance(memberId),
      };
    },
  };
};
export type PointsMall = ReturnType<typeof createPointsMall>;
