import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  defineEndpoint,
  MAX_IMAGE_BYTES,
  uploadResultSchema,
  UPLOADS_PATH,
} from 'shared-contracts';
import {
  createDepositEndpoint,
  depositChannelsEndpoint,
  depositHistoryEndpoint,
} from 'shared-contracts/member';
import { z } from 'zod/mini';

import { adminGuard } from '../auth/adminGuard';
import { okEnvelope } from '../http/envelope';
import { unauthorized } from '../http/httpError';
import { registerEndpoint } from '../http/registerEndpoint';
import { signNotification } from '../member/deposits';
import type { MemberCentre } from '../member/memberCentre';

/** POST /wps/payment/notify: the payment provider's signed callback (platform-only). */
export const paymentNotifyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/notify',
  auth: 'none',
  request: z.strictObject({
    notificationId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    reference: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: z.number().check(z.int(), z.positive()),
    currency: z.string().check(z.length(3)),
    status: z.literal('paid'),
    sentAt: z.number().check(z.int(), z.positive()),
    signature: z.string().check(z.maxLength(128)),
  }),
  response: z.object({ duplicate: z.boolean(), status: z.string() }),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const providerPage = (reply: FastifyReply, title: string, body: string) =>
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    ).send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1.1rem;padding:.6rem 1.4rem}</style></head><body>
<p><small>Simulated payment provider (reference platform)</small></p>${body}</body></html>`);

/**
 * Deposit channels, orders and history; image uploads (raw bytes, checked by content); and the
 * simulated payment provider: a page that "pays" a QR or e-wallet order by posting a signed
 * notification to /wps/payment/notify, exactly as an outside provider would.
 */
export const registerDepositRoutes = (app: FastifyInstance, centre: MemberCentre): void => {
  const { platform } = app;
  const { clock, config } = platform;
  const { deposits, protection, uploads, providerSecret } = centre;
  const currency = config.brand.currency;

  registerEndpoint(app, depositChannelsEndpoint, ({ requireMember }) => ({
    currency,
    channels: deposits.channels(),
    allowance: protection.depositAllowance(requireMember().id, clock.now()),
  }));

  registerEndpoint(app, createDepositEndpoint, ({ input, requireMember, idempotencyKey }) =>
    deposits.view(deposits.create(requireMember().id, input, idempotencyKey, clock.now())),
  );

  registerEndpoint(app, depositHistoryEndpoint, ({ input, requireMember }) => {
    const page = deposits.page(
      requireMember().id,
      input.status,
      input.pageNo,
      input.pageSize,
      clock.now(),
    );
    return {
      list: page.rows.map(deposits.view),
      total: page.total,
      totalPages: page.totalPages,
      pageNo: page.pageNo,
    };
  });

  registerEndpoint(app, paymentNotifyEndpoint, ({ input }) => deposits.notify(input, clock.now()));

  // Raw image bytes: their own content-type parsers and body limit, in their own scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );
    scope.post(UPLOADS_PATH, { bodyLimit: MAX_IMAGE_BYTES + 1 }, async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const member = token ? platform.sessions.resolve(token) : null;
      if (!member) throw unauthorized();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const saved = uploadResultSchema.parse(uploads.save(member.id, body, clock.now()));
      return reply.code(201).send(okEnvelope(saved));
    });
  });

  const sendImage = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) =>
    reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(image.bytes);

  app.get<{ Params: { uploadId: string } }>(`${UPLOADS_PATH}/:uploadId`, async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const member = token ? platform.sessions.resolve(token) : null;
    if (!member) throw unauthorized();
    return sendImage(reply, uploads.read(request.params.uploadId, member.id));
  });

  if (config.adminToken) {
    app.get<{ Params: { uploadId: string } }>(
      '/admin/uploads/:uploadId',
      { preHandler: adminGuard(config.adminToken) },
      async (request, reply) => sendImage(reply, uploads.read(request.params.uploadId, null)),
    );
  }

  app.get<{ Params: { reference: string } }>('/pay/sim/:reference', async (request, reply) => {
    const order = deposits.byReference(request.params.reference);
    deposits.expireDue(clock.now());
    const current = order ? deposits.byReference(order.reference) : undefined;
    if (!current || current.channel_type === 'bank_transfer')
      return providerPage(reply.code(404), 'Unknown order', '<h1>Unknown order</h1>');
    const amount = (current.amount / 100).toFixed(2);
    const ref = escapeHtml(current.reference);
    const body =
      current.status === 'pending'
        ? `<h1>Pay ${amount} ${escapeHtml(currency)}</h1><p>Order ${ref}</p>
<form method="post" action="/pay/sim/${encodeURIComponent(current.reference)}/pay"><button type="submit">Pay now</button></form>`
        : `<h1>Order ${ref}</h1><p>Status: ${escapeHtml(current.status)}</p>`;
    return providerPage(reply, `Pay ${ref}`, body);
  });

  app.post<{ Params: { reference: string } }>('/pay/sim/:reference/pay', async (request, reply) => {
    const order = deposits.byReference(request.params.reference);
    if (!order || order.channel_type === 'bank_transfer')
      return providerPage(reply.code(404), 'Unknown order', '<h1>Unknown order</h1>');
    const notification = {
      notificationId: randomUUID().replace(/-/g, ''),
      reference: order.reference,
      amount: order.amount,
      currency,
      status: 'paid' as const,
      sentAt: clock.now(),
    };
    // The provider calls back over HTTP as an outside one would (here without leaving the process).
    const answer = await app.inject({
      method: 'POST',
      url: paymentNotifyEndpoint.path,
      payload: { ...notification, signature: signNotification(providerSecret, notification) },
    });
    const ok = answer.statusCode === 200;
    return providerPage(
      reply.code(ok ? 200 : 502),
      ok ? 'Payment complete' : 'Payment failed',
      ok
        ? `<h1>Payment complete</h1><p>Order ${escapeHtml(order.reference)} is paid. You can close this page.</p>`
        : `<h1>Payment failed</h1><p>${escapeHtml(String(answer.json().message ?? ''))}</p>`,
    );
  });
};
