import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLICATION_IMAGES_PATH,
  APPLICATION_STATUSES,
  applyPromotionEndpoint,
  claimPromotionEndpoint,
  claimRaffleTicketEndpoint,
  joinPromotionEndpoint,
  promotionApplicationsEndpoint,
  promotionParticipationEndpoint,
  promotionParticipationListEndpoint,
  raffleWinnersEndpoint,
} from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { registerImageUploadRoute } from '../../http/imageUploadRoute';
import { parseInput } from '../../http/parseInput';
import { registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from '../auth/adminGuard';
import type { MemberRow } from '../auth/members';
import { MEMBER_TYPE } from '../auth/memberTypes';

const idParams = z.object({ id: z.string().min(1).max(64) });
const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const opsQuery = z
  .object({
    status: z.enum(APPLICATION_STATUSES).default('pending'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** Trial (free-play) accounts play with demo money: they take no bonus, ticket or application. */
const requirePlayer = (member: MemberRow): MemberRow => {
  if (member.member_type === MEMBER_TYPE.trial)
    throw new HttpError(403, 'Please register an account first', { reason: 'trial' });
  return member;
};

/** The device a participation call came from (new-player promotions). */
const deviceOf = (ip: string, request: FastifyRequest) => ({
  ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * Promotion participation: states, join, claim, applications with images, raffle
 * tickets and winners; the ops review (X-Admin-Token). The scheduler that draws raffles at
 * their time is the platform's (compose.ts).
 */
export const registerPromotionParticipationRoutes = (
  app: FastifyInstance,
  participation: Areas['promotions']['participation'],
): void => {
  const { platform } = app;
  const { clock, config } = platform;

  registerEndpoint(app, promotionParticipationListEndpoint, ({ input, member, language }) =>
    participation.list(input.ids.split(','), member?.id ?? null, clock.now(), language),
  );
  registerEndpoint(app, promotionParticipationEndpoint, ({ input, member, language }) =>
    participation.one(input.promotionId, member?.id ?? null, clock.now(), language),
  );
  registerEndpoint(app, joinPromotionEndpoint, ({ input, requireMember, language }) =>
    participation.join(requirePlayer(requireMember()).id, input.promotionId, clock.now(), language),
  );
  registerEndpoint(
    app,
    claimPromotionEndpoint,
    ({ input, requireMember, idempotencyKey, ip, request }) =>
      participation.claim(
        requirePlayer(requireMember()).id,
        input.promotionId,
        idempotencyKey,
        deviceOf(ip, request),
        clock.now(),
      ),
  );
  registerEndpoint(
    app,
    claimRaffleTicketEndpoint,
    ({ input, requireMember, idempotencyKey, ip, request }) =>
      participation.claimTicket(
        requirePlayer(requireMember()).id,
        input.promotionId,
        idempotencyKey,
        deviceOf(ip, request),
        clock.now(),
      ),
  );
  registerEndpoint(app, raffleWinnersEndpoint, ({ input }) =>
    participation.winners(input.promotionId),
  );
  registerEndpoint(app, applyPromotionEndpoint, ({ input, requireMember, language, ip, request }) =>
    participation.apply(
      requirePlayer(requireMember()).id,
      input,
      deviceOf(ip, request),
      clock.now(),
      language,
    ),
  );
  registerEndpoint(app, promotionApplicationsEndpoint, ({ input, requireMember, language }) =>
    participation.applications(requireMember().id, input.status, input, language),
  );

  // The images are read back through the member centre's uploads path (owner) or /admin/uploads.
  registerImageUploadRoute(app, APPLICATION_IMAGES_PATH, (member, bytes) =>
    participation.saveImage(requirePlayer(member).id, bytes, clock.now()),
  );

  if (config.adminToken) {
    const guard = { preHandler: adminGuard(config.adminToken) };
    const id = (params: unknown) => parseInput(idParams, params).id;
    app.get('/admin/promotions/applications', guard, async (request) => {
      const query = parseInput(opsQuery, request.query ?? {});
      return okEnvelope(participation.opsApplications(query.status, query));
    });
    app.post('/admin/promotions/applications/:id/approve', guard, async (request) =>
      okEnvelope(participation.decide(id(request.params), { approve: true }, clock.now())),
    );
    app.post('/admin/promotions/applications/:id/reject', guard, async (request) => {
      const { reason } = parseInput(reasonBody, request.body ?? {});
      return okEnvelope(participation.decide(id(request.params), { reason }, clock.now()));
    });
    // Demos and tests: the scheduler's pass now, on the platform clock.
    app.post('/admin/promotions/raffles/draw-due', guard, async () =>
      okEnvelope({ drawn: participation.drawDue(clock.now()) }),
    );
  }
};
