import { randomBytes, randomUUID } from 'node:crypto';

import { feeOf } from 'shared-contracts';
import {
  type DepositChannel,
  type DepositOrder,
  type DepositStatus,
} from 'shared-contracts/member';

import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import type { PaymentCallback } from '../payments/providerCallback';
import type { PaymentProvider } from '../payments/simulatedProvider';
import { createMemberHistory } from './memberHistory';
import type { MoneySettings } from './moneySettings';
import type { Protection } from './protection';
import { type UploadStore, uploadUrl } from './uploads';

export const FEES_ACCOUNT_ID = 'house:fees';

export interface OrderRow {
  id: string;
  member_id: string;
  reference: string;
  channel_id: string;
  channel_type: DepositChannel['type'];
  amount: number;
  fee: number;
  status: DepositStatus;
  payer_name: string | null;
  receipt_upload_id: string | null;
  reject_reason: string | null;
  idempotency_key: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  credited_at: number | null;
}

const newReference = (prefix: string, now: number) =>
  `${prefix}${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface DepositDeps {
  db: Db;
  ledger: Ledger;
  settings: MoneySettings;
  protection: Protection;
  uploads: UploadStore;
  /** Where online orders are paid; none in production until the operator's provider is wired. */
  provider: PaymentProvider | null;
  currency: string;
}

/**
 * Deposit orders. A bank transfer waits for ops to see the money (admin approve); a QR or
 * e-wallet order is paid on the provider's page, whose signed notification credits it. Every
 * credit is one ledger transaction keyed by the order, so no path can credit an order twice.
 * Pending orders expire lazily (any read or action past their time marks them, exactly once).
 */
export const createDeposits = (deps: DepositDeps) => {
  const { db, ledger, settings, protection, uploads } = deps;
  const byId = db.prepare('SELECT * FROM deposit_orders WHERE id = ?');
  const byReference = db.prepare('SELECT * FROM deposit_orders WHERE reference = ?');
  const byKey = db.prepare('SELECT * FROM deposit_orders WHERE idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO deposit_orders (id, member_id, reference, channel_id,
    channel_type, amount, fee, status, payer_name, receipt_upload_id, idempotency_key, created_at, expires_at)
    VALUES (@id, @memberId, @reference, @channelId, @channelType, @amount, @fee, 'pending',
    @payerName, @receipt, @key, @now, @expiresAt)`);
  const expire = db.prepare(
    "UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?",
  );
  const markCredited = db.prepare(`UPDATE deposit_orders SET status = 'credited',
    paid_at = COALESCE(paid_at, @now), credited_at = @now, ledger_transaction_id = @tx
    WHERE id = @id AND status IN ('pending', 'paid')`);
  const markPaid = db.prepare(
    "UPDATE deposit_orders SET status = 'paid', paid_at = ? WHERE id = ? AND status = 'expired'",
  );
  const markRejected = db.prepare(`UPDATE deposit_orders SET status = 'rejected', reject_reason = ?
    WHERE id = ? AND status IN ('pending', 'paid')`);
  const recordNotification = db.prepare(`INSERT OR IGNORE INTO payment_notifications
    (notification_id, reference, amount, outcome, received_at) VALUES (?, ?, ?, ?, ?)`);
  const history = createMemberHistory<OrderRow, DepositStatus>(db, 'deposit_orders');
  const statusPage = db.prepare(
    'SELECT * FROM deposit_orders WHERE status = ? ORDER BY created_at LIMIT ?',
  );

  const channelOf = (id: string) => settings.depositChannels.find((c) => c.channelId === id);

  const view = (row: OrderRow): DepositOrder => {
    const channel = channelOf(row.channel_id);
    const online = row.channel_type !== 'bank_transfer';
    return {
      orderId: row.id,
      reference: row.reference,
      channelId: row.channel_id,
      channelType: row.channel_type,
      channelName: channel?.name ?? row.channel_id,
      amount: row.amount,
      fee: row.fee,
      creditAmount: row.amount - row.fee,
      status: row.status,
      payerName: row.payer_name,
      receiptUrl: row.receipt_upload_id ? uploadUrl(row.receipt_upload_id) : null,
      // The provider's checkout, handed only to the order's owner (this answer is theirs alone).
      payUrl:
        online && deps.provider
          ? deps.provider.checkoutUrl({
              reference: row.reference,
              amount: row.amount,
              currency: deps.currency,
              expiresAt: row.expires_at,
            })
          : null,
      payTo: channel?.payTo ?? null,
      rejectReason: row.reject_reason,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      paidAt: row.paid_at,
      creditedAt: row.credited_at,
    };
  };

  const expireDue = (now: number) => void expire.run(now);

  /** Credits an order in the caller's transaction; answers the member to notify. */
  const creditInTransaction = (row: OrderRow, now: number) => {
    const credit = row.amount - row.fee;
    const postings = [
      { accountId: HOUSE_ACCOUNT_ID, amount: -row.amount },
      { accountId: playerAccountId(row.member_id, 'MAIN'), amount: credit },
    ];
    if (row.fee > 0) postings.push({ accountId: FEES_ACCOUNT_ID, amount: row.fee });
    const { transactionId } = ledger.post({
      kind: 'deposit',
      idempotencyKey: `deposit:${row.id}`,
      postings,
    });
    if (markCredited.run({ id: row.id, now, tx: transactionId }).changes !== 1)
      throw new HttpError(409, 'This deposit was already settled');
  };

  const afterCommit = (memberId: string) => ledger.events.emit('moved', [memberId]);

  return {
    view,
    expireDue,
    channels: () => settings.depositChannels,
    create(
      memberId: string,
      input: { channelId: string; amount: number; payerName?: string; receiptUploadId?: string },
      idempotencyKey: string,
      now: number,
    ): OrderRow {
      const key = `${memberId}:${idempotencyKey}`;
      const replay = (row: OrderRow) => {
        const same =
          row.channel_id === input.channelId &&
          row.amount === input.amount &&
          (row.payer_name ?? undefined) === (input.payerName?.trim() || undefined) &&
          (row.receipt_upload_id ?? undefined) === input.receiptUploadId;
        if (!same) throw new IdempotencyConflictError();
        return row;
      };
      const existing = byKey.get(key) as OrderRow | undefined;
      if (existing) return replay(existing);
      const channel = channelOf(input.channelId);
      if (!channel) throw notFound(`Deposit channel not found: ${input.channelId}`);
      if (input.amount < channel.minAmount || input.amount > channel.maxAmount)
        throw new HttpError(400, 'The amount is outside the limits of this channel', {
          field: 'amount',
          min: channel.minAmount,
          max: channel.maxAmount,
        });
      const fee = feeOf(channel.fee, input.amount);
      if (fee >= input.amount) throw badRequest('The amount does not cover the fee');
      if (channel.type === 'bank_transfer') {
        if (!input.payerName?.trim())
          throw new HttpError(400, 'Please enter the name of the payer', { field: 'payerName' });
      } else if (input.payerName !== undefined || input.receiptUploadId !== undefined) {
        throw badRequest('Payer name and receipt are only for bank transfers');
      }
      const id = randomUUID();
      return db.transaction(() => {
        const raced = byKey.get(key) as OrderRow | undefined;
        if (raced) return replay(raced);
        // Inside the transaction: two parallel orders cannot both fit under the same limit.
        protection.checkDeposit(memberId, input.amount, now);
        if (input.receiptUploadId)
          uploads.attach(memberId, [input.receiptUploadId], `deposit:${id}`);
        const minutes =
          channel.type === 'bank_transfer'
            ? settings.bankOrderMinutes
            : settings.onlineOrderMinutes;
        insert.run({
          id,
          memberId,
          reference: newReference('D', now),
          channelId: channel.channelId,
          channelType: channel.type,
          amount: input.amount,
          fee,
          payerName: input.payerName?.trim() ?? null,
          receipt: input.receiptUploadId ?? null,
          key,
          now,
          expiresAt: now + minutes * 60_000,
        });
        return byId.get(id) as OrderRow;
      })();
    },
    page(
      memberId: string,
      status: DepositStatus | undefined,
      pageNo: number,
      pageSize: number,
      now: number,
    ) {
      expireDue(now);
      return history(memberId, status, pageNo, pageSize);
    },
    byReference: (reference: string) => byReference.get(reference) as OrderRow | undefined,
    /** Ops: the orders waiting for someone (pending bank transfers, late payments). */
    awaitingOps(now: number, limit = 200) {
      expireDue(now);
      return [
        ...(statusPage.all('pending', limit) as OrderRow[]),
        ...(statusPage.all('paid', limit) as OrderRow[]),
      ];
    },
    approve(orderId: string, now: number): OrderRow {
      expireDue(now);
      const row = byId.get(orderId) as OrderRow | undefined;
      if (!row) throw notFound('Deposit not found');
      if (row.status !== 'pending' && row.status !== 'paid')
        throw new HttpError(409, `This deposit is ${row.status}`);
      db.transaction(() => creditInTransaction(row, now))();
      afterCommit(row.member_id);
      return byId.get(orderId) as OrderRow;
    },
    reject(orderId: string, reason: string, now: number): OrderRow {
      expireDue(now);
      const row = byId.get(orderId) as OrderRow | undefined;
      if (!row) throw notFound('Deposit not found');
      if (markRejected.run(reason, orderId).changes !== 1)
        throw new HttpError(409, `This deposit is ${row.status}`);
      return byId.get(orderId) as OrderRow;
    },
    /**
     * A provider notification whose signature and freshness the callback route verified: each
     * notification id counts once, and an order is credited once whatever arrives.
     */
    notify(n: PaymentCallback, now: number): { duplicate: boolean; status: DepositStatus } {
      expireDue(now);
      let memberToNotify: string | null = null;
      const outcome = db.transaction(() => {
        const row = byReference.get(n.reference) as OrderRow | undefined;
        if (!row) throw notFound('Unknown order reference');
        if (row.channel_type === 'bank_transfer')
          throw badRequest('Bank transfers are not paid through the provider');
        if (n.amount !== row.amount || n.currency !== deps.currency)
          throw badRequest('The amount or currency does not match the order');
        if (
          recordNotification.run(n.notificationId, n.reference, n.amount, row.status, now)
            .changes === 0
        )
          return { duplicate: true, status: row.status };
        if (row.status === 'pending') {
          creditInTransaction(row, now);
          memberToNotify = row.member_id;
          return { duplicate: false, status: 'credited' as const };
        }
        // Paid after it expired: ops decide (approve credits it, reject refunds it outside).
        if (row.status === 'expired') {
          markPaid.run(now, row.id);
          return { duplicate: false, status: 'paid' as const };
        }
        return { duplicate: false, status: row.status };
      })();
      if (memberToNotify) afterCommit(memberToNotify);
      return outcome;
    },
  };
};
export type Deposits = ReturnType<typeof createDeposits>;
export type { OrderRow as DepositOrderRow };
