import type { FastifyInstance } from 'fastify';
import {
  CHAT_HEADER_COLOR,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_OPEN_PARAM,
  CHAT_ROOM_KINDS,
  CHAT_SUPPORT_PATH,
  chatUnreadEndpoint,
  chatUrlEndpoint,
  LANGUAGES,
  TRIAL_ACCOUNT_TYPE,
} from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { HttpError, notFound } from '../../http/httpError';
import { sendOwnPage } from '../../http/ownPages';
import { parseInput } from '../../http/parseInput';
import { publicOriginOf } from '../../http/publicOrigin';
import { registerEndpoint } from '../../http/registerEndpoint';
import { adminGuard } from '../auth/adminGuard';
import { hashToken } from '../auth/sessions';
import { renderChatPage } from './chatPage';
import { registerChatSocket } from './chatSocket';

/** The chat page the chat URL points at. */
export const CHAT_PAGE_PATH = '/chat/room';

/** Message of the chat URL call for trial accounts (the site shows in_please_information). */
export const TRIAL_CHAT_MESSAGE = 'Please register an account to use the chat';

const pageQuery = z.object({
  ticket: z.string().min(16).max(128).optional(),
  lang: z.enum(LANGUAGES).catch('EN'),
  title: z.string().trim().max(60).optional().catch(undefined),
  headerColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch(CHAT_HEADER_COLOR),
  room: z.enum(CHAT_ROOM_KINDS).catch('public'),
  theme: z.enum(['dark', 'light']).catch('dark'),
  embedded: z.literal('1').optional().catch(undefined),
});
const usernameParams = z.object({ username: z.string().min(1).max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const muteBody = z
  .object({
    username: z.string().min(1).max(64),
    /** Omitted: until ops lift it. */
    minutes: z
      .number()
      .int()
      .positive()
      .max(60 * 24 * 365)
      .optional(),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
const answerBody = z
  .object({
    text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
    staffName: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
const queueQuery = z.object({ queue: z.enum(['VIP', 'LIVECHAT']).optional() });

/**
 * The chat service (ADR 0014): the chat URL and unread calls, the chat page and its
 * socket, the customer-service page the brand's path names, and the ops calls (X-Admin-Token):
 * mute, unmute, delete a message, reports, support conversations and answering one.
 */
export const registerChatRoutes = (app: FastifyInstance, chat: Areas['chat']): void => {
  const { platform } = app;
  const { members, config } = platform;
  registerChatSocket(app, chat);

  registerEndpoint(app, chatUrlEndpoint, ({ input, requireMember, token, request }) => {
    const member = requireMember();
    if (member.member_type === TRIAL_ACCOUNT_TYPE) throw new HttpError(403, TRIAL_CHAT_MESSAGE);
    const ticket = chat.issueTicket(member.id, hashToken(token ?? ''), input.language);
    chat.ensureSupport(member.id);
    const query = new URLSearchParams({
      ticket,
      lang: input.language,
      title: input.title,
      headerColor: input.headerColor,
      room: input.room ?? 'public',
    });
    const origin = publicOriginOf(request, config.publicOrigins);
    return { chatUrl: `${origin}${CHAT_PAGE_PATH}?${query.toString()}` };
  });

  registerEndpoint(app, chatUnreadEndpoint, ({ requireMember, language }) => {
    const member = requireMember();
    if (member.member_type === TRIAL_ACCOUNT_TYPE) return { unReadCount: 0 };
    return { unReadCount: chat.unread(member.id, language) };
  });

  app.get(CHAT_PAGE_PATH, async (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    const page = renderChatPage({
      language: query.lang,
      title: query.title || null,
      headerColor: query.headerColor,
      room: query.room,
      theme: query.theme,
      embedded: query.embedded === '1',
    });
    const origin = publicOriginOf(request, config.publicOrigins);
    return sendOwnPage(reply, page.html, [
      "default-src 'none'",
      `script-src 'nonce-${page.nonce}'`,
      `style-src 'nonce-${page.nonce}'`,
      // The page runs with an opaque origin, so 'self' cannot name the socket.
      `connect-src ${origin.replace(/^http/, 'ws')}`,
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors 'self' ${config.publicOrigins.join(' ')}`.trim(),
      // Even opened on its own the page gets an opaque origin: no cookies, no storage.
      'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
    ]);
  });

  // The brand's customer-service path (SPEC section 3) when support is the platform's own:
  // opened outside the site (a bookmark, a mail, the popup of an old page), it sends the player
  // to the site's home asking for the support conversation, which opens in the chat window
  // (after the login a guest is asked for).
  app.get(CHAT_SUPPORT_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .redirect(`/?${new URLSearchParams({ [CHAT_OPEN_PARAM]: 'support' }).toString()}`, 302),
  );

  if (!config.adminToken) return;
  const guard = { preHandler: adminGuard(config.adminToken) };
  const memberNamed = (username: string) => {
    const member = members.findByUsername(username);
    if (!member) throw notFound(`Member not found: ${username}`);
    return member;
  };

  app.post('/admin/chat/mutes', guard, async (request) => {
    const body = parseInput(muteBody, request.body ?? {});
    const member = memberNamed(body.username);
    const until = chat.mute(member.id, body.minutes ?? null, body.reason);
    request.log.info({ username: body.username, until }, 'chat mute by admin');
    return okEnvelope({ username: body.username, until });
  });

  app.delete('/admin/chat/mutes/:username', guard, async (request) => {
    const { username } = parseInput(usernameParams, request.params);
    const member = memberNamed(username);
    return okEnvelope({ username, lifted: chat.unmute(member.id) });
  });

  app.delete('/admin/chat/messages/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    if (!chat.deleteMessage(id)) throw notFound(`No live chat message ${id}`);
    request.log.info({ id }, 'chat message deleted by admin');
    return okEnvelope({ id, deleted: true });
  });

  app.get('/admin/chat/reports', guard, async () => okEnvelope({ reports: chat.reports() }));

  app.get('/admin/chat/support', guard, async (request) => {
    const { queue } = parseInput(queueQuery, request.query ?? {});
    return okEnvelope({ conversations: chat.supportConversations(queue ?? null) });
  });

  app.get('/admin/chat/support/:username', guard, async (request) => {
    const { username } = parseInput(usernameParams, request.params);
    const member = memberNamed(username);
    const room = chat.ensureSupport(member.id);
    const { rows } = chat.history(room);
    return okEnvelope({
      username,
      queue: chat.isVip(member.id) ? 'VIP' : 'LIVECHAT',
      messages: rows.map((row) => ({
        id: row.id,
        author: row.author,
        staff: row.author_id === null,
        text: row.text,
        created: row.created_at,
      })),
    });
  });

  app.post('/admin/chat/support/:username', guard, async (request) => {
    const { username } = parseInput(usernameParams, request.params);
    const body = parseInput(answerBody, request.body ?? {});
    const member = memberNamed(username);
    const row = chat.answerSupport(member.id, body.text, body.staffName);
    return okEnvelope({ id: row.id, username });
  });
};
