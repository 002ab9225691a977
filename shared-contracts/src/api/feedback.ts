import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { epochMsSchema, idSchema, pageNoSchema, pageSchema, pageSizeSchema, text } from './common';
import { defineEndpoint } from './endpoint';
import { humanCheckField } from './humanCheck';
import { IMAGE_CONTENT_TYPES, uploadIdSchema, uploadResultSchema } from './member/money';

/*
 * Support feedback and complaints (SPEC sections 2, 3, 5 and 7). A member files a
 * question of one type with a text and up to three images (uploaded first, checked by content
 * on the platform), follows its status and reads ops' replies. A complaint is a type of its own
 * that gets a reference number the member quotes. PUT /wps/feedback takes no token (SPEC 7): a
 * guest may file without images when they leave a contact email; the site's page is for members.
 */

/** SPEC section 3's support question types, plus the complaint. */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'customer_service',
  'application',
  'other',
  'complaint',
] as const;
export const feedbackTypeSchema = lazySchema(() => z.enum(FEEDBACK_TYPES));
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Where a feedback stands: ops move it to in progress, answer it (a reply) and close it. */
export const FEEDBACK_STATUSES = ['submitted', 'in_progress', 'answered', 'closed'] as const;
export const feedbackStatusSchema = lazySchema(() => z.enum(FEEDBACK_STATUSES));
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** SPEC section 5's "content length between {0} and {1}": the bounds chosen here. */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** SPEC sections 5 and 8: at most three images, PNG or JPG, 5 MB each. */
export const MAX_FEEDBACK_IMAGES = 3;
export const FEEDBACK_IMAGE_TYPES = IMAGE_CONTENT_TYPES;

/** Characters as a person counts them (an emoji is one): the bounds are counted this way. */
export const feedbackLengthOf = (content: string): number => [...content.trim()].length;

/** A complaint's reference number: CP-YYYYMMDD-NNNN (the day it was filed, UTC). */
export const complaintReferenceSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^CP-\d{8}-\d{4,}$/, 'must be a complaint reference like CP-20260101-0001')),
);

/** One reply of ops to a feedback. */
export const feedbackReplySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    body: z.string(),
    createdAt: epochMsSchema,
  }),
);
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** A feedback as its author reads it. */
export const feedbackSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: feedbackTypeSchema,
    content: z.string(),
    /** The images, each served to its owner only (with the session's token). */
    imageUrls: z.array(z.string()),
    status: feedbackStatusSchema,
    /** Complaints only: the number the member quotes to customer service. */
    referenceNo: z.nullable(complaintReferenceSchema),
    replies: z.array(feedbackReplySchema),
    createdAt: epochMsSchema,
    updatedAt: epochMsSchema,
  }),
);
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * Why a feedback call was refused, in the failure envelope's `value.reason`:
 * - `contentTooShort` / `contentTooLong` (400): outside {@link FEEDBACK_CONTENT_MIN} to
 *   {@link FEEDBACK_CONTENT_MAX} characters.
 * - `tooMany` (400): more than {@link MAX_FEEDBACK_IMAGES} images.
 * - `tooLarge` (400): an image is over 5 MB.
 * - `badType` (400): an image's content is not PNG or JPEG, whatever its name says.
 * - `badImage` (400): an image id that is not the caller's, unknown or used before.
 * - `contactRequired` (400): a guest left no contact email.
 * - `loginRequired` (401): a guest sent images (images need a member's session).
 */
export const FEEDBACK_REFUSAL_REASONS = [
  'contentTooShort',
  'contentTooLong',
  'tooMany',
  'tooLarge',
  'badType',
  'badImage',
  'contactRequired',
  'loginRequired',
] as const;
export type FeedbackRefusalReason = (typeof FEEDBACK_REFUSAL_REASONS)[number];

/** The `value` of a refused feedback call. */
export const feedbackRefusalSchema = lazySchema(() =>
  z.object({ reason: z.enum(FEEDBACK_REFUSAL_REASONS) }),
);
export type FeedbackRefusal = z.infer<typeof feedbackRefusalSchema>;

/** A contact email, only for a guest's feedback. */
const contactEmailSchema = lazySchema(() =>
  z
    .string()
    .check(z.trim(), z.maxLength(120), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email')),
);

/**
 * PUT /wps/feedback: files a feedback (no token needed; a member's session makes it theirs).
 * The bounds of content and images are loose here on purpose: the platform refuses with the
 * reason that names the rule (`contentTooShort`, `contentTooLong`, `tooMany`).
 */
export const submitFeedbackEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'optional',
    request: z.strictObject({
      type: feedbackTypeSchema,
      content: text(10_000),
      imageIds: z._default(z.array(uploadIdSchema).check(z.maxLength(20)), []),
      contactEmail: z.optional(contactEmailSchema),
      /** A guest's solved human verification (purpose `feedback`); a member sends none. */
      humanCheck: humanCheckField(),
    }),
    response: feedbackSchema,
  }),
);
export type SubmitFeedbackInput = z.input<typeof submitFeedbackEndpoint.request>;

/** GET /wps/feedback/mine: the caller's feedback, newest first, with ops' replies. */
export const myFeedbackEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/feedback/mine',
    auth: 'token',
    request: z.strictObject({
      status: z.optional(feedbackStatusSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(50, 10),
    }),
    response: pageSchema(feedbackSchema),
  }),
);

/**
 * POST {@link FEEDBACK_IMAGES_PATH} takes one image's raw bytes (Content-Type image/png,
 * image/jpeg or application/octet-stream) with a Bearer token: 400 `badType` for anything but
 * PNG or JPEG by content, 400 `tooLarge` over 5 MB; a refused image stores nothing.
 */
export const FEEDBACK_IMAGES_PATH = '/wps/feedback/images';

const blobSchema = lazySchema(() =>
  z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file'),
);

/** POST {@link FEEDBACK_IMAGES_PATH} as the client sends it. */
export const uploadFeedbackImageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: FEEDBACK_IMAGES_PATH,
    auth: 'token',
    body: 'binary',
    request: blobSchema,
    response: uploadResultSchema,
  }),
);
