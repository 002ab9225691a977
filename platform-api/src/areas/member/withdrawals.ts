import { randomBytes, randomUUID } from 'node:crypto';

import { feeOf, MAX_PROOF_IMAGES } from 'shared-contracts';
import {
  type ConfirmationResult,
  type Withdrawal,
  type WithdrawalStatus,
} from 'shared-contracts/member';

import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import type { MemberRow } from '../auth/members';
import type { Bonuses } from './bonuses';
import { FEES_ACCOUNT_ID } from './deposits';
import { createMemberHistory } from './memberHistory';
import type { MoneySettings } from './moneySettings';
import type { PayoutAccounts } from './payoutAccounts';
import { type UploadStore, uploadUrl } from './uploads';

/** Where requested withdrawals wait: out of the player's wallet, not yet out of the house. */
export const HOLD_ACCOUNT_ID = 'house:withdrawal-hold';
const DAY_MS = 24 * 3_600_000;

export interface WithdrawalRow {
  id: string;
  member_id: string;
  reference: string;
  account_id: string;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  reject_reason: string | null;
  idempotency_key: string;
  created_at: number;
  disbursed_at: number | null;
  confirm_deadline: number | null;
  confirmation_result: ConfirmationResult | null;
  received_amount: number | null;
  confirmation_auto: number;
  confirmed_at: number | null;
}

export interface WithdrawalDeps {
  db: Db;
  ledger: Ledger;
  settings: MoneySettings;
  accounts: PayoutAccounts;
  bonuses: Bonuses;
  uploads: UploadStore;
}

/**
 * Withdrawals through the ledger: a request moves the amount from the main wallet to the hold
 * account; a rejection moves it back; a disbursement moves it to the house (payout) and the
 * fee account. Each movement is keyed by the withdrawal, so none can happen twice. Disbursed
 * withdrawals not confirmed in time count as received ("forced received": nothing refunded),
 * applied lazily and exactly once by a status-guarded update.
 */
