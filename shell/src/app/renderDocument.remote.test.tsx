/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { RENDER_STATE_ID } from '../ssr/renderStateId';
import { createSharedAnswers, type SharedAnswers } from '../ssr/sharedAnswers';
import { createFakeClient, defaultHandlers, fakeStatus } from '../testing/fakes';
import { renderDocument, type RenderSetup } from './renderDocument';

const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><title>Gaming</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/**
 * A remote's server render as a release holds it (dist/server/render.cjs): CommonJS that asks
 * for the shared packages by name. `screen` is the body of the exposed screen.
 */
const remoteRender = (screen: string, reads = '{ PromotionsPage: [] }') => `
const { jsx, jsxs } = require('react/jsx-runtime');
const { useQuery } = require('@tanstack/react-query');
const { useTranslation } = require('react-i18next');
const { promotionsEndpoint } = require('shared-contracts');
const kit = require('shared-ui/kit');
const fake = kit.defineRemote({
  namespace: 'fakeoffers',
  english: { title: 'Our offers' },
  loadLanguage: async (language) => ({ default: { title: language === 'TH' ? 'ข้อเสนอของเรา' : 'Our offers' } }),
  staleTime: 30000,
});
const Screen = () => { ${screen} };
module.exports = kit.defineServerRender(fake, { PromotionsPage: fake.expose(Screen) }, ${reads});
`;

