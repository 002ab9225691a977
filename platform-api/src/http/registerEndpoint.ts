import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  encryptedBodySchema,
  type Endpoint,
  IDEMPOTENCY_KEY_PATTERN,
  type Language,
  languageSchema,
} from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';
import type { z } from 'zod/mini';

import type { MemberRow } from '../areas/auth/members';
import { MEMBER_TYPE } from '../areas/auth/memberTypes';
import { okEnvelope } from './envelope';
import { badRequest, HttpError, registrationRequired, unauthorized } from './httpError';
import { parseInput } from './parseInput';

/** One generic answer for every encrypted body that cannot be opened: no oracle for attackers. */
export const ENCRYPTED_BODY_MESSAGE = 'The request could not be read, please try again';

/** What a handler receives: validated input, the member when signed in, and request facts. */
export interface EndpointContext<E extends Endpoint> {
  input: z.output<E['request']>;
  /** The opened payload of an encrypted body (validate it with its own schema). */
  payload: unknown;
  member: MemberRow | null;
  /** The session's member; throws 401 when there is none. */
  requireMember(): MemberRow;
  /** The session token, when one was sent and is live. */
  token: string | null;
  /** Present (and well-formed) on idempotent endpoints. */
  idempotencyKey: string;
  language: Language;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>>;

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const languageOf = (request: FastifyRequest, input: unknown): Language => {
  const fromInput =
    typeof input === 'object' && input !== null && 'language' in input
      ? (input as { language?: unknown }).language
      : undefined;
  const parsed = languageSchema.safeParse(fromInput ?? request.headers.language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
};

const checkContentType = (endpoint: Endpoint, request: FastifyRequest) => {
  if (request.body === undefined) return; // no body at all: the schema reports the missing fields
  const expected =
    endpoint.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  if (mediaTypeOf(request) !== expected)
    throw new HttpError(415, `Content-Type must be ${expected}`);
};

/** A call of registered members only (`registeredOnly`): a trial account gets 403 `trial`. */
export const refuseTrialAccount = (member: MemberRow): void => {
  if (member.member_type === MEMBER_TYPE.trial) throw registrationRequired();
};

/**
 * Registers one contract endpoint: method, path and auth come from its definition; the query
 * (GET, DELETE) or body is validated with `endpoint.request`; the handler's value is checked
 * against `endpoint.response` and wrapped in the envelope. Expected failures are HttpErrors.
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void => {
  const { platform } = app;
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const token = bearerToken(request);
      const member = token ? platform.sessions.resolve(token) : null;
      if (endpoint.auth === 'token' && !member) throw unauthorized();
      if (endpoint.registeredOnly && member) refuseTrialAccount(member);

      let input: z.output<E['request']>;
      let payload: unknown = undefined;
      if (readsQuery) {
        input = parseInput<E['request']>(endpoint.request, request.query ?? {});
      } else {
        checkContentType(endpoint, request);
        if (endpoint.body === 'encrypted') {
          const body = encryptedBodySchema.safeParse(request.body);
          if (!body.success) throw badRequest(ENCRYPTED_BODY_MESSAGE);
          const opened = decryptPayload(platform.config.payloadSecret, body.data);
          if (!opened.ok || !platform.replayGuard.accept(opened.sealed.nonce)) {
            throw badRequest(ENCRYPTED_BODY_MESSAGE);
          }
          input = body.data as z.output<E['request']>;
          payload = opened.sealed.payload;
        } else {
          // No body at all reads as {}; a JSON null is a body, and the schema judges it.
          input = parseInput<E['request']>(
            endpoint.request,
            request.body === undefined ? {} : request.body,
          );
        }
      }

      let idempotencyKey = '';
      if (endpoint.idempotent) {
        const header = request.headers['idempotency-key'];
        if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
          throw badRequest(
            'Idempotency-Key header is required: 8 to 128 letters, digits, dot, dash, colon or underscore',
          );
        }
        idempotencyKey = header;
      }

      const value = await handler({
        input,
        payload,
        member,
        requireMember: () => {
          if (!member) throw unauthorized();
          return member;
        },
        token: member ? token : null,
        idempotencyKey,
        language: languageOf(request, input),
        ip: request.clientAddress,
        request,
        reply,
      });
      const checked = endpoint.response.safeParse(value ?? null);
      if (!checked.success) {
        // Our own answer broke the contract: a server bug, logged with the details.
        request.log.error(
          { issues: checked.error.issues, route: endpoint.path },
          'answer does not match the contract',
        );
        throw new HttpError(500, 'Internal server error');
      }
      return okEnvelope(checked.data);
    },
  });
};
