import { timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { HttpError } from '../../http/httpError';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A preHandler that lets through only requests carrying the admin token (X-Admin-Token). */
export const adminGuard = (adminToken: string) => async (request: FastifyRequest) => {
  const given = request.headers['x-admin-token'];
  if (typeof given !== 'string' || !sameSecret(given, adminToken))
    throw new HttpError(401, 'Admin token required');
};
