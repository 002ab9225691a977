import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { lotteryResultSchema } from '../lottery/result';
import { minorUnitsSchema } from './common';

/** Path of the platform's WebSocket for balance pushes (relative to the API origin). */
export const REALTIME_PATH = '/wps/ws';

/**
 * What the site sends on the socket. The first message must be `auth`: the token never
 * travels in the URL (ARCHITECTURE rule 9).
 */
export const realtimeClientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('auth'),
      token: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
  ]),
);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/**
 * What the platform sends: `ready` after a good `auth`, then `balance` at once and after every
 * ledger movement of the member (the current total, not a delta); `error` before it closes.
 * Lottery: `lotteryDraw` to every connected member when an issue is drawn (the seed and
 * commitment come from the results call), and `lotteryPayouts` to a member when bets of theirs
 * settle: one message per settlement batch with all of them (`payout` 0 for a lost bet; the
 * `balance` message follows as for any movement).
 * Messages (ADR 0013): `memberMessages` to the member(s) concerned after every change of their
 * inbox (ops sent a message: `arrived` names it; the member read or deleted some in any tab:
 * `arrived` null), with the unread count after it.
 */
export const realtimeServerMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('ready') }),
    z.object({ type: z.literal('balance'), sumBalance: minorUnitsSchema, currency: z.string() }),
    z.object({
      type: z.literal('error'),
      message: z.string(),
      /**
       * `sessionEnded`: the token is no longer a session (the page logs out); `refused`: this
       * connection was (a slow or malformed greeting): the page connects again, still signed in.
       */
      reason: z.optional(z.enum(['sessionEnded', 'refused'])),
    }),
    z.object({
      type: z.literal('lotteryDraw'),
      gameCode: z.string(),
      issueNo: z.string(),
      result: lotteryResultSchema,
    }),
    z.object({
      type: z.literal('lotteryPayouts'),
      bets: z.array(
        z.object({
          betId: z.string(),
          gameCode: z.string(),
          issueNo: z.string(),
          payout: minorUnitsSchema,
          status: z.enum(['won', 'lost', 'push']),
        }),
      ),
    }),
    z.object({
      type: z.literal('memberMessages'),
      unReadCount: z.number().check(z.int(), z.nonnegative()),
      arrived: z.nullable(z.string()),
    }),
  ]),
);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
