import { expect, test } from '../fixtures/site';

/*
 * The first tap on a slow network (ADR 0026): the server-rendered page says in its first HTML
 * what the application will need (the site configuration and registry inline, its scripts and
 * the remotes' files hinted), so a tap on "Log in" made before the application has loaded opens
 * the dialog without a serial waterfall of requests, and nothing is downloaded twice.
 */

/** Lighthouse's slow phone network (150 ms round trip, 1.6 Mbps down), set in Chromium. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

test('a tap on "Log in" before the application has loaded opens the dialog, with every file fetched once', async ({
  page,
  player,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  // When the application took the page over (it presses the held taps then).
  await page.addInitScript(() => {
    const view = window as Window & { hydratedAt?: number };
    window.addEventListener('site:hydrated', () => {
      view.hydratedAt = performance.now();
    });
  });
  const requested = new Map<string, number>();
  page.on('request', (request) =>
    requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1),
  );
  const refusedHints: string[] = [];
  page.on('console', (message) => {
    // Chromium's words for a hint it could not use (CORS or integrity not matching the request).
    if (/preload .* is found, but is not used/i.test(message.text()))
      refusedHints.push(message.text());
  });

  // The platform's first render of a page loads its modules and may pass its deadline (the page
  // then goes out client-only, with no hints to check): rendered once first, unthrottled.
  await page.request.get('/index', { headers: { Accept: 'text/html' } });

  await page.goto('/index', { waitUntil: 'commit' });
  // The boot script holds taps from here on (the whole HTML is parsed first, on a slow network).
  await expect(page.locator('html')).toHaveAttribute('data-booted', '', { timeout: 30_000 });
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(login).toBeVisible();
  const hydratedBeforeTap = await page.evaluate(
    () => (window as Window & { hydratedAt?: number }).hydratedAt,
  );
  expect(hydratedBeforeTap, 'the application had already taken over').toBeUndefined();
  await login.click();
  await expect(player.loginDialog).toBeVisible({ timeout: 30_000 });

  // What the first HTML hints: the shell's start-up, the lobby's and the login dialogs' files.
  const hints = await page
    .locator('link[rel="preload"][fetchpriority="low"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hints.filter((href) => /\/main\.[0-9a-f]+\.js$/.test(href))).toHaveLength(1);
  expect(hints.some((href) => /startup-libraries\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expect(hints.filter((href) => href.endsWith('/mf-manifest.json'))).toEqual([
    expect.stringContaining('/mfe-lobby/'),
    expect.stringContaining('/mfe-auth/'),
  ]);
  expect(hints.some((href) => /__federation_expose_AuthModals\.[0-9a-f]+\.js$/.test(href))).toBe(
    true,
  );
  // Each hinted file is downloaded once: the hint and the request that takes it agree.
  for (const href of hints) expect(requested.get(href), href).toBe(1);
  expect(refusedHints).toEqual([]);
  // The registry and the site configuration came with the HTML.
  const documents = [...requested.keys()].filter((url) =>
    /\/(registry|site-config)\.json$/.test(new URL(url).pathname),
  );
  expect(documents).toEqual([]);
});
