import { pageHints, type RemoteFiles } from './pageHints';

const CDN = 'https://cdn.test';

const release = (remote: string, scripts: string[]): RemoteFiles => ({
  manifestUrl: `${CDN}/${remote}/1/mf-manifest.json`,
  entry: { url: `${CDN}/${remote}/1/remoteEntry.js`, integrity: `sha384-${remote}` },
  scripts: scripts.map((file) => `${CDN}/${remote}/1/${file}`),
});

const files = (remote: string, module: string): RemoteFiles | null =>
  remote === 'mfe-lobby' && module === 'HomePage'
    ? release('mfe-lobby', ['remote.js', 'home.js'])
    : remote === 'mfe-auth'
      ? release('mfe-auth', module === 'AuthModals' ? ['login.js', 'modals.js'] : ['login.js'])
      : null;

test("hints the shell's start-up, the route's remote and the login dialogs, in that order", () => {
  const hints = pageHints({
    startup: ['/main.js', '/bootstrap.js'],
    booted: true,
    remotes: [
      { remote: 'mfe-lobby', module: 'HomePage' },
      { remote: 'mfe-auth', module: 'AuthModals' },
    ],
    remoteFiles: files,
  });
  expect(hints).toEqual([
    // The boot script requests the entry with crossOrigin; webpack its own chunks without.
    { href: '/main.js', as: 'script', crossOrigin: true },
    { href: '/bootstrap.js', as: 'script', crossOrigin: false },
    { href: `${CDN}/mfe-lobby/1/mf-manifest.json`, as: 'fetch', crossOrigin: true },
    {
      href: `${CDN}/mfe-lobby/1/remoteEntry.js`,
      as: 'script',
      crossOrigin: true,
      integrity: 'sha384-mfe-lobby',
    },
    { href: `${CDN}/mfe-lobby/1/remote.js`, as: 'script', crossOrigin: false },
    { href: `${CDN}/mfe-lobby/1/home.js`, as: 'script', crossOrigin: false },
    { href: `${CDN}/mfe-auth/1/mf-manifest.json`, as: 'fetch', crossOrigin: true },
    {
      href: `${CDN}/mfe-auth/1/remoteEntry.js`,
      as: 'script',
      crossOrigin: true,
      integrity: 'sha384-mfe-auth',
    },
    { href: `${CDN}/mfe-auth/1/login.js`, as: 'script', crossOrigin: false },
    { href: `${CDN}/mfe-auth/1/modals.js`, as: 'script', crossOrigin: false },
  ]);
});

test('a file two modules share is hinted once; an unknown module and a page without boot script', () => {
  const hints = pageHints({
    startup: ['/main.js'],
    booted: false,
    remotes: [
      { remote: 'mfe-auth', module: 'LoginPage' },
      { remote: 'mfe-auth', module: 'AuthModals' },
      { remote: 'mfe-promo', module: 'PromotionsPage' },
    ],
    remoteFiles: files,
  });
  expect(hints.map(({ href }) => href.replace(CDN, ''))).toEqual([
    '/main.js',
    '/mfe-auth/1/mf-manifest.json',
    '/mfe-auth/1/remoteEntry.js',
    '/mfe-auth/1/login.js',
    '/mfe-auth/1/modals.js',
  ]);
  // Without the boot script, the template's own script tag (no crossorigin) takes the entry.
  expect(hints[0]).toEqual({ href: '/main.js', as: 'script', crossOrigin: false });
});
