import { cachePolicyOf } from './policy';

const SITE = 'https://lucky.example';
const CDN = 'https://cdn.example';
const policy = (url: string) => cachePolicyOf(new URL(url, SITE), SITE);

describe('cachePolicyOf', () => {
  it.each([
    '/wps/member/balance',
    '/wps/system/whitelabel?url=x',
    '/lgw/game/launch',
    '/wps/ws',
    '/admin/dev/reset',
    '/pay/simulator',
    '/csp-report',
    // Hashed-looking names under the API are still the API's.
    '/wps/files/report.0123456789.js',
  ])('never caches the platform: %s', (path) => {
    expect(policy(path)).toBeNull();
  });

  it.each(['/registry.json', '/site-config.json'])('fetches %s from the network first', (path) => {
    expect(policy(path)).toBe('live');
  });

  it.each([
    `${CDN}/mfe-promo/0.1.0-7ce149f61470/remoteEntry.js`,
    `${CDN}/mfe-promo/0.1.0-7ce149f61470/mf-manifest.json`,
    // An operator's CDN may put the releases under a folder of its own.
    `${CDN}/site/releases/mfe-auth/1.2.0-next-abc/remoteEntry.js`,
  ])("fetches a release's entry from the network first: %s", (url) => {
    expect(policy(url)).toBe('live');
  });

  it.each([
    '/main.05d8fb2371.js',
    '/startup-libraries.67f456ad28.js',
    '/src_bootstrap_ts.ccfca27cf6.css',
    '/shell-i18n-th.edb3f1e84d.js',
    `${CDN}/mfe-promo/0.1.0-7ce149f61470/__federation_expose_PromotionsPage.abc1b4b82e.js`,
    `${CDN}/mfe-promo/0.1.0-7ce149f61470/promo-i18n-vi.13a07b07ca.js`,
    `${CDN}/mfe-lobby/0.1.0-abd8a6f98427/assets/tile.0123abcd45.png`,
  ])('serves an immutable file from the cache first: %s', (url) => {
    expect(policy(url)).toBe('immutable');
  });

  it.each([
    // Names without a content hash may change under the same URL.
    '/boot.js',
    '/index.html',
    '/first-paint.json',
    '/sw.js',
    `${CDN}/mfe-promo/0.1.0-7ce149f61470/release.json`,
    // Another origin's hashed file outside a release folder is not the site's to keep.
    `${CDN}/widgets/chat.0123456789.js`,
    // The platform's pictures keep their own year-long HTTP cache.
    '/assets/games/fortune-tiger.svg',
    '/assets/brand/logo-dark.svg',
  ])('leaves %s to the browser', (url) => {
    expect(policy(url)).toBeNull();
  });

  it.each([
    '/assets/brand/manifest.webmanifest',
    '/assets/brand/icon-192.png',
    '/assets/brand/icon-maskable-512.png',
  ])("keeps the brand's %s for the offline page", (path) => {
    expect(policy(path)).toBe('brand');
  });

  it("does not keep another origin's brand files", () => {
    expect(cachePolicyOf(new URL(`${CDN}/assets/brand/icon-192.png`), SITE)).toBeNull();
  });
});
