/**
 * @jest-environment node
 */
import { SITE_ROUTES } from '../routing/routes';
import { RENDER_STATE_ID } from '../ssr/renderStateId';
import {
  createFakeClient,
  defaultHandlers,
  fakeResources,
  fakeStatus,
  fakeWhitelabel,
} from '../testing/fakes';
import { renderDocument, type RenderSetup } from './renderDocument';

const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><title>Gaming</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const BANNER = {
  bannerId: 'b1',
  groupName: 'home',
  url: '/assets/banners/home-1.svg',
  title: 'Welcome bonus',
  linkageType: 0,
};

const setupWith = (handlers = {}): RenderSetup => ({
  siteConfig: {
    apiBaseUrl: '',
    wsPath: '/wps/ws',
    registryUrl: '/registry.json',
    payloadSecret: 'secret',
  },
  apiOrigin: 'http://platform.invalid',
  template: TEMPLATE,
  firstPaint: { styles: ['theme.css', 'bootstrap.css'], chunks: { 'page-help': ['help.css'] } },
  client: createFakeClient({
    ...defaultHandlers(),
    '/wps/system/banners': () => [BANNER],
    ...handlers,
  }),
});

const render = async (url: string, cookieHeader?: string, handlers = {}) =>
  renderDocument({ url, host: 'site.test', cookieHeader }, setupWith(handlers));

const pageOf = async (url: string, cookieHeader?: string, handlers = {}) => {
  const rendered = await render(url, cookieHeader, handlers);
  if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
  const state = new RegExp(
    `<script type="application/json" id="${RENDER_STATE_ID}">(.*?)</script>`,
  ).exec(rendered.html)?.[1];
  return { ...rendered, state: JSON.parse(state ?? 'null') as Record<string, unknown> };
};

test('the home page is the frame: header, side menu, first banner, footer, remote placeholder', async () => {
  const { status, html, state } = await pageOf('/index');
  expect(status).toBe(200);
  expect(html).toContain('<title>Home · Test Brand</title>');
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).toContain('id="side-menu"');
  expect(html).toMatch(/<img[^>]*src="\/assets\/banners\/home-1.svg"[^>]*fetchPriority="high"/);
  expect(html).toMatch(/<footer[^>]*>/);
  expect(html).toContain('About the test brand.');
  expect(html).toContain('data-remote="mfe-lobby"');
  // The banner's preload moves to the head, before the stylesheets and scripts.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image" href="\/assets\/banners\/home-1.svg"/);
  expect(head).toContain(
    '<link rel="stylesheet" href="/theme.css"><link rel="stylesheet" href="/bootstrap.css">',
  );
  // Everything inline: no script React would need to reveal a part (the CSP refuses them). The
  // data blocks (render state, site configuration) and the application's script only.
  expect(html.match(/<script/g)).toHaveLength(3);
  expect(html.match(/<script type="application\/json"/g)).toHaveLength(2);
  expect(state).toMatchObject({ theme: 'dark', language: 'EN', sideMenuMini: false });
  expect(JSON.stringify(state.queries)).toContain('Test Brand');
});

const REGISTRY = {
  schemaVersion: 1 as const,
  remotes: {
    'mfe-lobby': {
      version: '1.0.0',
      buildId: 'b1',
      manifestUrl: 'https://cdn.test/mfe-lobby/1.0.0-b1/mf-manifest.json',
      contractMajor: 1,
    },
  },
};

const remoteFiles = (remote: string, module: string) => ({
  manifestUrl: `https://cdn.test/${remote}/mf-manifest.json`,
  entry: { url: `https://cdn.test/${remote}/remoteEntry.js`, integrity: `sha384-${remote}` },
  scripts: [`https://cdn.test/${remote}/${module}.js`],
});

test('the page carries the site configuration and registry, and hints what the application loads', async () => {
  const setup: RenderSetup = {
    ...setupWith(),
    firstPaint: { styles: ['theme.css'], chunks: {}, scripts: ['main.js', 'bootstrap.js'] },
    bootScript: '/boot.js',
    registry: REGISTRY,
    remoteFiles,
  };
  const guest = await renderDocument({ url: '/index', host: 'site.test' }, setup);
  if (guest.kind !== 'page') throw new Error(guest.kind);
  const head = guest.html.slice(0, guest.html.indexOf('</head>'));
  const hinted = [
    ...head.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)" fetchpriority="low"/g),
  ].map(([, as, href]) => `${as} ${href}`);
  expect(hinted).toEqual([
    'script /main.js',
    'script /bootstrap.js',
    // The route's remote, then the header's login dialogs (a guest).
    'fetch https://cdn.test/mfe-lobby/mf-manifest.json',
    'script https://cdn.test/mfe-lobby/remoteEntry.js',
    'script https://cdn.test/mfe-lobby/HomePage.js',
    'fetch https://cdn.test/mfe-auth/mf-manifest.json',
    'script https://cdn.test/mfe-auth/remoteEntry.js',
    'script https://cdn.test/mfe-auth/AuthModals.js',
  ]);
  expect(head).toContain('integrity="sha384-mfe-lobby"');
  expect(guest.html).toContain(
    `<script type="application/json" id="registry">${JSON.stringify(REGISTRY)}</script>`,
  );
  expect(guest.html).toContain(
    `<script type="application/json" id="site-config">${JSON.stringify(setup.siteConfig)}</script>`,
  );
  // The early login dialog (ADR 0032) is parsed before the header whose tap it answers, as the
  // boot script runs as soon as it arrives; the required mark's font is asked for after the page.
  const root = guest.html.indexOf('<div id="root">');
  expect(guest.html.indexOf('<template id="early-login">')).toBeGreaterThan(head.length);
  expect(guest.html.indexOf('<template id="early-login">')).toBeLessThan(root);
  const fontHint = guest.html.search(/<link rel="preload" as="font"[^>]*fetchpriority="low">/);
  expect(fontHint).toBeGreaterThan(guest.html.lastIndexOf('<footer'));
  // A member's header has no login: its dialogs are not hinted.
  const member = await renderDocument(
    { url: '/index', host: 'site.test', cookieHeader: 'signedIn=1' },
    setup,
  );
  if (member.kind !== 'page') throw new Error(member.kind);
  expect(member.html).toContain('mfe-lobby/remoteEntry.js');
  expect(member.html).not.toContain('mfe-auth');
  expect(member.html).not.toContain('<template id="early-login">');
  expect(member.html).not.toContain('as="font"');
});

