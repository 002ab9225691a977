import { randomUUID } from 'node:crypto';

import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/** Secrets that must never reach a log line, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.paymentPassword',
  '*.captcha',
  '*.verificationCode',
  '*.token',
  '*.payloadSecret',
];

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Logger options: pino with redaction, and a request id taken from X-Request-Id or made up. */
export const loggerOptions = (
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> => ({
  logger: { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
  genReqId: (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  },
  // One line per request (below) instead of fastify's two, with the route and latency in it.
  logController: new LogController({ disableRequestLogging: true }),
});

/** Logs each finished request once: id, method, route, status, latency. */
export const installRequestLogging = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not-found',
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        latencyMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  });
};
