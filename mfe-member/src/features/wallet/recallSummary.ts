import type { MemberWallet } from 'shared-contracts/member';

/** What "recall all" brought back: the total and the amount from each game wallet. */
export interface RecallSummary {
  total: number;
  from: Array<{ walletId: string; name: string; amount: number }>;
}

/**
 * Compares the wallets before and after a recall: each game wallet that went down gave that
 * much back to the main wallet.
 */
export const recallSummary = (
  before: readonly MemberWallet[],
  after: readonly MemberWallet[],
): RecallSummary => {
  const from = before
    .filter((wallet) => wallet.kind === 'vendor')
    .map((wallet) => {
      const now = after.find((other) => other.walletId === wallet.walletId)?.balance ?? 0;
      return { walletId: wallet.walletId, name: wallet.name, amount: wallet.balance - now };
    })
    .filter((moved) => moved.amount > 0);
  return { total: from.reduce((sum, moved) => sum + moved.amount, 0), from };
};
