import type { FastifyInstance } from 'fastify';
import { FIELD_DATA_MAX_BYTES, FIELD_DATA_PATH, fieldBatchSchema } from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { badRequest, tooManyRequests } from '../../http/httpError';
import { createRateLimiter } from '../../http/rateLimiter';
import { adminGuard } from '../auth/adminGuard';

const HOUR_MS = 60 * 60_000;

const windowQuery = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .catch(60),
  remote: z
    .string()
    .regex(/^mfe-[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
});

/**
 * POST /field-data (ADR 0030): the shell's beacons, validated and bounded (size, events, rate),
 * stored per release per minute. With ADMIN_TOKEN set, GET /admin/field-data gives each
 * release's views, error rate and p75 vitals over a window (`minutes`, default 60) and
 * GET /admin/field-data/series one remote's minutes: what `pnpm mfe status` and `health` read.
 */
export const registerFieldDataRoutes = (app: FastifyInstance, store: Areas['fieldData']): void => {
  // A flood past the address's budget (config.fieldDataPerMinute) is refused.
  const limiter = createRateLimiter(app.platform.config.fieldDataPerMinute, 60_000);
  let forgotAt = 0;

  app.register(async (scope) => {
    // sendBeacon posts a string as text/plain; application/json is accepted too.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: FIELD_DATA_MAX_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(badRequest('The field data is not JSON', { field: 'body', issue: 'json' }));
        }
      },
    );
    scope.post(FIELD_DATA_PATH, { bodyLimit: FIELD_DATA_MAX_BYTES }, async (request, reply) => {
      const wait = limiter.hit(request.clientAddress);
      if (wait > 0) throw tooManyRequests(wait);
      const parsed = fieldBatchSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        throw badRequest(`Invalid field data at ${field}: ${issue?.message ?? 'invalid'}`, {
          field,
          issue: issue?.code ?? 'invalid',
        });
      }
      const now = Date.now();
      store.record(parsed.data, now);
      if (now - forgotAt > HOUR_MS) {
        forgotAt = now;
        store.forget(now);
      }
      return reply.code(204).send();
    });
  });

  const { adminToken } = app.platform.config;
  if (!adminToken) return;
  const guard = adminGuard(adminToken);
  app.get('/admin/field-data', { preHandler: guard }, async (request) => {
    const { minutes, remote } = windowQuery.parse(request.query);
    return okEnvelope({
      minutes,
      releases: store.summary(Date.now(), minutes * 60_000, remote ?? null),
    });
  });
  app.get('/admin/field-data/series', { preHandler: guard }, async (request) => {
    const { minutes, remote } = windowQuery.parse(request.query);
    if (!remote) throw badRequest('remote is required', { field: 'remote', issue: 'required' });
    return okEnvelope({
      remote,
      minutes,
      series: store.series(remote, Date.now(), minutes * 60_000),
    });
  });
};