const LISTING = `
  const { t } = useTranslation('fakeoffers');
  const { client } = kit.useRemote();
  const offers = useQuery({
    queryKey: ['fakeoffers'],
    queryFn: async () => (await client.call(promotionsEndpoint, {})).list,
  });
  return jsxs('section', { children: [
    jsx('h1', { children: t('title') }),
    offers.data ? jsx('ul', { children: offers.data.map((offer) => jsx('li', { children: offer.title }, offer.id)) }) : jsx('p', { children: 'Loading offers' }),
  ] });`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-render-'));
  writeFileSync(path.join(dir, 'listing.cjs'), remoteRender(LISTING));
  writeFileSync(path.join(dir, 'listing-2.cjs'), remoteRender(LISTING));
  writeFileSync(path.join(dir, 'throwing.cjs'), remoteRender("throw new Error('broken area');"));
  // A part behind a lazy module, as the first render in a process meets it: it suspends.
  writeFileSync(
    path.join(dir, 'lazy.cjs'),
    remoteRender(`
      const React = require('react');
      globalThis.lazyOffers ??= React.lazy(
        () => new Promise((resolve) =>
          setTimeout(() => resolve({ default: () => jsx('p', { children: 'Arrived later' }) }), 5)),
      );
      return jsx(React.Suspense, {
        fallback: jsx('p', { children: 'Waiting' }),
        children: jsx(globalThis.lazyOffers, {}),
      });`),
  );
  // Ids from useId depend on the area's place in the page; text last needs React's separator.
  writeFileSync(
    path.join(dir, 'ids.cjs'),
    remoteRender(`
      const id = require('react').useId();
      const { t } = useTranslation('fakeoffers');
      return jsxs('section', { 'aria-labelledby': id, children: [
        jsx('h1', { id, children: t('title') }),
        jsx('img', { src: '/assets/wheel.svg', alt: '', fetchPriority: 'high' }), 'Spin', ' the wheel',
      ] });`),
  );
  // A screen that reads one query parameter; declared, and not (a release built before releases
  // said what they read).
  const choosing = `
    const [params] = require('react-router-dom').useSearchParams();
    return jsx('p', { children: 'Category: ' + (params.get('category') ?? 'all') });`;
  writeFileSync(
    path.join(dir, 'choosing.cjs'),
    remoteRender(choosing, "{ PromotionsPage: ['category'] }"),
  );
  writeFileSync(path.join(dir, 'choosing-undeclared.cjs'), remoteRender(choosing, 'undefined'));
  // One that says it reads `category` but shows the whole query.
  writeFileSync(
    path.join(dir, 'misdeclared.cjs'),
    remoteRender(
      "return jsx('p', { children: 'Query: ' + require('react-router-dom').useLocation().search });",
      "{ PromotionsPage: ['category'] }",
    ),
  );
  writeFileSync(
    path.join(dir, 'map.cjs'),
    remoteRender(`
      const answer = useQuery({ queryKey: ['fakemap'], queryFn: async () => new Map([['a', 1]]) });
      return jsx('p', { children: answer.data ? 'Mapped' : 'Mapping' });`),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OFFER = {
  id: 'promo-001',
  title: 'Lucky wheel Friday',
  summary: 'Spin the wheel.',
  category: 'others',
  image: '/assets/promotions/promo-001.svg',
  tags: [],
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 'ongoing',
};

const setupWith = (file: string, failures: unknown[] = []): RenderSetup => ({
  siteConfig: { apiBaseUrl: '', wsPath: '/ws', registryUrl: '/registry.json', payloadSecret: 's' },
  apiOrigin: 'http://platform.invalid',
  template: TEMPLATE,
  firstPaint: { styles: ['theme.css'], chunks: {} },
  client: createFakeClient({ ...defaultHandlers(), '/wps/promotions': () => ({ list: [OFFER] }) }),
  remoteRelease: (remote, module) =>
    remote === 'mfe-promo' && module === 'PromotionsPage'
      ? { renderFile: path.join(dir, file), styles: ['https://cdn.test/mfe-promo/1/page.css'] }
      : null,
  onRemoteFailure: (remote, error) => failures.push({ remote, error }),
});

const pageOf = async (file: string, cookieHeader?: string, failures: unknown[] = []) => {
  const rendered = await renderDocument(
    { url: '/promotions', host: 'site.test', cookieHeader },
    setupWith(file, failures),
  );
  if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
  const stateText = new RegExp(
    `<script type="application/json" id="${RENDER_STATE_ID}">(.*?)</script>`,
  ).exec(rendered.html)?.[1];
  const area = /<section[^>]*data-remote="mfe-promo"[^>]*>(.*?)<\/section><\/main>/.exec(
    rendered.html,
  )?.[1];
  return {
    html: rendered.html,
    area: area ?? '',
    state: JSON.parse(stateText ?? 'null') as { remote?: Record<string, unknown> },
  };
};

test("the route's remote area comes rendered by its release, with its answers and stylesheets", async () => {
  const { html, area, state } = await pageOf('listing.cjs');
  expect(area).toContain('<h1>Our offers</h1>');
  expect(area).toContain('<li>Lucky wheel Friday</li>');
  // A Suspense boundary the browser hydrates once the remote's code is there.
  expect(area).toMatch(/^<!--\$-->/);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="stylesheet" href="https://cdn.test/mfe-promo/1/page.css">');
  expect(state.remote).toMatchObject({
    remote: 'mfe-promo',
    module: 'PromotionsPage',
    namespace: 'fakeoffers',
  });
  expect(JSON.stringify(state.remote?.queries)).toContain('Lucky wheel Friday');
});

test("the area speaks the visitor's language, from the remote's own texts", async () => {
  const { area } = await pageOf('listing.cjs', 'lang=TH');
  expect(area).toContain('<h1>ข้อเสนอของเรา</h1>');
});

test("a browser with a session gets the area's placeholder: it renders for its member", async () => {
  const { area, state } = await pageOf('listing.cjs', 'signedIn=1');
  expect(area).not.toContain('Our offers');
  expect(area).toContain('role="status"');
  expect(state.remote).toBeUndefined();
});

test('a part that suspends on its first render (a lazy module) comes rendered all the same', async () => {
  const { area, state } = await pageOf('lazy.cjs');
  expect(area).toContain('Arrived later');
  expect(area).not.toContain('Waiting');
  expect(area).not.toContain('<!--$!-->');
  expect(state.remote).toBeDefined();
});

test.each([
  ['throws while rendering', 'throwing.cjs'],
  ['holds an answer JSON would change', 'map.cjs'],
  ['is not where the release says', 'missing.cjs'],
])('an area whose render %s is left to the browser; the page still renders', async (_, file) => {
  const failures: { remote: string }[] = [];
  const { html, area, state } = await pageOf(file, undefined, failures);
  expect(html).toContain('<header');
  expect(area).toContain('role="status"');
  expect(state.remote).toBeUndefined();
  expect(failures.map(({ remote }) => remote)).toEqual(['mfe-promo']);
});

describe('answers shared between renders', () => {
  const renderWith = async (
    sharedAnswers: SharedAnswers,
    { cookieHeader, host = 'site.test', status = 0, file = 'listing.cjs' } = {} as {
      cookieHeader?: string;
      host?: string;
      status?: 0 | 1;
      file?: string;
    },
  ) => {
    const client = createFakeClient({
      ...defaultHandlers(),
      '/wps/system/status': () => fakeStatus({ status }),
      '/wps/promotions': () => ({ list: [OFFER] }),
    });
    const rendered = await renderDocument(
      { url: '/promotions', host, cookieHeader },
      { ...setupWith(file), client, sharedAnswers },
    );
    return { rendered, paths: client.calls.map(({ path: called }) => called).sort() };
  };

  test("a second render of the host and language asks the platform for the visitor's status only", async () => {
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    const first = await renderWith(sharedAnswers);
    expect(first.paths).toEqual(
      expect.arrayContaining(['/wps/promotions', '/wps/system/status', '/wps/system/whitelabel']),
    );
    const second = await renderWith(sharedAnswers);
    expect(second.paths).toEqual(['/wps/system/status']);
    // The same page, the frame's answers and the area's alike.
    const markup = ({ rendered }: typeof first) =>
      rendered.kind === 'page' ? rendered.html.slice(0, rendered.html.indexOf('<script type')) : '';
    expect(markup(second)).toEqual(markup(first));
    expect(markup(second)).toContain('Lucky wheel Friday');
  });

  test('another host, language or release asks again; the status is never reused', async () => {
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    await renderWith(sharedAnswers);
    expect((await renderWith(sharedAnswers, { host: 'other.test' })).paths).toContain(
      '/wps/system/whitelabel',
    );
    const thai = await renderWith(sharedAnswers, { cookieHeader: 'lang=TH' });
    expect(thai.paths).toContain('/wps/system/whitelabel');
    expect(thai.paths).toContain('/wps/promotions');
    // A new release of the area keeps the frame's answers and asks for its own.
    const released = await renderWith(sharedAnswers, { file: 'listing-2.cjs' });
    expect(released.paths).toEqual(['/wps/promotions', '/wps/system/status']);
    // Maintenance starts: the next render shows it at once, whatever was kept.
    const maintained = await renderWith(sharedAnswers, { status: 1 });
    expect(maintained.rendered).toMatchObject({ kind: 'page', status: 503 });
  });

  test("a page rendered for every guest takes the front's site status and asks for nothing else", async () => {
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    await renderWith(sharedAnswers);
    const client = createFakeClient({
      ...defaultHandlers(),
      '/wps/promotions': () => ({ list: [OFFER] }),
    });
    const render = (siteStatus: unknown) =>
      renderDocument(
        { url: '/promotions', host: 'site.test', siteStatus },
        { ...setupWith('listing.cjs'), client, sharedAnswers },
      );
    const normal = await render(fakeStatus({ status: 0 }));
    expect(normal).toMatchObject({ kind: 'page', status: 200 });
    expect(client.calls).toEqual([]);
    // The status the front's page key names is the one the page shows.
    expect(await render(fakeStatus({ status: 1 }))).toMatchObject({ kind: 'page', status: 503 });
    expect(client.calls).toEqual([]);
    // An answer that is not a status is asked for, as without one.
    await render({ status: 'open' });
    expect(client.calls.map(({ path: called }) => called)).toEqual(['/wps/system/status']);
  });

  test('answers older than the time to live are asked again', async () => {
    let clock = Date.now();
    const sharedAnswers = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    await renderWith(sharedAnswers);
    clock += 4_000;
    expect((await renderWith(sharedAnswers)).paths).toEqual(['/wps/system/status']);
    // Reused answers keep their age: kept again, they still expire 5 s after they were asked.
    clock += 1_500;
    expect((await renderWith(sharedAnswers)).paths).toContain('/wps/promotions');
  });
});

describe('pages on a kept frame', () => {
  const markupOf = async (
    url: string,
    cookieHeader: string | undefined,
    frames?: { sharedAnswers: SharedAnswers; checkFrames: boolean },
  ) => {
    const rendered = await renderDocument(
      { url, host: 'site.test', cookieHeader },
      { ...setupWith('ids.cjs'), ...frames },
    );
    if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
    return rendered.html.slice(0, rendered.html.indexOf('<script type'));
  };

  test.each([
    ["a guest's page with its area", '/promotions', undefined],
    ["a member's page (no area)", '/promotions', 'signedIn=1'],
    ['a page with the member centre open', '/promotions?mc=deposit&tab=2', undefined],
    [
      'a Thai page, light, with the mini menu',
      '/promotions?utm_source=x',
      'lang=TH; theme=light; sideMenuMini=1',
    ],
  ])(
    '%s is the whole page, byte for byte, rendered on its frame and on the kept one',
    async (_, url, cookies) => {
      const whole = await markupOf(url, cookies);
      const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
      const readFrame = jest.spyOn(sharedAnswers, 'readFrame');
      // checkFrames renders each page whole as well and throws on a difference.
      const first = await markupOf(url, cookies, { sharedAnswers, checkFrames: true });
      const second = await markupOf(url, cookies, { sharedAnswers, checkFrames: true });
      expect(readFrame.mock.results.map(({ value }) => value === null)).toEqual([true, false]);
      expect(first).toBe(whole);
      expect(second).toBe(whole);
      if (!cookies?.includes('signedIn')) {
        expect(second).toMatch(/aria-labelledby="(_R_\w+_)".*id="\1"/);
        // The area's image preload, which React hoists before the frame's elements.
        expect(second).toContain('<link rel="preload" as="image" href="/assets/wheel.svg"');
      }
    },
  );

  test("keeps a frame per path and frame parameter's presence, not per query or value", async () => {
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    const keepFrame = jest.spyOn(sharedAnswers, 'keepFrame');
    const keepArea = jest.spyOn(sharedAnswers, 'keepArea');
    // checkFrames renders each page whole as well and throws on a difference.
    for (const url of [
      '/promotions',
      '/promotions?page=2',
      '/promotions?mc=deposit',
      '/promotions?mc=withdraw',
      '/promotions?mc=invented1',
      '/index',
    ]) {
      await markupOf(url, undefined, { sharedAnswers, checkFrames: true });
    }
    // The promotions' frame without and with a centre open, and the home page's.
    expect(keepFrame).toHaveBeenCalledTimes(3);
    // One promotions area per kept frame (the home page has none in this setup).
    expect(keepArea).toHaveBeenCalledTimes(2);
  });

  describe('a kept area', () => {
    const pageWith = async (file: string, url: string, sharedAnswers?: SharedAnswers) => {
      const rendered = await renderDocument(
        { url, host: 'site.test' },
        { ...setupWith(file), ...(sharedAnswers ? { sharedAnswers, checkFrames: true } : {}) },
      );
      if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
      return rendered.html.slice(0, rendered.html.indexOf('<script type'));
    };

    test('is composed again, not rendered, for a query that differs only in what it does not read', async () => {
      const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
      const readArea = jest.spyOn(sharedAnswers, 'readArea');
      const keepArea = jest.spyOn(sharedAnswers, 'keepArea');
      const first = await pageWith(
        'choosing.cjs',
        '/promotions?category=rebate&x=1',
        sharedAnswers,
      );
      expect(first).toContain('Category: rebate');
      // checkFrames renders each page whole as well and throws on a difference.
      const second = await pageWith(
        'choosing.cjs',
        '/promotions?x=2&category=rebate',
        sharedAnswers,
      );
      expect(readArea.mock.results.map(({ value }) => value === null)).toEqual([true, false]);
      expect(keepArea).toHaveBeenCalledTimes(1);
      expect(second).toBe(await pageWith('choosing.cjs', '/promotions?x=2&category=rebate'));
      const other = await pageWith(
        'choosing.cjs',
        '/promotions?category=sports&x=2',
        sharedAnswers,
      );
      expect(other).toContain('Category: sports');
      expect(keepArea).toHaveBeenCalledTimes(2);
    });

    test('gives page after page the same document, state and early login, made once', async () => {
      const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
      // The site server's answer, as it hands it to every guest's render.
      const STATUS = { status: 0, location: { ip: '203.0.113.7', country: 'TH' } };
      const documentOf = async (url: string) => {
        const rendered = await renderDocument(
          { url, host: 'site.test', siteStatus: STATUS },
          { ...setupWith('choosing.cjs'), bootScript: '/boot.js', sharedAnswers },
        );
        if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
        return rendered.html;
      };
      await documentOf('/promotions?category=rebate&x=1');
      const second = await documentOf('/promotions?category=rebate&x=2');
      const third = await documentOf('/promotions?category=rebate&x=3');
      // The same state object: its data block (and time of making) is the second page's.
      expect(third).toBe(second);
      expect(third).toContain('Category: rebate');
      expect(third).toContain('<template id="early-login">');
      expect(third).toContain(`<script type="application/json" id="${RENDER_STATE_ID}">`);
    });

    test('is rendered for each query when its release does not say what it reads', async () => {
      const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
      const readArea = jest.spyOn(sharedAnswers, 'readArea');
      const keepArea = jest.spyOn(sharedAnswers, 'keepArea');
      for (const url of ['/promotions?category=rebate&x=1', '/promotions?category=rebate&x=2']) {
        expect(await pageWith('choosing-undeclared.cjs', url, sharedAnswers)).toContain(
          'Category: rebate',
        );
      }
      expect(readArea.mock.results.map(({ value }) => value)).toEqual([null, null]);
      expect(keepArea).toHaveBeenCalledTimes(2);
    });

    test('shows its module no parameter it does not read; the check catches one that reads more', async () => {
      const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
      const url = '/promotions?x=1&category=rebate&mc=deposit';
      const page = await renderDocument(
        { url, host: 'site.test' },
        {
          ...setupWith('misdeclared.cjs'),
          sharedAnswers,
        },
      );
      expect(page.kind === 'page' && page.html).toContain('Query: ?mc=deposit&amp;category=rebate');
      await expect(
        renderDocument(
          { url, host: 'site.test' },
          {
            ...setupWith('misdeclared.cjs'),
            sharedAnswers: createSharedAnswers({ ttlMs: 60_000 }),
            checkFrames: true,
          },
        ),
      ).rejects.toThrow('differs from the whole page');
    });
  });

  test('keeps no frame drawn while the site status is unknown', async () => {
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    const keepFrame = jest.spyOn(sharedAnswers, 'keepFrame');
    let statusDown = true;
    const client = createFakeClient({
      ...defaultHandlers(),
      '/wps/system/status': () => {
        if (statusDown) throw new Error('status unavailable');
        return fakeStatus();
      },
    });
    const render = () =>
      renderDocument(
        { url: '/promotions', host: 'site.test', cookieHeader: 'signedIn=1' },
        { ...setupWith('ids.cjs'), client, sharedAnswers },
      );
    const checking = await render();
    expect(checking.kind === 'page' && checking.html).toContain('role="status"');
    expect(keepFrame).not.toHaveBeenCalled();
    statusDown = false;
    const open = await render();
    expect(open.kind === 'page' && open.html).toContain('<header');
    expect(keepFrame).toHaveBeenCalledTimes(1);
  });
});
