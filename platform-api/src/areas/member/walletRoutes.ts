import type { FastifyInstance } from 'fastify';
import {
  balanceEndpoint,
  type ConsolidatedFunds,
  consolidatedFundsEndpoint,
  walletTransferEndpoint,
} from 'shared-contracts';

import { badRequest, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { PLAYER_WALLETS, playerAccountId } from '../../ledger/accounts';

const WALLET_CODES: ReadonlySet<string> = new Set(PLAYER_WALLETS.map((w) => w.wallet));

/** Balance, consolidated funds and transfers between the player's own wallets. */
export const registerWalletRoutes = (app: FastifyInstance): void => {
  const { balances, ledger, config } = app.platform;
  const currency = config.brand.currency;

  const consolidated = (memberId: string): ConsolidatedFunds => {
    const wallets = balances.wallets(memberId);
    return {
      sumBalance: wallets.reduce((sum, wallet) => sum + wallet.balance, 0),
      currency,
      wallets: wallets.map((w) => ({ walletId: w.wallet, name: w.name, balance: w.balance })),
    };
  };

  registerEndpoint(app, balanceEndpoint, ({ requireMember }) => ({
    sumBalance: balances.sumBalance(requireMember().id),
    currency,
  }));

  registerEndpoint(app, consolidatedFundsEndpoint, ({ requireMember }) =>
    consolidated(requireMember().id),
  );

  registerEndpoint(app, walletTransferEndpoint, ({ input, requireMember, idempotencyKey }) => {
    const member = requireMember();
    for (const wallet of [input.from, input.to]) {
      if (!WALLET_CODES.has(wallet)) throw notFound(`Wallet not found: ${wallet}`);
    }
    if (input.from === input.to) throw badRequest('Choose two different wallets');
    // The key is scoped to the member: two players may pick the same key without clashing.
    return ledger.transfer({
      kind: 'wallet_transfer',
      idempotencyKey: `transfer:${member.id}:${idempotencyKey}`,
      fromAccountId: playerAccountId(member.id, input.from),
      toAccountId: playerAccountId(member.id, input.to),
      amount: input.amount,
      request: input,
      respond: () => consolidated(member.id),
    }).response;
  });
};
