import type * as SiteConfigRequest from '../app/siteConfigRequest';
import { REGISTRY_ID, SITE_CONFIG_ID } from '../ssr/inlineDocuments';
import type * as Registry from './registry';

/*
 * The registry and the site configuration from the server render's data blocks (ADR 0026): no
 * request on the first load, a fetch for anything after it, and a fetch without them.
 */

const REGISTRY = {
  schemaVersion: 1,
  remotes: {
    'mfe-lobby': {
      version: '1.0.0',
      buildId: 'b1',
      manifestUrl: 'https://cdn.test/mfe-lobby/1.0.0-b1/mf-manifest.json',
      contractMajor: 1,
    },
  },
};
const FETCHED = {
  ...REGISTRY,
  remotes: { 'mfe-lobby': { ...REGISTRY.remotes['mfe-lobby'], buildId: 'b0' } },
};

// Parsed like the server's HTML (a script added by the DOM would be run by jsdom).
const dataBlock = (id: string, value: unknown) =>
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`,
  );

const fetchMock = jest.fn();
const originalFetch = global.fetch;

afterAll(() => {
  global.fetch = originalFetch;
});

beforeEach(() => {
  jest.resetModules();
  fetchMock.mockReset();
  // jsdom has no Response: what the readers use of one.
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve(url.includes('site-config') ? { apiBaseUrl: '/x' } : FETCHED),
    }),
  );
  global.fetch = fetchMock;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const load = () => ({
  registry: jest.requireActual<typeof Registry>('./registry'),
  siteConfig: jest.requireActual<typeof SiteConfigRequest>('../app/siteConfigRequest'),
});

test("the page's registry is used once without a request; a fresh read fetches", async () => {
  dataBlock(REGISTRY_ID, REGISTRY);
  const { registry } = load();
  await expect(registry.getRegistry()).resolves.toEqual(REGISTRY);
  await expect(registry.getRegistry()).resolves.toEqual(REGISTRY);
  expect(fetchMock).not.toHaveBeenCalled();
  // A retry after a failure asks the platform: a rollback since the page loaded is seen.
  await expect(registry.getRegistry({ fresh: true })).resolves.toEqual(FETCHED);
  expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
});

test('a fresh first read never falls back to the page copy later', async () => {
  dataBlock(REGISTRY_ID, REGISTRY);
  const { registry } = load();
  await expect(registry.getRegistry({ fresh: true })).resolves.toEqual(FETCHED);
  await expect(registry.getRegistry()).resolves.toEqual(FETCHED);
});

test('without a data block, or with a malformed one, the registry is fetched', async () => {
  dataBlock(REGISTRY_ID, { schemaVersion: 2 });
  const { registry } = load();
  await expect(registry.getRegistry()).resolves.toEqual(FETCHED);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("the page's site configuration is taken without a request; later takes fetch", async () => {
  dataBlock(SITE_CONFIG_ID, { apiBaseUrl: '' });
  const { siteConfig } = load();
  await expect(siteConfig.startSiteConfigRequest()).resolves.toEqual({ apiBaseUrl: '' });
  await expect(siteConfig.takeSiteConfigJson()).resolves.toEqual({ apiBaseUrl: '' });
  expect(fetchMock).not.toHaveBeenCalled();
  await expect(siteConfig.takeSiteConfigJson()).resolves.toEqual({ apiBaseUrl: '/x' });
});

test('the client-only page fetches its site configuration', async () => {
  const { siteConfig } = load();
  await expect(siteConfig.startSiteConfigRequest()).resolves.toEqual({ apiBaseUrl: '/x' });
  expect(fetchMock).toHaveBeenCalledWith('/site-config.json', { cache: 'no-store' });
});
