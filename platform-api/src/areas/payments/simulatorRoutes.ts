import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { escapeHtml } from '../../http/escapeHtml';
import { PAYMENT_CALLBACK_PATH } from './paymentCallbackRoute';
import { SIGNATURE_HEADER, signCallback } from './providerCallback';
import { type CheckoutOrder, type SimulatedProvider, SIMULATOR_PATH } from './simulatedProvider';

const providerPage = (reply: FastifyReply, title: string, body: string) =>
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Frame-Options', 'DENY')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    ).send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1.1rem;padding:.6rem 1.4rem}</style></head><body>
<p><small>Simulated payment provider (reference platform, demo mode)</small></p>${body}</body></html>`);

const unknownCheckout = (reply: FastifyReply) =>
  providerPage(reply.code(404), 'Unknown payment', '<h1>Unknown payment</h1>');

/**
 * The simulated provider's pages (registered in demo mode only): the checkout page of a token the
 * platform handed to the order's owner, and its "Pay now" button, which posts the provider's
 * signed callback (HMAC over the raw body with the provider key) to the platform, as an outside
 * provider would. It reads nothing of the platform's: what it knows is in the signed token.
 */
export const registerSimulatorRoutes = (
  app: FastifyInstance,
  provider: SimulatedProvider,
  providerSecret: string,
): void => {
  const { clock } = app.platform;
  /** Checkouts this provider has taken money for (its own books; gone on restart). */
  const paid = new Map<string, number>();

  const amountText = (order: CheckoutOrder) =>
    `${(order.amount / 100).toFixed(2)} ${escapeHtml(order.currency)}`;

  app.get<{ Params: { token: string } }>(`${SIMULATOR_PATH}/:token`, async (request, reply) => {
    const order = provider.open(request.params.token);
    if (!order) return unknownCheckout(reply);
    const ref = escapeHtml(order.reference);
    if (paid.has(order.reference))
      return providerPage(reply, `Paid ${ref}`, `<h1>Order ${ref}</h1><p>Status: paid</p>`);
    if (order.expiresAt <= clock.now())
      return providerPage(
        reply.code(410),
        `Expired ${ref}`,
        `<h1>This payment has expired</h1>
<p>Order ${ref}. Start a new deposit on the site.</p>`,
      );
    return providerPage(
      reply,
      `Pay ${ref}`,
      `<h1>Pay ${amountText(order)}</h1><p>Order ${ref}</p>
<form method="post" action="${SIMULATOR_PATH}/${encodeURIComponent(request.params.token)}/pay"><button type="submit">Pay now</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>(
    `${SIMULATOR_PATH}/:token/pay`,
    async (request, reply) => {
      const order = provider.open(request.params.token);
      if (!order) return unknownCheckout(reply);
      const now = clock.now();
      if (order.expiresAt <= now)
        return providerPage(
          reply.code(410),
          'Payment expired',
          '<h1>This payment has expired</h1>',
        );
      const body = JSON.stringify({
        notificationId: randomUUID().replace(/-/g, ''),
        reference: order.reference,
        amount: order.amount,
        currency: order.currency,
        status: 'paid',
      });
      // The provider calls back over HTTP as an outside one would (here without leaving the process).
      const answer = await app.inject({
        method: 'POST',
        url: PAYMENT_CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signCallback(providerSecret, body, now),
        },
        payload: body,
      });
      const ok = answer.statusCode === 200;
      if (ok) paid.set(order.reference, now);
      const ref = escapeHtml(order.reference);
      return providerPage(
        reply.code(ok ? 200 : 502),
        ok ? 'Payment complete' : 'Payment failed',
        ok
          ? `<h1>Payment complete</h1><p>Order ${ref} is paid. You can close this page.</p>`
          : `<h1>Payment failed</h1><p>${escapeHtml(String(answer.json().message ?? ''))}</p>`,
      );
    },
  );
};
