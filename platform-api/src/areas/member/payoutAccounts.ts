import { randomUUID } from 'node:crypto';

import type { PayoutAccount, PayoutAccountType } from 'shared-contracts';

import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/httpError';
import type { MoneySettings } from './moneySettings';

export interface AccountRow {
  id: string;
  member_id: string;
  type: PayoutAccountType;
  provider: string;
  account_number: string;
  payee_name: string;
  created_at: number;
  deleted_at: number | null;
}

/** `**** 4321`: only the last four characters are ever shown, and not the length. */
export const maskNumber = (value: string) => `**** ${value.slice(-4)}`;

const NUMBER_RULES: Record<PayoutAccountType, RegExp> = {
  bank: /^\d{6,24}$/,
  ewallet: /^[A-Za-z0-9@._+-]{6,32}$/,
};

/** Bound bank cards and e-wallet accounts. The payee must be the profile's real name. */
export const createPayoutAccounts = (db: Db, settings: MoneySettings) => {
  const list = db.prepare(
    'SELECT * FROM payout_accounts WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at, id',
  );
  const byId = db.prepare('SELECT * FROM payout_accounts WHERE id = ?');
  const countType = db
    .prepare(
      'SELECT COUNT(*) FROM payout_accounts WHERE member_id = ? AND type = ? AND deleted_at IS NULL',
    )
    .pluck();
  const insert = db.prepare(`INSERT INTO payout_accounts
    (id, member_id, type, provider, account_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const remove = db.prepare(
    'UPDATE payout_accounts SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const openWithdrawals = db
    .prepare(
      `SELECT 1 FROM withdrawals WHERE account_id = ?
      AND status IN ('pending_review', 'approved', 'awaiting_confirmation', 'disputed')`,
    )
    .pluck();
  const realName = db.prepare('SELECT payee_name FROM member_profiles WHERE member_id = ?').pluck();
  const lockName = db.prepare(
    'UPDATE member_profiles SET real_name_locked = 1 WHERE member_id = ?',
  );
  const providerName = (code: string) =>
    settings.payoutProviders.find((p) => p.code === code)?.name ?? code;

  const view = (row: AccountRow): PayoutAccount => ({
    accountId: row.id,
    type: row.type,
    provider: row.provider,
    providerName: providerName(row.provider),
    maskedNumber: maskNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at,
  });

  return {
    view,
    list: (memberId: string) => (list.all(memberId) as AccountRow[]).map(view),
    /** A live account of this member, or 404. */
    own(memberId: string, accountId: string): AccountRow {
      const row = byId.get(accountId) as AccountRow | undefined;
      if (!row || row.member_id !== memberId || row.deleted_at !== null)
        throw notFound('Account not found');
      return row;
    },
    /** A member's account even after deletion (for a withdrawal's history). */
    any: (accountId: string) => byId.get(accountId) as AccountRow | undefined,
    add(
      memberId: string,
      input: {
        type: PayoutAccountType;
        provider: string;
        accountNumber: string;
        payeeName: string;
      },
      now: number,
    ): PayoutAccount {
      const provider = settings.payoutProviders.find(
        (p) => p.code === input.provider && p.type === input.type,
      );
      if (!provider)
        throw badRequest(`Invalid field "provider": not a ${input.type} we pay out to`);
      const number = input.accountNumber.replace(/[\s-]/g, '');
      if (!NUMBER_RULES[input.type].test(number))
        throw badRequest(
          input.type === 'bank'
            ? 'Invalid field "accountNumber": must be 6 to 24 digits'
            : 'Invalid field "accountNumber": must be 6 to 32 letters, digits or @._+-',
        );
      const name = realName.get(memberId) as string | null | undefined;
      if (!name)
        throw new HttpError(409, 'Please set your real name in your profile first', {
          reason: 'realNameMissing',
        });
      if (input.payeeName.trim().replace(/\s+/g, ' ') !== name.trim().replace(/\s+/g, ' '))
        throw new HttpError(400, 'The payee name must be your real name', {
          field: 'payeeName',
          reason: 'payeeNameMismatch',
        });
      if (Number(countType.get(memberId, input.type)) >= settings.maxAccountsPerType)
        throw new HttpError(409, `At most ${settings.maxAccountsPerType} accounts of one type`);
      const id = randomUUID();
      try {
        db.transaction(() => {
          insert.run(id, memberId, input.type, input.provider, number, name.trim(), now);
          lockName.run(memberId);
        })();
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
          throw new HttpError(409, 'This account is already bound');
        throw error;
      }
      return view(byId.get(id) as AccountRow);
    },
    remove(memberId: string, accountId: string, now: number): void {
      const row = byId.get(accountId) as AccountRow | undefined;
      if (!row || row.member_id !== memberId || row.deleted_at !== null)
        throw notFound('Account not found');
      if (openWithdrawals.get(accountId))
        throw new HttpError(409, 'This account has a withdrawal in progress');
      remove.run(now, accountId);
    },
  };
};
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
