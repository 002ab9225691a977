import type { FastifyInstance } from 'fastify';

import { notFound } from './httpError';

/** The development routes: captcha answers, SMS and mail codes, the clock, demo players. */
export const DEV_ROUTES_PREFIX = '/admin/dev/';

/**
 * `/admin/dev/*` reveal what verification hides (codes, answers) and move the clock, so an ops
 * token alone must not reach them: they answer 404 unless DEV_ROUTES is on, which the production
 * setting refuses (config.ts). Checked on the raw path so no encoding slips past.
 */
export const installDevRoutesSwitch = (app: FastifyInstance, enabled: boolean): void => {
  if (enabled) return;
  app.addHook('onRequest', async (request) => {
    const raw = (request.raw.url ?? '').split('?')[0] ?? '';
    let path = raw;
    try {
      path = decodeURIComponent(raw);
    } catch {
      // Malformed escapes: the router refuses the path anyway; compare what arrived.
    }
    path = path.toLowerCase();
    if (path.startsWith(DEV_ROUTES_PREFIX) || path === DEV_ROUTES_PREFIX.slice(0, -1))
      throw notFound('Not found');
  });
};
