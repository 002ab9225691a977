import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { emptyRequestSchema, idSchema, minorUnitsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** A balance in integer minor units. */
export const balanceSchema = lazySchema(() =>
  z.object({
    sumBalance: minorUnitsSchema,
    currency: z.string(),
  }),
);
export type Balance = z.infer<typeof balanceSchema>;

/** GET /wps/v2/wallets/balance: the player's total across wallets. */
export const balanceEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'token',
    request: emptyRequestSchema,
    response: balanceSchema,
  }),
);

/** One wallet of the player: the main wallet or a vendor's. */
export const walletSchema = lazySchema(() =>
  z.object({
    walletId: idSchema,
    name: z.string(),
    balance: minorUnitsSchema,
  }),
);
export type Wallet = z.infer<typeof walletSchema>;

export const consolidatedFundsSchema = lazySchema(() =>
  z.object({
    sumBalance: minorUnitsSchema,
    currency: z.string(),
    wallets: z.array(walletSchema),
  }),
);
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/** GET /wps/member/info/funds/consolidated */
export const consolidatedFundsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'token',
    request: emptyRequestSchema,
    response: consolidatedFundsSchema,
  }),
);

/** POST /wps/v2/wallets/transfer: moves money between two of the player's wallets. */
export const walletTransferEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/v2/wallets/transfer',
    auth: 'token',
    idempotent: true,
    request: z.object({
      from: idSchema,
      to: idSchema,
      amount: minorUnitsSchema.check(z.positive(), z.lte(1_000_000_000_00)),
    }),
    response: consolidatedFundsSchema,
  }),
);

/** Header carrying the idempotency key of a money-moving call. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What an idempotency key may be: 8 to 128 letters, digits, dot, dash, colon or underscore. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
