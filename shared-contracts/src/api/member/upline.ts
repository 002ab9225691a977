import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, minorUnitsSchema, pageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { historyQuerySchema, moneyAmountSchema, withdrawalPasswordInputSchema } from './money';

/** The upline agent and the brand's limits of a transfer to them. */
export const uplineInfoSchema = lazySchema(() =>
  z.object({
    /** Null when the player has no upline: the page says transfers are not available. */
    upline: z.nullable(z.object({ username: z.string(), nickname: z.string() })),
    currency: z.string(),
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    dailyMax: minorUnitsSchema,
    dailyUsed: minorUnitsSchema,
    mainBalance: minorUnitsSchema,
  }),
);
export type UplineInfo = z.infer<typeof uplineInfoSchema>;

/** GET /wps/member/upline */
export const uplineInfoEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/upline',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: uplineInfoSchema,
  }),
);

export const uplineTransferSchema = lazySchema(() =>
  z.object({
    transferId: z.string(),
    amount: minorUnitsSchema,
    toUsername: z.string(),
    createdAt: z.number(),
  }),
);
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;

/**
 * POST /wps/member/upline/transfer (Idempotency-Key): moves money from the main wallet to the
 * upline agent's main wallet. Needs the withdrawal password (throttled), within min/max and the
 * daily total; refused like a withdrawal while bonus turnover is owed.
 */
export const uplineTransferEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/upline/transfer',
    auth: 'token',
    registeredOnly: true,
    idempotent: true,
    request: z.strictObject({
      amount: moneyAmountSchema,
      withdrawalPassword: withdrawalPasswordInputSchema,
    }),
    response: uplineTransferSchema,
  }),
);

/** GET /wps/member/upline/transfers: newest first. */
export const uplineTransfersEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/upline/transfers',
    auth: 'token',
    registeredOnly: true,
    request: historyQuerySchema(z.literal('done')),
    response: pageSchema(uplineTransferSchema),
  }),
);
