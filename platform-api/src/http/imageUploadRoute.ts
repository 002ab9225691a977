import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES, type UploadResult, uploadResultSchema } from 'shared-contracts';

import type { MemberRow } from '../areas/auth/members';
import { detectImageType, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../areas/member/uploads';
import { okEnvelope } from './envelope';
import { unauthorized } from './httpError';

/**
 * Image bodies up to this size reach the handler, so an image just over 5 MB answers the
 * `tooLarge` reason rather than the generic body-too-large error.
 */
export const IMAGE_BODY_LIMIT = 3 * MAX_IMAGE_BYTES;

/** Why an image is refused, in the words of the contracts' refusal reasons. */
export type ImageRefusal = { reason: 'tooLarge' | 'badType'; message: string };

/**
 * The site's upload rule (SPEC sections 5 and 8: PNG or JPG by content, 5 MB at most) as a
 * refusal the caller turns into its own area's error; null when the image passes.
 */
export const imageRefusalOf = (bytes: Buffer): ImageRefusal | null => {
  if (bytes.length > MAX_IMAGE_BYTES) return { reason: 'tooLarge', message: IMAGE_SIZE_MESSAGE };
  if (detectImageType(bytes) === null) return { reason: 'badType', message: IMAGE_TYPE_MESSAGE };
  return null;
};

/**
 * POST `path` taking one image's raw bytes (image/png, image/jpeg or application/octet-stream)
 * with a Bearer token, in its own scope with its own parsers and body limit; `save` checks and
 * stores the bytes for the member and answers 201 with the upload result.
 */
export const registerImageUploadRoute = (
  app: FastifyInstance,
  path: string,
  save: (member: MemberRow, bytes: Buffer) => UploadResult,
): void => {
  const { sessions } = app.platform;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(path, { bodyLimit: IMAGE_BODY_LIMIT }, async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const member = token ? sessions.resolve(token) : null;
      if (!member) throw unauthorized();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send(okEnvelope(uploadResultSchema.parse(save(member, body))));
    });
  });
};
