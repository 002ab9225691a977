import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_IMAGE_BYTES, uploadResultSchema, UPLOADS_PATH } from 'shared-contracts';
import {
  createDepositEndpoint,
  depositChannelsEndpoint,
  depositHistoryEndpoint,
} from 'shared-contracts/member';

import { okEnvelope } from '../../http/envelope';
import { unauthorized } from '../../http/httpError';
import { refuseTrialAccount, registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from '../auth/adminGuard';
import { registerPaymentCallbackRoute } from '../payments/paymentCallbackRoute';
import { registerSimulatorRoutes } from '../payments/simulatorRoutes';
import type { MemberCentre } from './memberCentre';
import { historyPageView } from './memberHistory';

/**
 * Deposit channels, orders and history; image uploads (raw bytes, checked by content); the
 * payment provider's signed callback; and, in demo mode only, the simulated provider's pages.
 */
export const registerDepositRoutes = (app: FastifyInstance, centre: MemberCentre): void => {
  const { platform } = app;
  const { clock, config } = platform;
  const { deposits, protection, uploads, providerSecret, simulator } = centre;
  const currency = config.brand.currency;

  registerEndpoint(app, depositChannelsEndpoint, ({ requireMember }) => ({
    currency,
    channels: deposits.channels(),
    allowance: protection.depositAllowance(requireMember().id, clock.now()),
  }));

  registerEndpoint(app, createDepositEndpoint, ({ input, requireMember, idempotencyKey }) =>
    deposits.view(deposits.create(requireMember().id, input, idempotencyKey, clock.now())),
  );

  registerEndpoint(app, depositHistoryEndpoint, ({ input, requireMember }) =>
    historyPageView(
      deposits.page(requireMember().id, input.status, input.pageNo, input.pageSize, clock.now()),
      deposits.view,
    ),
  );

  registerPaymentCallbackRoute(app, deposits, providerSecret);
  if (simulator && providerSecret) registerSimulatorRoutes(app, simulator, providerSecret);

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
      // Registered members only, as the upload endpoint's definition says (`registeredOnly`).
      refuseTrialAccount(member);
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
    refuseTrialAccount(member);
    return sendImage(reply, uploads.read(request.params.uploadId, member.id));
  });

  if (config.adminToken) {
    app.get<{ Params: { uploadId: string } }>(
      '/admin/uploads/:uploadId',
      { preHandler: adminGuard(config.adminToken) },
      async (request, reply) => sendImage(reply, uploads.read(request.params.uploadId, null)),
    );
  }
};
