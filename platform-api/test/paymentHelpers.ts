import type { FastifyInstance } from 'fastify';

import { signCallback } from '../src/areas/payments/providerCallback';

/** A provider callback: its raw JSON body and the signature header over exactly those bytes. */
export interface SignedCallback {
  raw: string;
  signature: string;
}

/** A "paid" callback for an order, signed with the provider key (the platform's, by default). */
export const signedCallback = (
  app: FastifyInstance,
  fields: { reference: string; amount: number; notificationId?: string; currency?: string },
  options: { signedAt?: number; secret?: string } = {},
): SignedCallback => {
  const raw = JSON.stringify({
    notificationId: fields.notificationId ?? `n${Math.random().toString(36).slice(2, 14)}`,
    reference: fields.reference,
    amount: fields.amount,
    currency: fields.currency ?? 'USD',
    status: 'paid',
  });
  const secret = options.secret ?? app.platform.config.paymentProviderSecret ?? '';
  return {
    raw,
    signature: signCallback(secret, raw, options.signedAt ?? app.platform.clock.now()),
  };
};

/** Posts a callback as the provider does: raw JSON with its signature header. */
export const postCallback = async (app: FastifyInstance, { raw, signature }: SignedCallback) => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/payment/notify',
    headers: { 'content-type': 'application/json', 'provider-signature': signature },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
};
