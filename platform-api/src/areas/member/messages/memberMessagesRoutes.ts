import type { FastifyInstance } from 'fastify';
import {
  deleteMessagesEndpoint,
  LANGUAGES,
  markMessagesReadEndpoint,
  memberMessageEndpoint,
  memberMessagesEndpoint,
  MESSAGE_CATEGORIES,
  unreadMessageCountEndpoint,
} from 'shared-contracts';
import { z } from 'zod';

import { okEnvelope } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/httpError';
import { parseInput } from '../../../http/parseInput';
import { registerEndpoint } from '../../../http/registerEndpoint';
import { adminGuard } from '../../auth/adminGuard';

const textBody = z
  .object({
    title: z.string().trim().min(1).max(120),
    bodyHtml: z.string().trim().min(1).max(10_000),
  })
  .strict();
const sendBody = z
  .object({
    /** One member, by username; or `all: true` for every member. */
    username: z.string().min(1).max(64).optional(),
    all: z.literal(true).optional(),
    category: z.enum(MESSAGE_CATEGORIES),
    /** The language the message is written in: its text there is every other's fallback. */
    language: z.enum(LANGUAGES),
    texts: z.partialRecord(z.enum(LANGUAGES), textBody),
  })
  .strict();

/**
 * Platform messages (messageV2, ADR 0013): the member's inbox calls and, with an admin token,
 * ops sending a message to one member or to all (POST /admin/messages).
 */
export const registerMemberMessagesRoutes = (app: FastifyInstance): void => {
  const { messages, members, config } = app.platform;

  registerEndpoint(app, memberMessagesEndpoint, ({ input, requireMember, language }) =>
    messages.page(
      requireMember().id,
      { category: input.category, status: input.status },
      { pageNo: input.pageNo, pageSize: input.pageSize, language },
    ),
  );

  registerEndpoint(app, memberMessageEndpoint, ({ input, requireMember, language }) =>
    messages.open(requireMember().id, input.id, language),
  );

  registerEndpoint(app, unreadMessageCountEndpoint, ({ requireMember }) => ({
    unReadCount: messages.unread(requireMember().id),
  }));

  registerEndpoint(app, markMessagesReadEndpoint, ({ input, requireMember }) =>
    messages.markRead(requireMember().id, 'all' in input ? 'all' : input.ids),
  );

  registerEndpoint(app, deleteMessagesEndpoint, ({ input, requireMember }) =>
    messages.delete(requireMember().id, input.ids),
  );

  if (!config.adminToken) return;
  app.post('/admin/messages', { preHandler: adminGuard(config.adminToken) }, async (request) => {
    const body = parseInput(sendBody, request.body ?? {});
    if (Boolean(body.username) === Boolean(body.all))
      throw badRequest('Name one member (username) or send to all (all: true)');
    if (!body.texts[body.language])
      throw badRequest(`The message needs a title and body in its language ${body.language}`);
    const member = body.username ? members.findByUsername(body.username) : null;
    if (body.username && !member) throw notFound(`Member not found: ${body.username}`);
    const id = messages.send({
      memberId: member?.id ?? null,
      category: body.category,
      language: body.language,
      texts: body.texts,
    });
    request.log.info({ id, to: body.username ?? 'all' }, 'platform message sent by admin');
    return okEnvelope({ id, to: body.username ?? 'all' });
  });
};
