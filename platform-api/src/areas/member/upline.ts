import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/httpError';
import { playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import type { MemberRow } from '../auth/members';
import type { Bonuses } from './bonuses';
import type { MoneySettings } from './moneySettings';

const DAY_MS = 24 * 3_600_000;

interface TransferRow {
  id: string;
  amount: number;
  created_at: number;
  upline_id: string;
}

/** Transfers from a player's main wallet to their upline agent's, within the brand's limits. */
export const createUplineTransfers = (
  db: Db,
  ledger: Ledger,
  settings: MoneySettings,
  bonuses: Bonuses,
) => {
  const rules = settings.upline;
  const upline = db.prepare('SELECT id, username, nickname FROM members WHERE id = ?');
  const usedToday = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) FROM upline_transfers WHERE member_id = ? AND created_at > ?',
    )
    .pluck();
  const insert = db.prepare(`INSERT INTO upline_transfers
    (id, member_id, upline_id, amount, ledger_transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const byTx = db.prepare('SELECT * FROM upline_transfers WHERE ledger_transaction_id = ?');
  const count = db.prepare('SELECT COUNT(*) FROM upline_transfers WHERE member_id = ?').pluck();
  const page = db.prepare(`SELECT t.*, m.username AS to_username FROM upline_transfers t
    JOIN members m ON m.id = t.upline_id WHERE t.member_id = ?
    ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`);

  const uplineOf = (member: MemberRow) =>
    member.upline_id
      ? (upline.get(member.upline_id) as
          { id: string; username: string; nickname: string } | undefined)
      : undefined;

  return {
    uplineOf,
    dailyUsed: (memberId: string, now: number) => Number(usedToday.get(memberId, now - DAY_MS)),
    transfer(member: MemberRow, amount: number, idempotencyKey: string, now: number) {
      const agent = uplineOf(member);
      if (!agent) throw new HttpError(409, 'You have no upline agent to transfer to');
      if (amount < rules.minAmount || amount > rules.maxAmount)
        throw new HttpError(400, 'The amount is outside the transfer limits', {
          field: 'amount',
          min: rules.minAmount,
          max: rules.maxAmount,
        });
      const id = randomUUID();
      const done = db.transaction(() => {
        if (Number(usedToday.get(member.id, now - DAY_MS)) + amount > rules.dailyMax)
          throw badRequest('This transfer is over the daily transfer limit');
        bonuses.requireTurnoverMet(member.id);
        const result = ledger.transfer({
          kind: 'upline_transfer',
          idempotencyKey: `upline:${member.id}:${idempotencyKey}`,
          fromAccountId: playerAccountId(member.id, 'MAIN'),
          toAccountId: playerAccountId(agent.id, 'MAIN'),
          amount,
          request: { amount },
        });
        if (!result.replayed)
          insert.run(id, member.id, agent.id, amount, result.transactionId, now);
        const row = byTx.get(result.transactionId) as TransferRow | undefined;
        if (!row) throw new IdempotencyConflictError();
        return row;
      })();
      ledger.events.emit('moved', [member.id, agent.id]);
      return {
        transferId: done.id,
        amount: done.amount,
        toUsername: agent.username,
        createdAt: done.created_at,
      };
    },
    page(memberId: string, pageNo: number, pageSize: number) {
      const total = Number(count.get(memberId));
      const rows = page.all(memberId, pageSize, (pageNo - 1) * pageSize) as (TransferRow & {
        to_username: string;
      })[];
      return {
        list: rows.map((r) => ({
          transferId: r.id,
          amount: r.amount,
          toUsername: r.to_username,
          createdAt: r.created_at,
        })),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },
  };
};
export type UplineTransfers = ReturnType<typeof createUplineTransfers>;
