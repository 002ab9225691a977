import { z } from 'zod/mini';

import { lazySchema } from './lazySchema';

/**
 * Every platform answer is wrapped in this envelope. `value` is the payload when `success`
 * is true; `message` carries the platform's error text when it is false.
 */
export const envelopeSchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: z.optional(z.nullable(value)),
    message: z.optional(z.string()),
  });

/** Shape of an error envelope, loosely typed so any failure can be read. */
export const errorEnvelopeSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    value: z.optional(z.unknown()),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The envelope with its value unread: the client checks `success` before parsing `value`. */
export const looseEnvelopeSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    value: z.optional(z.unknown()),
    message: z.optional(z.string()),
  }),
);

/**
 * What the `value` of a 400 for bad input holds (the platform's answer to a request its schema
 * refuses): the field (a dotted path, '' for the whole request), what is wrong with it and, for
 * a size issue, the bound (a number's value or a text's length). The site words it in the
 * player's language; the envelope's `message` is the platform's English sentence.
 */
export const FIELD_ISSUES = ['required', 'tooBig', 'tooSmall', 'invalid'] as const;
export const fieldIssueSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    issue: z.enum(FIELD_ISSUES),
    limit: z.optional(z.number()),
    origin: z.optional(z.string()),
  }),
);
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