export const createWithdrawals = (deps: WithdrawalDeps) => {
  const { db, ledger, settings, accounts, bonuses, uploads } = deps;
  const rules = settings.withdrawal;
  const byId = db.prepare('SELECT * FROM withdrawals WHERE id = ?');
  const byKey = db.prepare('SELECT * FROM withdrawals WHERE idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO withdrawals
    (id, member_id, reference, account_id, amount, fee, status, idempotency_key, created_at)
    VALUES (?, ?, ?, ?, ?, ?, 'pending_review', ?, ?)`);
  const addEvent = db.prepare(
    'INSERT INTO withdrawal_events (withdrawal_id, at, status, event, note) VALUES (?, ?, ?, ?, ?)',
  );
  const events = db.prepare(
    'SELECT at, status, event, note FROM withdrawal_events WHERE withdrawal_id = ? ORDER BY id',
  );
  const proofs = db
    .prepare('SELECT upload_id FROM withdrawal_proofs WHERE withdrawal_id = ? ORDER BY rowid')
    .pluck();
  const addProof = db.prepare(
    'INSERT INTO withdrawal_proofs (withdrawal_id, upload_id) VALUES (?, ?)',
  );
  const setStatus = db.prepare(
    'UPDATE withdrawals SET status = @to WHERE id = @id AND status = @from',
  );
  const setRejected = db.prepare(`UPDATE withdrawals SET status = 'rejected', reject_reason = ?
    WHERE id = ? AND status IN ('pending_review', 'approved')`);
  const setDisbursed = db.prepare(`UPDATE withdrawals SET status = @to, disbursed_at = @now,
    confirm_deadline = @deadline WHERE id = @id AND status = 'approved'`);
  const setConfirmed = db.prepare(`UPDATE withdrawals SET status = @to,
    confirmation_result = @result, received_amount = @received, confirmed_at = @now
    WHERE id = @id AND status = 'awaiting_confirmation'`);
  const autoReceive = db.prepare(`UPDATE withdrawals SET status = 'completed',
    confirmation_result = 'received', received_amount = amount - fee, confirmation_auto = 1,
    confirmed_at = confirm_deadline
    WHERE status = 'awaiting_confirmation' AND confirm_deadline <= ? RETURNING id, confirm_deadline`);
  const countToday = db
    .prepare(
      "SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND created_at > ? AND status <> 'rejected'",
    )
    .pluck();
  const history = createMemberHistory<WithdrawalRow, WithdrawalStatus>(db, 'withdrawals');
  const waiting = db.prepare(
    "SELECT * FROM withdrawals WHERE status IN ('pending_review', 'approved', 'disputed') ORDER BY created_at LIMIT ?",
  );

  const event = (
    id: string,
    at: number,
    status: WithdrawalStatus,
    name: string,
    note: string | null = null,
  ) => addEvent.run(id, at, status, name, note);

  /** Marks every overdue confirmation as received, once each (also when nobody reads). */
  const autoReceiveDue = (now: number) => {
    db.transaction(() => {
      for (const row of autoReceive.all(now) as { id: string; confirm_deadline: number }[])
        event(
          row.id,
          row.confirm_deadline,
          'completed',
          'auto_received',
          `Not confirmed within ${rules.autoReceiveMinutes} minutes: counted as received`,
        );
    })();
  };

  const view = (row: WithdrawalRow): Withdrawal => {
    const account = accounts.any(row.account_id);
    const payout = row.amount - row.fee;
    const accountView = account
      ? accounts.view(account)
      : {
          accountId: row.account_id,
          type: 'bank',
          providerName: '',
          maskedNumber: '',
          payeeName: '',
        };
    return {
      withdrawalId: row.id,
      reference: row.reference,
      amount: row.amount,
      fee: row.fee,
      payoutAmount: payout,
      account: {
        accountId: accountView.accountId,
        type: accountView.type,
        providerName: accountView.providerName,
        maskedNumber: accountView.maskedNumber,
        payeeName: accountView.payeeName,
      },
      status: row.status,
      rejectReason: row.reject_reason,
      createdAt: row.created_at,
      disbursedAt: row.disbursed_at,
      confirmDeadline: row.status === 'awaiting_confirmation' ? row.confirm_deadline : null,
      confirmation:
        row.confirmation_result === null
          ? null
          : {
              result: row.confirmation_result,
              receivedAmount: row.received_amount ?? 0,
              remainingAmount: payout - (row.received_amount ?? 0),
              auto: row.confirmation_auto === 1,
              proofUrls: (proofs.all(row.id) as string[]).map(uploadUrl),
              at: row.confirmed_at ?? 0,
            },
      timeline: events.all(row.id) as Withdrawal['timeline'],
    };
  };

  const load = (id: string) => byId.get(id) as WithdrawalRow | undefined;
  const afterCommit = (memberId: string) => ledger.events.emit('moved', [memberId]);

  return {
    view,
    autoReceiveDue,
    dailyCountUsed: (memberId: string, now: number) =>
      Number(countToday.get(memberId, now - DAY_MS)),
    /**
     * Requests a withdrawal (the password was checked by the caller). The checks and the hold
     * run in one database transaction, so parallel requests cannot pass one limit together.
     */
    create(
      member: MemberRow,
      input: { accountId: string; amount: number },
      idempotencyKey: string,
      now: number,
    ): WithdrawalRow {
      const key = `${member.id}:${idempotencyKey}`;
      const replay = (row: WithdrawalRow) => {
        if (row.account_id !== input.accountId || row.amount !== input.amount)
          throw new IdempotencyConflictError();
        return row;
      };
      const id = randomUUID();
      const created = db.transaction(() => {
        const existing = byKey.get(key) as WithdrawalRow | undefined;
        if (existing) return replay(existing);
        accounts.own(member.id, input.accountId);
        if (input.amount < rules.minAmount || input.amount > rules.maxAmount)
          throw new HttpError(400, 'The amount is outside the withdrawal limits', {
            field: 'amount',
            min: rules.minAmount,
            max: rules.maxAmount,
          });
        if (Number(countToday.get(member.id, now - DAY_MS)) >= rules.dailyCount)
          throw new HttpError(400, `At most ${rules.dailyCount} withdrawals in 24 hours`, {
            reason: 'dailyCount',
          });
        bonuses.requireTurnoverMet(member.id);
        const fee = feeOf(rules.fee, input.amount);
        if (fee >= input.amount) throw badRequest('The amount does not cover the fee');
        const reference = `W${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
        insert.run(id, member.id, reference, input.accountId, input.amount, fee, key, now);
        // Insufficient balance throws here and rolls the row back with it.
        ledger.transfer({
          kind: 'withdrawal_hold',
          idempotencyKey: `withdrawal-hold:${id}`,
          fromAccountId: playerAccountId(member.id, 'MAIN'),
          toAccountId: HOLD_ACCOUNT_ID,
          amount: input.amount,
        });
        event(
          id,
          now,
          'pending_review',
          'requested',
          'Funds held until the withdrawal is reviewed',
        );
        return load(id) as WithdrawalRow;
      })();
      // A replay moved nothing; one more balance push is harmless.
      afterCommit(member.id);
      return created;
    },
    get(memberId: string, id: string, now: number): WithdrawalRow {
      autoReceiveDue(now);
      const row = load(id);
      if (!row || row.member_id !== memberId) throw notFound('Withdrawal not found');
      return row;
    },
    page(
      memberId: string,
      status: WithdrawalStatus | undefined,
      pageNo: number,
      pageSize: number,
      now: number,
    ) {
      autoReceiveDue(now);
      return history(memberId, status, pageNo, pageSize);
    },
    confirm(
      memberId: string,
      input: {
        withdrawalId: string;
        result: ConfirmationResult;
        receivedAmount?: number;
        proofUploadIds?: string[];
      },
      now: number,
    ): WithdrawalRow {
      autoReceiveDue(now);
      const row = load(input.withdrawalId);
      if (!row || row.member_id !== memberId) throw notFound('Withdrawal not found');
      if (row.status !== 'awaiting_confirmation')
        throw new HttpError(
          409,
          row.confirmation_auto === 1
            ? 'This withdrawal was not confirmed in time and counts as received'
            : `This withdrawal cannot be confirmed now (${row.status})`,
          { status: row.status },
        );
      const payout = row.amount - row.fee;
      const proofIds = input.proofUploadIds ?? [];
      let received = payout;
      if (input.result === 'partly_received') {
        received = input.receivedAmount ?? -1;
        if (!(received > 0 && received < payout))
          throw new HttpError(400, `The received amount must be above 0 and below ${payout}`, {
            field: 'receivedAmount',
          });
      } else if (input.result === 'not_received') {
        received = 0;
        if (proofIds.length === 0 || proofIds.length > MAX_PROOF_IMAGES)
          throw new HttpError(400, 'Please upload proof of not receiving (1 to 3 images)', {
            field: 'proofUploadIds',
          });
      } else if (input.receivedAmount !== undefined && input.receivedAmount !== payout) {
        throw badRequest('Received in full means the whole payout amount');
      }
      const to: WithdrawalStatus = input.result === 'received' ? 'completed' : 'disputed';
      db.transaction(() => {
        uploads.attach(memberId, proofIds, `withdrawal:${row.id}`);
        for (const upload of new Set(proofIds)) addProof.run(row.id, upload);
        if (setConfirmed.run({ id: row.id, to, result: input.result, received, now }).changes !== 1)
          throw new HttpError(409, 'This withdrawal was confirmed meanwhile');
        event(
          row.id,
          now,
          to,
          'confirmed',
          input.result === 'received'
            ? 'Received in full'
            : input.result === 'partly_received'
              ? `Partly received: ${received} received, ${payout - received} missing; under review`
              : 'Not received; proof uploaded, under review',
        );
      })();
      return load(row.id) as WithdrawalRow;
    },
    /** Ops: what waits for review, disbursement or a dispute's resolution. */
    awaitingOps(now: number, limit = 200) {
      autoReceiveDue(now);
      return waiting.all(limit) as WithdrawalRow[];
    },
    approve(id: string, now: number, note: string | null): WithdrawalRow {
      const row = load(id);
      if (!row) throw notFound('Withdrawal not found');
      db.transaction(() => {
        if (setStatus.run({ id, from: 'pending_review', to: 'approved' }).changes !== 1)
          throw new HttpError(409, `This withdrawal is ${row.status}`);
        event(id, now, 'approved', 'approved', note);
      })();
      return load(id) as WithdrawalRow;
    },
    reject(id: string, reason: string, now: number): WithdrawalRow {
      const row = load(id);
      if (!row) throw notFound('Withdrawal not found');
      db.transaction(() => {
        if (setRejected.run(reason, id).changes !== 1)
          throw new HttpError(409, `This withdrawal is ${row.status}`);
        ledger.transfer({
          kind: 'withdrawal_release',
          idempotencyKey: `withdrawal-release:${id}`,
          fromAccountId: HOLD_ACCOUNT_ID,
          toAccountId: playerAccountId(row.member_id, 'MAIN'),
          amount: row.amount,
        });
        event(id, now, 'rejected', 'rejected', `${reason} (funds returned to the main wallet)`);
      })();
      afterCommit(row.member_id);
      return load(id) as WithdrawalRow;
    },
    disburse(id: string, now: number): WithdrawalRow {
      const row = load(id);
      if (!row) throw notFound('Withdrawal not found');
      const to: WithdrawalStatus = rules.confirmation ? 'awaiting_confirmation' : 'disbursed';
      db.transaction(() => {
        const deadline = rules.confirmation ? now + rules.autoReceiveMinutes * 60_000 : null;
        if (setDisbursed.run({ id, to, now, deadline }).changes !== 1)
          throw new HttpError(
            409,
            `Only approved withdrawals can be disbursed (this one is ${row.status})`,
          );
        const postings = [
          { accountId: HOLD_ACCOUNT_ID, amount: -row.amount },
          { accountId: HOUSE_ACCOUNT_ID, amount: row.amount - row.fee },
        ];
        if (row.fee > 0) postings.push({ accountId: FEES_ACCOUNT_ID, amount: row.fee });
        ledger.post({
          kind: 'withdrawal_payout',
          idempotencyKey: `withdrawal-payout:${id}`,
          postings,
        });
        event(
          id,
          now,
          to,
          'disbursed',
          rules.confirmation
            ? `Paid out; please confirm within ${rules.autoReceiveMinutes} minutes or it counts as received`
            : 'Paid out',
        );
      })();
      return load(id) as WithdrawalRow;
    },
    /** Ops close a dispute, refunding what did not arrive (0 = forced received, no refund). */
    resolve(id: string, refund: number, note: string, now: number): WithdrawalRow {
      const row = load(id);
      if (!row) throw notFound('Withdrawal not found');
      if (row.status !== 'disputed') throw new HttpError(409, `This withdrawal is ${row.status}`);
      const missing = row.amount - row.fee - (row.received_amount ?? 0);
      if (!Number.isSafeInteger(refund) || refund < 0 || refund > missing)
        throw badRequest(`Invalid field "refund": must be 0 to ${missing}`);
      db.transaction(() => {
        if (setStatus.run({ id, from: 'disputed', to: 'completed' }).changes !== 1)
          throw new HttpError(409, 'This withdrawal was resolved meanwhile');
        if (refund > 0)
          ledger.credit({
            memberId: row.member_id,
            amount: refund,
            kind: 'withdrawal_refund',
            idempotencyKey: `withdrawal-refund:${id}`,
          });
        event(id, now, 'completed', 'resolved', refund > 0 ? `${note} (refunded ${refund})` : note);
      })();
      if (refund > 0) afterCommit(row.member_id);
      return load(id) as WithdrawalRow;
    },
  };
};
export type Withdrawals = ReturnType<typeof createWithdrawals>;
