import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { minorUnitsSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';

/** A positive amount of minor units a player may ask to move (at most one billion major units). */
export const moneyAmountSchema = lazySchema(() =>
  minorUnitsSchema.check(z.positive(), z.lte(1_000_000_000_00)),
);

/** A fee: a fixed part plus a rate in basis points (1/100 of a percent) of the amount. */
export const feeRuleSchema = lazySchema(() =>
  z.object({
    fixed: minorUnitsSchema.check(z.nonnegative()),
    rateBp: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  }),
);
export type FeeRule = z.infer<typeof feeRuleSchema>;

/** The fee a rule takes from an amount, rounded down to a whole minor unit. */
export const feeOf = (rule: FeeRule, amount: number): number =>
  rule.fixed + Math.floor((amount * rule.rateBp) / 10_000);

/** A 6-digit withdrawal (payment) password, as every money-out call sends it. */
export const withdrawalPasswordInputSchema = lazySchema(() => text(32).check(z.minLength(1)));

/** Largest image a player may upload (receipts, proofs of non-receipt): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most proof images one withdrawal confirmation carries. */
export const MAX_PROOF_IMAGES = 3;
/** Image types accepted, detected from the file's first bytes (never its name). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** The id of an uploaded image (from POST /wps/member/uploads). */
export const uploadIdSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^up_[A-Za-z0-9_-]{16,40}$/, 'must be an upload id from /wps/member/uploads')),
);

/**
 * POST /wps/member/uploads takes the raw image bytes as the body (Content-Type image/png,
 * image/jpeg or application/octet-stream; at most {@link MAX_IMAGE_BYTES}) with a Bearer token,
 * and answers this in the usual envelope. Not a JSON endpoint, so it is described here rather
 * than with `defineEndpoint`. GET `${UPLOADS_PATH}/{uploadId}` serves the image back to its
 * owner (and to ops).
 */
export const UPLOADS_PATH = '/wps/member/uploads';
export const uploadResultSchema = lazySchema(() =>
  z.object({
    uploadId: uploadIdSchema,
    contentType: z.enum(IMAGE_CONTENT_TYPES),
    size: z.number().check(z.int(), z.positive()),
  }),
);
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A browser file or blob (the upload call's body). */
const blobSchema = lazySchema(() =>
  z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file'),
);

/** POST {@link UPLOADS_PATH} as the client sends it: the image's bytes as the raw body. */
export const uploadImageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: UPLOADS_PATH,
    auth: 'token',
    registeredOnly: true,
    body: 'binary',
    request: blobSchema,
    response: uploadResultSchema,
  }),
);

/** Bounded list query shared by the history pages. */
export const historyQuerySchema = <S extends z.ZodMiniType>(status: S) =>
  z.strictObject({
    status: z.optional(status),
    pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  });
