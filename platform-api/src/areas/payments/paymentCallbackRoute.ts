import type { FastifyInstance } from 'fastify';

import { okEnvelope } from '../../http/envelope';
import type { Deposits } from '../member/deposits';
import { SIGNATURE_HEADER, verifyCallback } from './providerCallback';

/** A callback is a few hundred bytes; anything near this is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/** Where the payment provider posts its signed callbacks (platform-only; no CORS, no browser). */
export const PAYMENT_CALLBACK_PATH = '/wps/payment/notify';

/**
 * The provider's callback: the body is kept as the exact text received (its own JSON parser in
 * this scope), verified against the provider key's HMAC and the time window, then handed to the
 * deposits, which count each notification id once and credit an order once.
 */
export const registerPaymentCallbackRoute = (
  app: FastifyInstance,
  deposits: Deposits,
  providerSecret: string | null,
): void => {
  const { clock } = app.platform;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(PAYMENT_CALLBACK_PATH, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const now = clock.now();
      const callback = verifyCallback(
        providerSecret,
        Array.isArray(header) ? undefined : header,
        raw,
        now,
      );
      return okEnvelope(deposits.notify(callback, now));
    });
  });
};
