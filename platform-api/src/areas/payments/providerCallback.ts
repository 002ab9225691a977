import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod/mini';

import { badRequest, HttpError } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';

/** The header a provider signs its callback with: `t=<ms since epoch>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'provider-signature';

/** A callback signed longer ago than this (either way) is refused: the replay window. */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;

/** What a provider posts when an order is paid (the raw JSON body the signature covers). */
export const paymentCallbackSchema = z.strictObject({
  notificationId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  reference: z.string().check(z.minLength(1), z.maxLength(40)),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.string().check(z.length(3)),
  status: z.literal('paid'),
});
export type PaymentCallback = z.output<typeof paymentCallbackSchema>;

const hmac = (secret: string, signedAt: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${signedAt}.${rawBody}`).digest('hex');

/** The provider's side: the header value for a raw body signed at `now`. */
export const signCallback = (secret: string, rawBody: string, now: number) =>
  `t=${now},v1=${hmac(secret, now, rawBody)}`;

/**
 * The platform's side: the HMAC over the exact bytes received, in constant time, signed within
 * the window; then the body's shape. Without a configured provider key every callback is refused.
 * What the platform serves to browsers (the payload secret of /site-config.json) plays no part.
 */
export const verifyCallback = (
  secret: string | null,
  header: string | undefined,
  rawBody: string,
  now: number,
): PaymentCallback => {
  if (!secret) throw new HttpError(401, 'No payment provider is configured');
  const match = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) throw new HttpError(401, 'Invalid signature');
  const signedAt = Number(match[1]);
  const expected = Buffer.from(hmac(secret, signedAt, rawBody), 'hex');
  if (!timingSafeEqual(Buffer.from(match[2] ?? '', 'hex'), expected))
    throw new HttpError(401, 'Invalid signature');
  if (Math.abs(now - signedAt) > CALLBACK_MAX_AGE_MS) throw badRequest('Notification too old');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw badRequest('The notification is not JSON');
  }
  return parseInput(paymentCallbackSchema, body);
};
