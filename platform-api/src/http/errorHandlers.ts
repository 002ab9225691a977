import type { FastifyError, FastifyInstance } from 'fastify';
import type { core } from 'zod/mini';

import { failEnvelope } from './envelope';
import { HttpError } from './httpError';
import { describeIssue } from './parseInput';

// Fastify's own request errors, answered with the envelope and a plain sentence.
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Request body is empty but Content-Type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Content-Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Content-Length does not match the body',
  },
};

/** A zod validation error (classic `ZodError` or mini `$ZodError`), thrown by `.parse()`. */
const isSchemaError = (error: Error): boolean =>
  /^\$?ZodError$/.test(error.name) && Array.isArray((error as { issues?: unknown }).issues);

/**
 * Every failure, expected or not, leaves as the envelope; only real bugs become a 500. Install
 * it before any route: a route keeps the error handler in force when it was registered.
 */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(failEnvelope(error.message, error.value));
    }
    // A schema check that a handler ran itself (not through parseInput) is still the client's
    // fault: 400 with the field, never a 500.
    if (isSchemaError(error))
      return reply.code(400).send(failEnvelope(describeIssue(error as unknown as core.$ZodError)));
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const known = FASTIFY_ERRORS[code];
    if (known) return reply.code(known.status).send(failEnvelope(known.message));
    if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
      return reply.code(400).send(failEnvelope('Malformed JSON body'));
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send(failEnvelope(error.message));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failEnvelope('Internal server error'));
  });
};

/** Unknown paths: a 404 envelope (pages are the site server's, site-server/). */
export const installNotFoundHandler = (app: FastifyInstance): void => {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failEnvelope(`Not found: ${request.method} ${request.url.split('?')[0]}`)),
  );
};
