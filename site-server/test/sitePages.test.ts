import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { createPageRenderer } from '../src/pageRenderer';
import { SHARED_KEY, startFakeApi, startSiteServer, tempDir } from './siteFixtures';

/**
 * A stand-in for shell/dist-server/render.cjs (built by webpack, not by the tests): it answers
 * by path the way the real render does, and records what it was given.
 */
const FAKE_RENDERER = `
globalThis.renderCalls = [];
exports.renderDocument = async (request, setup) => {
  globalThis.renderCalls.push({ request, setup });
  const { pathname } = new URL(request.url, 'http://x');
  if (pathname === '/') return { kind: 'redirect', location: '/index' };
  if (pathname === '/maintained') return { kind: 'page', status: 503, html: '<p>Back soon</p>' };
  if (pathname === '/broken') throw new Error('render defect');
  if (pathname === '/slow') return new Promise((resolve) => setTimeout(() => resolve({ kind: 'page', status: 200, html: 'late' }), 500));
  if (pathname === '/guest-only') return { kind: 'clientOnly', reason: 'login redirect' };
  return { kind: 'page', status: 200, html: '<p>rendered ' + request.url + ' ' + (request.cookieHeader || '') + '</p>' };
};
`;

interface RenderCall {
  request: Record<string, unknown>;
  setup: Record<string, unknown>;
}

const writeSite = (withFirstPaint = true) => {
  const site = tempDir();
  mkdirSync(site, { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  if (withFirstPaint) {
    writeFileSync(
      path.join(site, 'first-paint.json'),
      JSON.stringify({ styles: ['a.css'], chunks: {} }),
    );
  }
  const renderer = path.join(site, '..', `render-${path.basename(site)}.cjs`);
  writeFileSync(renderer, FAKE_RENDERER);
  return { site, renderer };
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe('the render budget of an address (issue 30)', () => {
  it('sends the client-only page past the budget, and counts each visitor apart', async () => {
    const { site, renderer } = writeSite();
    const ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
      RENDER_LIMIT_MAX: '2',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    try {
      const get = (visitor: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/promotions',
          headers: { accept: 'text/html', 'x-forwarded-for': visitor },
        });
      const bodies = [];
      for (let i = 0; i < 3; i += 1) bodies.push((await get('203.0.113.7')).body);
      expect(bodies.slice(0, 2)).toEqual([
        '<p>rendered /promotions </p>',
        '<p>rendered /promotions </p>',
      ]);
      expect(bodies[2]).toBe('<!doctype html><div id="root"></div>');
      expect((await get('203.0.113.8')).body).toBe('<p>rendered /promotions </p>');
      // The render calls the API with the shared key that lets it forward the visitor's address.
      const calls = (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls;
      expect(calls[calls.length - 1]).toMatchObject({
        request: { clientIp: '203.0.113.8' },
        setup: {
          apiOrigin: api.origin,
          forwardHeaders: { 'x-render-key': SHARED_KEY, 'x-forwarded-for': '203.0.113.8' },
        },
      });
    } finally {
      await ctx.app.close();
    }
  }, 60_000);
});

describe('pages rendered on the server (issue 19)', () => {
  let ctx: Awaited<ReturnType<typeof startSiteServer>>;
  const { site, renderer } = writeSite();
  beforeAll(async () => {
    ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
    });
  });
  afterAll(() => ctx.app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends the rendered page, uncached, with the cookies and the visitor given to the render', async () => {
    const response = await get('/promotions?tab=2', { cookie: 'theme=light' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('<p>rendered /promotions?tab=2 theme=light</p>');
    // The security headers of every page stay on.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const calls = (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls;
    const last = calls[calls.length - 1];
    expect(last?.request).toMatchObject({ url: '/promotions?tab=2', clientIp: '127.0.0.1' });
    expect(last?.setup).toMatchObject({
      siteConfig: { apiBaseUrl: '', registryUrl: '/registry.json' },
      firstPaint: { styles: ['a.css'] },
      apiOrigin: api.origin,
    });
  });

  it('keeps the status the render chose: maintenance is a 503 to retry later', async () => {
    const response = await get('/maintained');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('300');
    expect(response.body).toBe('<p>Back soon</p>');
  });

  it('redirects / as the render says', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/index');
  });

  it('falls back to the client-only page when the render throws or asks for it', async () => {
    for (const url of ['/broken', '/guest-only']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('leaves API calls alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/echo',
      headers: { accept: 'text/html' },
    });
    expect(response.json()).toMatchObject({ success: true });
  });
});

describe('the page renderer', () => {
  const log = { warn: jest.fn(), error: jest.fn(), debug: jest.fn() } as never;
  const config = { apiBaseUrl: '', wsPath: '/ws', registryUrl: '/r.json', payloadSecret: 's' };
  const siteConfig = () => config;

  it('answers null past its deadline, so a slow platform never holds a page', async () => {
    const { site, renderer } = writeSite();
    const render = createPageRenderer({
      rendererFile: renderer,
      siteDir: site,
      siteConfig,
      apiOrigin: 'http://127.0.0.1:1',
      log,
      deadlineMs: 50,
    });
    await expect(render?.({ url: '/slow', host: 'x' })).resolves.toBeNull();
    await expect(render?.({ url: '/fast', host: 'x' })).resolves.toMatchObject({ kind: 'page' });
  });

  it("answers null until the API's site configuration has been read", async () => {
    const { site, renderer } = writeSite();
    const render = createPageRenderer({
      rendererFile: renderer,
      siteDir: site,
      siteConfig: () => null,
      apiOrigin: 'http://127.0.0.1:1',
      log,
    });
    await expect(render?.({ url: '/fast', host: 'x' })).resolves.toBeNull();
  });

  it("names the build's boot script to the render when there is one", async () => {
    const setupOf = async (site: string, renderer: string) => {
      const render = createPageRenderer({
        rendererFile: renderer,
        siteDir: site,
        siteConfig,
        apiOrigin: '',
        log,
      });
      await render?.({ url: '/index', host: 'x' });
      const calls = (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls;
      return calls.at(-1)?.setup;
    };
    const without = writeSite();
    expect(await setupOf(without.site, without.renderer)).toMatchObject({ bootScript: undefined });
    const withBoot = writeSite();
    writeFileSync(path.join(withBoot.site, 'boot.js'), '/* boot */');
    expect(await setupOf(withBoot.site, withBoot.renderer)).toMatchObject({
      bootScript: '/boot.js',
    });
  });

  it('is off when the render or its stylesheet list was not built', () => {
    const { site, renderer } = writeSite(false);
    expect(
      createPageRenderer({ rendererFile: renderer, siteDir: site, siteConfig, apiOrigin: '', log }),
    ).toBeNull();
    const built = writeSite();
    expect(
      createPageRenderer({
        rendererFile: path.join(built.site, 'missing.cjs'),
        siteDir: built.site,
        siteConfig,
        apiOrigin: '',
        log,
      }),
    ).toBeNull();
  });
});
