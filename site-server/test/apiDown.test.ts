import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { startFakeApi, startSiteServer, writeSite } from './siteFixtures';

/*
 * The API goes away: the site server still answers the shell's files, the site configuration it
 * last read and pages (the render's calls fail, so the client-only page goes out), and the API's
 * paths fail with a gateway error rather than hanging.
 */

const RENDERER = `
exports.renderDocument = async (request, setup) => {
  const answer = await fetch(setup.apiOrigin + '/wps/system/status').then((r) => r.ok, () => false);
  return answer
    ? { kind: 'page', status: 200, html: '<p>rendered</p>' }
    : { kind: 'clientOnly', reason: 'platform unreachable' };
};
`;

let app: FastifyInstance;
const site = writeSite({
  'static/main.0a1b2c3d4e.js': 'console.log("shell");',
  'first-paint.json': JSON.stringify({ styles: [], chunks: {} }),
  'render.cjs': RENDERER,
});

beforeAll(async () => {
  const api = await startFakeApi();
  ({ app } = await startSiteServer({
    API_ORIGIN: api.origin,
    SITE_DIR: site,
    SITE_RENDERER: path.join(site, 'render.cjs'),
  }));
  const page = await app.inject({ url: '/index', headers: { accept: 'text/html' } });
  expect(page.body).toBe('<p>rendered</p>');
  await api.close();
});
afterAll(() => app.close());

it('answers pages (client-only), files and the site configuration with the API down', async () => {
  // A new key: nothing cached for it.
  const page = await app.inject({ url: '/promotions', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toBe('<!doctype html><div id="root"></div>');
  const file = await app.inject({ url: '/static/main.0a1b2c3d4e.js' });
  expect(file.statusCode).toBe(200);
  const config = await app.inject({ url: '/site-config.json' });
  expect(config.statusCode).toBe(200);
  expect(config.json()).toMatchObject({ registryUrl: '/registry.json' });
  const call = await app.inject({ url: '/wps/system/status' });
  expect(call.statusCode).toBeGreaterThanOrEqual(500);
});
