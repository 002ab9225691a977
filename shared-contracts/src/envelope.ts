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
