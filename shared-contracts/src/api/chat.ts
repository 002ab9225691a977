import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { languageSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Longest chat message, in characters (ADR 0014). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** The chat header's default colour (SPEC section 9). */
export const CHAT_HEADER_COLOR = '#6142bf';

/** Members whose club rank level is above this reach the VIP room and VIP support queue. */
export const CHAT_VIP_MIN_RANK_EXCLUSIVE = 4;

/**
 * The customer-service path (SPEC section 3) that names the platform's own live support: the
 * site opens the support conversation in its chat window instead of a popup.
 */
export const CHAT_SUPPORT_PATH = '/chat/support';

/**
 * The query parameter (`?chat=support`) with which a site page opens the support conversation:
 * {@link CHAT_SUPPORT_PATH} opened outside the site (a bookmark, a mail) sends the player to the
 * site's home with it, where a guest is asked to log in first.
 */
export const CHAT_OPEN_PARAM = 'chat';

/** The chat service's WebSocket, relative to the platform's origin. */
export const CHAT_SOCKET_PATH = '/chat/ws';

/** Rooms the chat page can show: the language's public room, the VIP room, the support desk. */
export const CHAT_ROOM_KINDS = ['public', 'vip', 'support'] as const;
export const chatRoomKindSchema = lazySchema(() => z.enum(CHAT_ROOM_KINDS));
export type ChatRoomKind = z.infer<typeof chatRoomKindSchema>;

/** Where the member comes from when asking for the chat: `b2c` 1 is the player site. */
export const chatUrlRequestSchema = lazySchema(() =>
  z.object({
    b2c: z.literal(1),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    language: languageSchema,
    headerColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'headerColor must be #rrggbb')),
    /** The tab to open on (`support` from the customer-service item); the public room otherwise. */
    room: z.optional(chatRoomKindSchema),
  }),
);
export type ChatUrlRequest = z.infer<typeof chatUrlRequestSchema>;

/**
 * The chat URL call (SPEC section 7): the chat page with a single-use ticket that expires a
 * minute later; the page trades it for a socket. The session token never goes in the URL.
 */
export const chatUrlEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/chat/url',
    auth: 'token',
    request: chatUrlRequestSchema,
    response: z.object({ chatUrl: z.string() }),
  }),
);

/** Messages in the member's rooms (and support answers) the member has not seen yet. */
export const chatUnreadEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/chat/unread',
    auth: 'token',
    request: z.object({}),
    response: z.object({ unReadCount: z.number().check(z.int(), z.nonnegative()) }),
  }),
);

/** Messages the chat page posts to the site's window (checked by source, never carrying data). */
export const chatFrameMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('chat:unread'),
      unReadCount: z.number().check(z.int(), z.nonnegative()),
    }),
    z.object({ type: z.literal('chat:close') }),
    /** The socket closed: a ticket is single use, so the site fetches a new chat URL. */
    z.object({ type: z.literal('chat:reconnect') }),
  ]),
);
export type ChatFrameMessage = z.infer<typeof chatFrameMessageSchema>;

const text = lazySchema(() => z.string().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH * 2)));

/** What the chat page sends on the socket; the first message must be `auth` with the ticket. */
export const chatClientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('auth'),
      ticket: z.string().check(z.minLength(16), z.maxLength(128)),
    }),
    z.object({
      type: z.literal('send'),
      room: z.string().check(z.maxLength(40)),
      text,
      replyTo: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    }),
    z.object({
      type: z.literal('older'),
      room: z.string().check(z.maxLength(40)),
      before: z.number().check(z.int(), z.positive()),
    }),
    z.object({ type: z.literal('typing'), room: z.string().check(z.maxLength(40)) }),
    z.object({
      type: z.literal('read'),
      room: z.string().check(z.maxLength(40)),
      upTo: z.number().check(z.int(), z.nonnegative()),
    }),
    z.object({
      type: z.literal('report'),
      messageId: z.number().check(z.int(), z.positive()),
    }),
  ]),
);
export type ChatClientMessage = z.infer<typeof chatClientMessageSchema>;

/** One chat message as the page receives it: plain text, shown with textContent. */
export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    room: z.string(),
    author: z.string(),
    mine: z.boolean(),
    staff: z.boolean(),
    text: z.string(),
    replyTo: z.nullable(z.object({ id: z.number(), author: z.string(), text: z.string() })),
    created: z.number(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Error codes of the socket's `error` message; the page words them in its language. */
export const CHAT_ERROR_CODES = [
  'tooLong',
  'empty',
  'rateLimited',
  'muted',
  'noRoom',
  'ticket',
  'badMessage',
] as const;

/** What the chat service sends on the socket. */
export const chatServerMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('ready'),
      nickname: z.string(),
      rooms: z.array(z.object({ id: z.string(), kind: chatRoomKindSchema, unread: z.number() })),
      muted: z.boolean(),
      /** When a mute ends; null while muted means until ops lift it. */
      mutedUntil: z.nullable(z.number()),
    }),
    z.object({
      type: z.literal('history'),
      room: z.string(),
      messages: z.array(chatMessageSchema),
      hasMore: z.boolean(),
    }),
    z.object({
      type: z.literal('older'),
      room: z.string(),
      messages: z.array(chatMessageSchema),
      hasMore: z.boolean(),
    }),
    z.object({ type: z.literal('message'), message: chatMessageSchema }),
    z.object({ type: z.literal('deleted'), room: z.string(), id: z.number() }),
    z.object({ type: z.literal('typing'), room: z.string(), author: z.string() }),
    z.object({ type: z.literal('online'), room: z.string(), count: z.number() }),
    z.object({ type: z.literal('muted'), muted: z.boolean(), until: z.nullable(z.number()) }),
    z.object({ type: z.literal('reported'), messageId: z.number() }),
    z.object({ type: z.literal('unread'), unReadCount: z.number() }),
    z.object({
      type: z.literal('error'),
      code: z.enum(CHAT_ERROR_CODES),
      message: z.string(),
      retryAfterMs: z.optional(z.number()),
    }),
  ]),
);
export type ChatServerMessage = z.infer<typeof chatServerMessageSchema>;