test("the visitor's cookies choose the theme, the language and the menu", async () => {
  const { html, state } = await pageOf('/index', 'theme=light; lang=TH; sideMenuMini=1');
  expect(html).toMatch(/^<!doctype html><html lang="th" data-theme="light">/);
  expect(html).toContain('data-side-menu="mini"');
  // Thai words of the shell, not English.
  expect(html).not.toContain('>Log in<');
  expect(state).toMatchObject({ theme: 'light', language: 'TH', sideMenuMini: true });
});

test('a language the brand does not offer falls back to the brand default', async () => {
  const { html, state } = await pageOf('/index', 'lang=VI');
  expect(html).toContain('lang="en"');
  expect(state.language).toBe('EN');
});

test('maintenance and restriction pages keep their status code; an unknown page is a 404', async () => {
  const maintenance = await pageOf('/index', undefined, {
    '/wps/system/status': () => fakeStatus({ status: 1 }),
  });
  expect(maintenance.status).toBe(503);
  expect(maintenance.html).not.toContain('data-remote="mfe-lobby"');
  const restricted = await pageOf('/promotions', undefined, {
    '/wps/system/status': () => fakeStatus({ status: 2 }),
  });
  expect(restricted.status).toBe(403);
  expect(restricted.html).toContain('203.0.113.7');
  const unknown = await pageOf('/no-such-page');
  expect(unknown.status).toBe(404);
});

test('a shell page links its own stylesheet; server HTML in it is left for the browser to clean', async () => {
  const { html } = await pageOf('/help', undefined, {
    '/wps/system/helpCenter': () => ({
      sections: [
        { anchor: 'faq', title: 'FAQ', content: '<p>Answers<script>alert(1)</script></p>' },
      ],
    }),
  });
  expect(html).toContain('<link rel="stylesheet" href="/help.css">');
  expect(html).toContain('FAQ');
  // Sanitising needs a browser: the content box is empty until the page has hydrated (the raw
  // answer travels only inside the JSON data block, escaped).
  const markup = html.slice(0, html.indexOf(`id="${RENDER_STATE_ID}"`));
  expect(markup).toContain('<div class="content"></div>');
  expect(markup).not.toContain('Answers');
});

test('/ redirects to the home page with its query', async () => {
  await expect(render('/?ref=abc')).resolves.toEqual({
    kind: 'redirect',
    location: '/index?ref=abc',
  });
});

test('a failed call renders its part loading, and the browser asks again', async () => {
  const { html, state } = await pageOf('/index', undefined, {
    '/wps/system/banners': () => {
      throw new Error('down');
    },
  });
  expect(html).not.toContain('home-1.svg');
  expect(JSON.stringify(state.queries)).not.toContain('"banners"');
});

test('without the brand, or when guests are sent to log in, the browser renders alone', async () => {
  await expect(
    render('/index', undefined, {
      '/wps/system/whitelabel': () => {
        throw new Error('down');
      },
    }),
  ).resolves.toEqual({ kind: 'clientOnly', reason: 'brand unavailable' });
  await expect(
    render('/index', undefined, {
      '/wps/system/whitelabel': () => fakeWhitelabel({ loginedToHomePage: true }),
    }),
  ).resolves.toEqual({ kind: 'clientOnly', reason: 'login redirect' });
});

test('every route of the site renders on the server (no browser global is read while rendering)', async () => {
  const resources = [
    ...fakeResources(),
    {
      type: 'Android' as const,
      url: 'https://dl.test/app.apk',
      qrCodeUrl: 'https://dl.test/app.apk',
    },
  ];
  for (const route of SITE_ROUTES) {
    const rendered = await render(route.path, undefined, {
      '/wps/system/resources': () => resources,
    });
    expect([route.path, rendered.kind]).toEqual([route.path, 'page']);
    // The Content-Security-Policy refuses style attributes in HTML (React sets styles through
    // the CSSOM in the browser, which it allows).
    const styled =
      rendered.kind === 'page' ? rendered.html.match(/<[^>]*\sstyle="[^"]*"[^>]*>/g) : null;
    expect([route.path, styled]).toEqual([route.path, null]);
  }
});
