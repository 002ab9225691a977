import { createHash, randomUUID } from 'node:crypto';

import { type Language, type Redemption, type RedemptionStatus } from 'shared-contracts';

import { HttpError, notFound } from '../../../http/httpError';
import { IdempotencyConflictError } from '../../../ledger/ledgerErrors';
import { pickText } from '../../content/translate';
import { pointsRefusal } from './pointsRefusal';
import {
  createMainBalance,
  creditPostings,
  page,
  type PointsItemRow,
  type PointsMoneyDeps,
  type RedeemInput,
  type RedemptionRow,
  redemptionView,
} from './pointsRows';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Redemptions: stock and points taken in one transaction (once per key; a different request
 * under the same key is a conflict), vouchers and bonus credits paid through the money ledger at
 * once, physical items waiting for ops, who approve or reject (a rejection refunds the points
 * and the stock once).
 */
export const createPointsRedemptions = (deps: PointsMoneyDeps) => {
  const { db, ledger, points, settings } = deps;
  const mainBalance = createMainBalance(db);
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

  return {
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
  };
};
