import { createHmac, timingSafeEqual } from 'node:crypto';

/** An order as the platform hands it to a payment provider when the player checks out. */
export interface CheckoutOrder {
  reference: string;
  amount: number;
  currency: string;
  expiresAt: number;
}

/** The platform's view of a payment provider: where the player pays an order. */
export interface PaymentProvider {
  checkoutUrl(order: CheckoutOrder): string;
}

/** Where the simulated provider's pages live on the reference platform (demo mode only). */
export const SIMULATOR_PATH = '/pay/sim';

/** Fields of a checkout token: letters, digits and `~` only, so the URL stays short. */
const encode = (order: CheckoutOrder) =>
  [order.reference, order.amount, order.currency, order.expiresAt.toString(36)].join('~');

const decode = (payload: string): CheckoutOrder | null => {
  const match = /^([A-Za-z0-9]{1,40})~(\d{1,12})~([A-Z]{3})~([0-9a-z]{1,12})$/.exec(payload);
  if (!match) return null;
  const [, reference = '', amount = '', currency = '', expiresAt = ''] = match;
  return { reference, amount: Number(amount), currency, expiresAt: parseInt(expiresAt, 36) };
};

/**
 * The simulated payment provider (reference platform, demo mode): a separate party whose only
 * link to the platform is the callback key they share, as with a real provider. A checkout is a
 * capability URL: the order's reference, amount, currency and expiry, with a 128-bit HMAC by
 * that key, so
 * it can be neither guessed from a reference nor altered, and the platform hands it only to the
 * member who owns the order (in their own deposit answers).
 */
export const createSimulatedProvider = (secret: string) => {
  const mac = (payload: string) =>
    createHmac('sha256', secret)
      .update(`checkout.${payload}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    checkoutUrl(order: CheckoutOrder) {
      const payload = encode(order);
      return `${SIMULATOR_PATH}/${payload}.${mac(payload)}`;
    },
    /** The order behind a checkout token, or null when the token is not this provider's. */
    open(token: string): CheckoutOrder | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return decode(payload);
    },
  };
};
export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
