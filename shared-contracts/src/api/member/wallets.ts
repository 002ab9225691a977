import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, minorUnitsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** One wallet: the main wallet (deposits and withdrawals) or a vendor's transfer wallet. */
export const memberWalletSchema = lazySchema(() =>
  z.object({
    walletId: z.string(),
    name: z.string(),
    kind: z.enum(['main', 'vendor']),
    balance: minorUnitsSchema,
  }),
);
export type MemberWallet = z.infer<typeof memberWalletSchema>;

/**
 * The wallet page. Transfers between these use POST /wps/v2/wallets/transfer (wallet.ts).
 * `merchantWallet` is null: the demo brand keeps no merchant wallet.
 */
export const memberWalletsSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    sumBalance: minorUnitsSchema,
    wallets: z.array(memberWalletSchema),
    merchantWallet: z.nullable(z.object({ name: z.string(), balance: minorUnitsSchema })),
  }),
);
export type MemberWallets = z.infer<typeof memberWalletsSchema>;

/** GET /wps/member/wallets */
export const memberWalletsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/wallets',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: memberWalletsSchema,
  }),
);

/**
 * POST /wps/member/wallets/recall (Idempotency-Key): moves every vendor wallet's balance to the
 * main wallet in one ledger transaction. A replay answers the first result; nothing to recall
 * answers the wallets unchanged.
 */
export const recallWalletsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/wallets/recall',
    auth: 'token',
    registeredOnly: true,
    idempotent: true,
    request: emptyRequestSchema,
    response: memberWalletsSchema,
  }),
);
