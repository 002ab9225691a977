import type { MemberWallets } from 'shared-contracts/member';

import type { Db } from '../../db/database';
import type { BalanceReader } from '../../ledger/accounts';
import { playerAccountId } from '../../ledger/accounts';
import type { Ledger, Posting } from '../../ledger/ledger';

/** The wallet page and "recall all to main". */
export const createMemberWallets = (
  db: Db,
  ledger: Ledger,
  balances: BalanceReader,
  currency: string,
) => {
  const storedAnswer = db
    .prepare('SELECT response_json FROM ledger_transactions WHERE idempotency_key = ?')
    .pluck();

  const list = (memberId: string): MemberWallets => {
    const wallets = balances.wallets(memberId);
    return {
      currency,
      sumBalance: wallets.reduce((sum, w) => sum + w.balance, 0),
      wallets: wallets.map((w) => ({
        walletId: w.wallet,
        name: w.name,
        kind: w.wallet === 'MAIN' ? 'main' : 'vendor',
        balance: w.balance,
      })),
      merchantWallet: null,
    };
  };

  return {
    list,
    /**
     * Moves every vendor balance to the main wallet in one ledger transaction. The postings are
     * computed from the balances inside the transaction; a replay of the key answers the first
     * answer even though the balances moved since.
     */
    recall(memberId: string, idempotencyKey: string): MemberWallets {
      const key = `recall:${memberId}:${idempotencyKey}`;
      let moved = false;
      const answer = db.transaction(() => {
        const stored = storedAnswer.get(key) as string | undefined;
        if (stored) return JSON.parse(stored) as MemberWallets;
        const vendors = balances
          .wallets(memberId)
          .filter((w) => w.wallet !== 'MAIN' && w.balance > 0);
        if (vendors.length === 0) return list(memberId);
        const total = vendors.reduce((sum, w) => sum + w.balance, 0);
        const postings: Posting[] = [
          ...vendors.map((w) => ({
            accountId: playerAccountId(memberId, w.wallet),
            amount: -w.balance,
          })),
          { accountId: playerAccountId(memberId, 'MAIN'), amount: total },
        ];
        moved = true;
        return ledger.post({
          kind: 'wallet_recall',
          idempotencyKey: key,
          postings,
          respond: () => list(memberId),
        }).response;
      })();
      if (moved) ledger.events.emit('moved', [memberId]);
      return answer;
    },
  };
};
export type MemberWalletsService = ReturnType<typeof createMemberWallets>;
