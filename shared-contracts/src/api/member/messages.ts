import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import {
  epochMsSchema,
  idSchema,
  languageSchema,
  pageNoSchema,
  pageSchema,
  pageSizeSchema,
  text,
} from '../common';
import { defineEndpoint } from '../endpoint';

/*
 * Platform messages (messageV2, ADR 0013): the member's inbox of system, promotion and account
 * notices. A message is addressed to one member or broadcast to every member who existed when it
 * was sent; whether it was read or deleted is kept per member, so one member's reading or
 * deleting a broadcast changes nothing for anyone else. Titles and bodies come in the request's
 * language when the message has that translation, else in the language it was written in. Every
 * call: auth 'token', the caller's own messages only; another member's message id is treated as
 * unknown (404 on the message call, ignored by mark read and delete).
 */

/** What a message is about. */
export const MESSAGE_CATEGORIES = ['system', 'promotion', 'account'] as const;
export const messageCategorySchema = lazySchema(() => z.enum(MESSAGE_CATEGORIES));
export type MessageCategory = z.infer<typeof messageCategorySchema>;

/** The list's read filter: only unread or only read messages (absent: both). */
export const MESSAGE_READ_FILTERS = ['unread', 'read'] as const;
export const messageReadFilterSchema = lazySchema(() => z.enum(MESSAGE_READ_FILTERS));
export type MessageReadFilter = z.infer<typeof messageReadFilterSchema>;

/** Most messages one mark-read or delete call may name. */
export const MAX_MESSAGE_IDS = 100;

/** Most rows on one page of the inbox. */
export const MAX_MESSAGES_PAGE_SIZE = 50;

/**
 * Why a messages call was refused, in the failure envelope's `value.reason`:
 * - `notFound` (404): no message of the caller with this id (deleted, someone else's or none);
 *   the same answer in every case, so nobody can probe. The message call.
 */
export const MEMBER_MESSAGES_REFUSAL_REASONS = ['notFound'] as const;
export type MemberMessagesRefusalReason = (typeof MEMBER_MESSAGES_REFUSAL_REASONS)[number];

/** The `value` of a refused messages call. */
export const memberMessagesRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(MEMBER_MESSAGES_REFUSAL_REASONS),
  }),
);
export type MemberMessagesRefusal = z.infer<typeof memberMessagesRefusalSchema>;

/** The member's unread messages (not deleted, every category): the badges' figure. */
export const unreadCountSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()));

/** A message as the inbox lists it. */
export const memberMessageSummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    category: messageCategorySchema,
    /** In the request's language when translated, else in the message's own. */
    title: z.string(),
    /** Sent to every member rather than to this one. */
    broadcast: z.boolean(),
    read: z.boolean(),
    createdAt: epochMsSchema,
  }),
);
export type MemberMessageSummary = z.infer<typeof memberMessageSummarySchema>;

/** One message with its body. */
export const memberMessageSchema = lazySchema(() =>
  z.extend(memberMessageSummarySchema, {
    /** HTML from ops: the site shows it only through `SafeHtml`, which sanitises it. */
    bodyHtml: z.string(),
    /** The language the title and body are in. */
    language: languageSchema,
  }),
);
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/**
 * GET /wps/member/messages: one page of the caller's messages, newest first, filtered by
 * `category` and `status` (unread or read), with the caller's unread count over all categories.
 */
export const memberMessagesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages',
    auth: 'token',
    request: z.object({
      category: z.optional(messageCategorySchema),
      status: z.optional(messageReadFilterSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(MAX_MESSAGES_PAGE_SIZE, 10),
    }),
    response: z.object({
      page: pageSchema(memberMessageSummarySchema),
      unReadCount: unreadCountSchema,
    }),
  }),
);

/**
 * GET /wps/member/messages/message: one of the caller's messages with its body; reading it marks
 * it read (again and again is the same), and the answer carries the unread count after that.
 * 404 `notFound`.
 */
export const memberMessageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages/message',
    auth: 'token',
    request: z.object({ id: idSchema }),
    response: z.object({ message: memberMessageSchema, unReadCount: unreadCountSchema }),
  }),
);

/** GET /wps/member/messages/unread: the caller's unread message count (SPEC section 7). */
export const unreadMessageCountEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages/unread',
    auth: 'token',
    request: z.object({}),
    response: z.object({ unReadCount: unreadCountSchema }),
  }),
);

const messageIdsSchema = lazySchema(() =>
  z
    .array(idSchema)
    .check(z.minLength(1, 'Choose at least one message'), z.maxLength(MAX_MESSAGE_IDS)),
);

/** Which messages a mark-read call names: some by id, or every one of the caller's. */
export const markMessagesReadInputSchema = lazySchema(() =>
  z.union([z.strictObject({ ids: messageIdsSchema }), z.strictObject({ all: z.literal(true) })]),
);
export type MarkMessagesReadInput = z.infer<typeof markMessagesReadInputSchema>;

/** What a mark-read or delete call changed, and the unread count after it. */
export const messagesChangedSchema = lazySchema(() =>
  z.object({
    /** Messages whose state changed (ids that are not the caller's, or unchanged, not counted). */
    changed: z.number().check(z.int(), z.nonnegative()),
    unReadCount: unreadCountSchema,
  }),
);
export type MessagesChanged = z.infer<typeof messagesChangedSchema>;

/**
 * POST /wps/member/messages/read: marks the named messages (or all, `{ all: true }`) read. Ids
 * of messages that are not the caller's are ignored. The platform then pushes the new count.
 */
export const markMessagesReadEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/messages/read',
    auth: 'token',
    request: markMessagesReadInputSchema,
    response: messagesChangedSchema,
  }),
);

/**
 * POST /wps/member/messages/delete: deletes the named messages for the caller (a broadcast stays
 * with everyone else). Ids of messages that are not the caller's are ignored. The platform then
 * pushes the new count.
 */
export const deleteMessagesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/messages/delete',
    auth: 'token',
    request: z.strictObject({ ids: messageIdsSchema }),
    response: messagesChangedSchema,
  }),
);

/** A title and HTML body of a message in one language (ops, admin route). */
export const messageTextSchema = lazySchema(() =>
  z.object({
    title: text(120).check(z.minLength(1)),
    bodyHtml: text(10_000).check(z.minLength(1)),
  }),
);
export type MessageText = z.infer<typeof messageTextSchema>;
