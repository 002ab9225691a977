import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { createPageRenderer } from '../src/pageRenderer';
import {
  eventually,
  registry,
  SHARED_KEY,
  startFakeApi,
  startSiteServer,
  tempDir,
} from './siteFixtures';

/**
 * A stand-in for shell/dist-server/render.cjs (built by webpack, not by the tests): it answers
 * by path the way the real render does, and records what it was given.
 */
const FAKE_RENDERER = `
globalThis.renderCalls = [];
globalThis.answerStores = [];
exports.INLINE_SCRIPT_SOURCES = ["'sha256-ZWFybHkgdGFwcw=='"];
exports.createSharedAnswers = ({ ttlMs }) => {
  const store = { ttlMs, forgotten: 0, forget: () => { store.forgotten += 1; } };
  globalThis.answerStores.push(store);
  return store;
};
exports.renderDocument = async (request, setup) => {
  globalThis.renderCalls.push({ request, setup });
  const { pathname } = new URL(request.url, 'http://x');
  if (pathname === '/') return { kind: 'redirect', location: '/index' };
  if (pathname === '/maintained') return { kind: 'page', status: 503, html: '<p>Back soon</p>' };
  if (pathname === '/broken') throw new Error('render defect');
  if (pathname === '/slow') return new Promise((resolve) => setTimeout(() => resolve({ kind: 'page', status: 200, html: 'late' }), 500));
  if (pathname === '/guest-only') return { kind: 'clientOnly', reason: 'login redirect' };
  if (pathname === '/restricted') return { kind: 'page', status: 403, html: '<p>Your address ' + request.clientIp + '</p>' };
  if (pathname === '/coalesced') return new Promise((resolve) => setTimeout(() => resolve({ kind: 'page', status: 200, html: '<p>once</p>' }), 100));
  const visitor = request.clientIp ? ' for ' + request.clientIp : '';
  return { kind: 'page', status: 200, html: '<p>rendered ' + request.url + ' ' + (request.cookieHeader || '') + visitor + '</p>' };
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

describe("the render's inline scripts", () => {
  it("are allowed by their hash in every page's policy, and nothing else inline is", async () => {
    const { site, renderer } = writeSite();
    const scriptSrc = (policy: unknown) =>
      String(policy)
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'))
        ?.trim();
    const ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
    });
    // No server render (a render file that is not there): client-only pages.
    const bare = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: path.join(site, 'not-built.cjs'),
    });
    try {
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/promotions',
        headers: { accept: 'text/html' },
      });
      expect(page.body).toContain('rendered /promotions');
      expect(scriptSrc(page.headers['content-security-policy'])).toBe(
        "script-src 'self' 'sha256-ZWFybHkgdGFwcw=='",
      );
      // Without a server render (client-only pages), no inline script is allowed.
      const clientOnly = await bare.app.inject({
        method: 'GET',
        url: '/promotions',
        headers: { accept: 'text/html' },
      });
      expect(scriptSrc(clientOnly.headers['content-security-policy'])).toBe("script-src 'self'");
    } finally {
      await ctx.app.close();
      await bare.app.close();
    }
  }, 60_000);
});

describe('the render budget of an address', () => {
  it('sends the client-only page past the budget, and counts each visitor apart', async () => {
    const { site, renderer } = writeSite();
    const ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
      RENDER_LIMIT_MAX: '2',
      TRUSTED_PROXIES: '127.0.0.1',
      PAGE_CACHE_TTL_MS: '0',
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
        '<p>rendered /promotions  for 203.0.113.7</p>',
        '<p>rendered /promotions  for 203.0.113.7</p>',
      ]);
      expect(bodies[2]).toBe('<!doctype html><div id="root"></div>');
      expect((await get('203.0.113.8')).body).toBe('<p>rendered /promotions  for 203.0.113.8</p>');
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

describe('pages rendered on the server', () => {
  let ctx: Awaited<ReturnType<typeof startSiteServer>>;
  const { site, renderer } = writeSite();
  beforeAll(async () => {
    // Every page rendered for its visitor: the guest cache has its own tests below.
    ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
      PAGE_CACHE_TTL_MS: '0',
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
    expect(response.body).toBe('<p>rendered /promotions?tab=2 theme=light for 127.0.0.1</p>');
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

describe("guests' pages from the cache", () => {
  let ctx: Awaited<ReturnType<typeof startSiteServer>>;
  const { site, renderer } = writeSite();
  const calls = () => (globalThis as unknown as { renderCalls: RenderCall[] }).renderCalls;
  // The release store's registry, apart from the built site as in a deployment.
  const registryFile = path.join(tempDir(), 'registry.json');
  const release = (version: string) =>
    writeFileSync(registryFile, JSON.stringify(registry('http://cdn.test', version)));
  beforeAll(async () => {
    release('1.0.0');
    ctx = await startSiteServer({
      API_ORIGIN: api.origin,
      SITE_DIR: site,
      SITE_RENDERER: renderer,
      REGISTRY_FILE: registryFile,
      RENDER_LIMIT_MAX: '0',
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(() => ctx.app.close());
  beforeEach(() => {
    api.state.status = 0;
  });

  const get = (url: string, visitor: string, cookie = '') =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'x-forwarded-for': visitor, ...(cookie ? { cookie } : {}) },
    });

  it('renders a page once for every guest, with nothing of the visitor in it', async () => {
    const before = calls().length;
    const first = await get('/rng?x=1', '203.0.113.7', 'theme=light; _ga=tracker-1');
    const second = await get('/rng?x=1', '198.51.100.9', 'theme=light; _ga=tracker-2');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(first.body).toBe('<p>rendered /rng?x=1 theme=light</p>');
    for (const personal of ['203.0.113.7', '198.51.100.9', 'tracker']) {
      expect(first.body).not.toContain(personal);
    }
    expect(calls().length - before).toBe(1);
    expect(calls().at(-1)?.request).toMatchObject({ cookieHeader: 'theme=light' });
    expect(calls().at(-1)?.request.clientIp).toBeUndefined();
    // The status the page is keyed by goes into the render: it need not ask for it again.
    expect(calls().at(-1)?.request.siteStatus).toMatchObject({ status: 0 });
    expect(first.headers['cdn-cache-control']).toBe(
      'public, s-maxage=5, stale-while-revalidate=30',
    );
    // Browsers ask every time: they would serve a stale page after a login or a release.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
  });

  it('renders visitors from ads and shared links with the page they came to, once', async () => {
    const before = calls().length;
    const ad = await get('/rng?tab=2&utm_source=fb&fbclid=IwAR-one', '203.0.113.7');
    const mail = await get('/rng?tab=2&utm_medium=email&gclid=Cj0-two', '198.51.100.9');
    expect(ad.body).toBe('<p>rendered /rng?tab=2 </p>');
    expect(mail.headers['x-page-cache']).toBe('hit');
    expect(mail.body).toBe(ad.body);
    expect(calls().length - before).toBe(1);
  });

  it('sends a cached page as its compressed copy', async () => {
    const compressed = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/rng?zip=1',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      });
    await compressed();
    const hit = await compressed();
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(hit.rawPayload).toString()).toBe('<p>rendered /rng?zip=1 </p>');
  });

  it('keys the page by language and theme', async () => {
    const dark = await get('/index', '203.0.113.7', 'lang=TH; theme=dark');
    const light = await get('/index', '203.0.113.7', 'lang=TH; theme=light');
    const english = await get('/index', '203.0.113.7', 'lang=EN; theme=dark');
    expect(new Set([dark.body, light.body, english.body]).size).toBe(3);
  });

  it("never gives a member a guest's page, nor keeps a member's", async () => {
    await get('/promotions', '203.0.113.7', 'theme=dark');
    const member = await get('/promotions', '203.0.113.7', 'theme=dark; signedIn=1');
    expect(member.headers['x-page-cache']).toBe('bypass');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.body).toBe('<p>rendered /promotions theme=dark; signedIn=1 for 203.0.113.7</p>');
    // A member's render asks for the status as seen from their own address.
    expect(calls().at(-1)?.request.siteStatus).toBeUndefined();
    // A member first on a cold key fills nothing: the next guest's page is a guest's.
    await get('/promotions?cold=1', '203.0.113.7', 'signedIn=1');
    const guest = await get('/promotions?cold=1', '198.51.100.9');
    expect(guest.headers['x-page-cache']).toBe('miss');
    expect(guest.body).toBe('<p>rendered /promotions?cold=1 </p>');
  });

  it('drops its pages when a release or rollback changes the registry', async () => {
    await get('/elott', '203.0.113.7');
    expect((await get('/elott', '203.0.113.7')).headers['x-page-cache']).toBe('hit');
    release('0.9.0');
    const fresh = await eventually(
      async () => (await get('/elott', '203.0.113.7')).headers['x-page-cache'] === 'miss',
    );
    expect(fresh).toBe(true);
  });

  it('runs one render for concurrent guests on a cold key', async () => {
    const before = calls().length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get('/coalesced', `203.0.113.${i + 1}`)),
    );
    expect(answers.map((answer) => answer.body)).toEqual(Array(10).fill('<p>once</p>'));
    expect(calls().length - before).toBe(1);
  });

  it('keys by the site status: maintenance is on the next load, restricted pages never kept', async () => {
    await get('/lottery', '203.0.113.7');
    expect((await get('/lottery', '203.0.113.7')).headers['x-page-cache']).toBe('hit');
    // Ops switch the status through this server: its cached pages go at once.
    const switchTo = async (status: number) => {
      const switched = await ctx.app.inject({
        method: 'POST',
        url: '/admin/site-status',
        payload: { status },
      });
      expect(switched.statusCode).toBe(200);
    };
    // This server's store of the render's answers (the fake render's), forgotten with the pages.
    const answers = (
      globalThis as unknown as { answerStores: { forgotten: number }[] }
    ).answerStores.at(-1);
    const forgotten = answers?.forgotten ?? NaN;
    await switchTo(1);
    expect(answers?.forgotten).toBe(forgotten + 1);
    expect((await get('/lottery', '203.0.113.7')).headers['x-page-cache']).toBe('miss');
    expect((await get('/lottery', '203.0.113.7')).headers['x-page-cache']).toBe('hit');
    await switchTo(2);
    const restricted = await get('/restricted', '203.0.113.7');
    expect(restricted.headers['x-page-cache']).toBe('bypass');
    expect(restricted.headers['cache-control']).toBe('no-cache');
    expect(restricted.body).toBe('<p>Your address 203.0.113.7</p>');
    expect((await get('/restricted', '198.51.100.9')).body).toBe(
      '<p>Your address 198.51.100.9</p>',
    );
    expect((await get('/lottery', '203.0.113.7')).headers['x-page-cache']).toBe('bypass');
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

  it("shares one render's answers with the next for the time it is given, and forgets them on a brand change", async () => {
    const { site, renderer } = writeSite();
    let brand = 'brand-1';
    const render = createPageRenderer({
      rendererFile: renderer,
      siteDir: site,
      siteConfig,
      apiOrigin: '',
      log,
      answersTtlMs: 5_000,
      brandVersion: () => brand,
    });
    const globals = globalThis as unknown as {
      renderCalls: RenderCall[];
      answerStores: { ttlMs: number; forgotten: number }[];
    };
    const store = globals.answerStores.at(-1);
    expect(store).toMatchObject({ ttlMs: 5_000, forgotten: 0 });
    await render?.({ url: '/index', host: 'x' });
    await render?.({ url: '/rng', host: 'x' });
    expect(globals.renderCalls.at(-1)?.setup.sharedAnswers).toBe(store);
    expect(store?.forgotten).toBe(0);
    brand = 'brand-2';
    await render?.({ url: '/index', host: 'x' });
    expect(store?.forgotten).toBe(1);
    render?.forgetAnswers();
    expect(store?.forgotten).toBe(2);

    // A time to live of 0: every render asks the platform for everything.
    const unshared = writeSite();
    const plain = createPageRenderer({
      rendererFile: unshared.renderer,
      siteDir: unshared.site,
      siteConfig,
      apiOrigin: '',
      log,
    });
    await plain?.({ url: '/index', host: 'x' });
    expect(globals.renderCalls.at(-1)?.setup.sharedAnswers).toBeUndefined();
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
