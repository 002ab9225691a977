import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_IMAGES_PATH,
  FEEDBACK_STATUSES,
  myFeedbackEndpoint,
  submitFeedbackEndpoint,
} from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { registerImageUploadRoute } from '../../http/imageUploadRoute';
import { parseInput } from '../../http/parseInput';
import { registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from '../auth/adminGuard';
import { createHumanCheckGate } from '../auth/humanCheckGate';
import { replyNoticeTexts } from './replyNotice';

/** Guest feedback per address: each one verified, at most this many an hour (ADR 0022). */
export const GUEST_FEEDBACK_PER_HOUR = 5;

const idParams = z.object({ id: z.string().min(1).max(64) });
const replyBody = z.object({ body: z.string().trim().min(1).max(2000) }).strict();
const opsQuery = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/**
 * Support feedback and complaints: filing (PUT /wps/feedback, token optional), the
 * images, the member's list; with an admin token, ops' queue, replies, taking up and closing.
 * Images are read back through the uploads path (owner) or /admin/uploads (ops).
 */
export const registerFeedbackRoutes = (app: FastifyInstance, feedback: Areas['feedback']): void => {
  const { clock, config, messages } = app.platform;

  const guestGate = createHumanCheckGate(app.platform.humanCheck, 'feedback', {
    free: 0,
    max: GUEST_FEEDBACK_PER_HOUR,
    windowMs: 60 * 60_000,
  });

  // A guest's feedback carries a solved verification and is throttled per address; a member's
  // is theirs (a session is the check).
  registerEndpoint(app, submitFeedbackEndpoint, async ({ input, member, ip }) => {
    const now = clock.now();
    const { humanCheck, ...filed } = input;
    if (!member) await guestGate.pass(ip, ip, humanCheck, now);
    return feedback.submit(
      member ? { memberId: member.id } : { contactEmail: input.contactEmail },
      filed,
      now,
    );
  });
  registerEndpoint(app, myFeedbackEndpoint, ({ input, requireMember }) =>
    feedback.mine(requireMember().id, input.status, input),
  );
  registerImageUploadRoute(app, FEEDBACK_IMAGES_PATH, (member, bytes) =>
    feedback.saveImage(member.id, bytes, clock.now()),
  );

  if (!config.adminToken) return;
  const guard = { preHandler: adminGuard(config.adminToken) };
  const id = (params: unknown) => parseInput(idParams, params).id;
  app.get('/admin/feedback', guard, async (request) => {
    const query = parseInput(opsQuery, request.query ?? {});
    return okEnvelope(feedback.queue(query.status, query));
  });
  app.post('/admin/feedback/:id/reply', guard, async (request) => {
    const { body } = parseInput(replyBody, request.body ?? {});
    const feedbackId = id(request.params);
    const answered = feedback.reply(feedbackId, body, clock.now());
    // The member hears of it in their inbox (pushed live); a guest is answered by email by ops.
    const memberId = feedback.ownerOf(feedbackId);
    if (memberId)
      messages.send({ memberId, category: 'account', language: 'EN', texts: replyNoticeTexts() });
    return okEnvelope(answered);
  });
  app.post('/admin/feedback/:id/progress', guard, async (request) =>
    okEnvelope(feedback.move(id(request.params), 'in_progress', clock.now())),
  );
  app.post('/admin/feedback/:id/close', guard, async (request) =>
    okEnvelope(feedback.move(id(request.params), 'closed', clock.now())),
  );
};
