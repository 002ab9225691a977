import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { CDN_ORIGIN, expect, hidePopupAnnouncements, test } from '../fixtures/site';

/** The pages the web benchmark measures (docs/performance.md). */
const PAGES = ['/index', '/rng', '/promotions', '/lottery'] as const;
/** Their parts in SPEC's layout table (and /promotions' banner group): /lottery only the header. */
const PARTS: Record<(typeof PAGES)[number], { frame: boolean; banner: boolean }> = {
  '/index': { frame: true, banner: true },
  '/rng': { frame: true, banner: true },
  '/promotions': { frame: true, banner: true },
  '/lottery': { frame: false, banner: false },
};

/** React's words for a server render the browser could not take over. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered|Minified React error #(418|419|423|425)/i;

/** What the page says of hydration trouble from now on, in its console or as errors. */
const hydrationTrouble = (page: Page): string[] => {
  const trouble: string[] = [];
  const note = (text: string) => {
    if (HYDRATION_TROUBLE.test(text)) trouble.push(text);
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  return trouble;
};

/** A browser context with JavaScript off: what the first HTML shows before any script runs. */
const withoutScripts = async (
  browser: Browser,
  baseURL: string,
  cookies: Record<string, string> = {},
) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })),
  );
  return context;
};

const expectFrame = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
};

test("every page's first HTML shows the frame and its banner before any script runs", async ({
  browser,
  baseURL,
}) => {
  const context = await withoutScripts(browser, baseURL!);
  const page = await context.newPage();
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    if (PARTS[path].frame) await expectFrame(page);
    else await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    if (PARTS[path].banner) {
      // The route's first banner is an image in the HTML, loaded at high priority.
      const banner = page.locator('img[fetchpriority="high"]').first();
      await expect(banner).toBeVisible();
      expect(
        await banner.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
  }
  await context.close();
});

test("the first HTML has the visitor's theme and language, remembered as cookies", async ({
  browser,
  baseURL,
}) => {
  const context = await withoutScripts(browser, baseURL!, { theme: 'light', lang: 'VI' });
  const page = await context.newPage();
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle('Khuyến mãi · Lucky Lotus');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await context.close();
});

test('a choice made on the site reaches the next first HTML', async ({
  site,
  page,
  browser,
  baseURL,
}) => {
  await site.open('/index');
  await page.getByRole('switch', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await site.chooseLanguage('ไทย');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const cookies = await page.context().cookies();
  const plain = await withoutScripts(
    browser,
    baseURL!,
    Object.fromEntries(cookies.map(({ name, value }) => [name, value])),
  );
  const first = await plain.newPage();
  await first.goto('/index');
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(first.locator('html')).toHaveAttribute('lang', 'th');
  await plain.close();
});

test("the browser takes over the server's HTML without a mismatch, keeping its elements", async ({
  site,
  page,
}) => {
  const trouble = hydrationTrouble(page);
  // Before any script: remember the server's header element, to find it again after hydration.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeader: Element | null }).serverHeader =
        document.querySelector('header');
    });
  });
  for (const path of PAGES) {
    await site.open(path);
    // The page's remote has filled its slot: the site is running.
    await expect(page.locator('main > section[data-remote] > [role="status"]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeader: Element | null }).serverHeader ===
          document.querySelector('header'),
      ),
      `${path}: the header React hydrated is the server's`,
    ).toBe(true);
  }
  expect(trouble).toEqual([]);
});

test('the home page arrives with its first screen; the blocks below come when the player scrolls', async ({
  browser,
  baseURL,
  site,
  page,
}) => {
  // The first HTML: the hot games are there, the popular games and winners wait in their places.
  const context = await withoutScripts(browser, baseURL!);
  const before = await context.newPage();
  await before.goto('/index');
  const hot = before.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('list').first().getByRole('listitem').first()).toBeVisible();
  const popularFirst = before.getByRole('region', { name: 'Popular games' });
  await expect(popularFirst.getByRole('status')).toBeAttached();
  await expect(popularFirst.getByRole('listitem')).toHaveCount(0);
  await context.close();

  // In the browser, on a phone: scrolled to, the popular games and the winner board fill in.
  await page.setViewportSize({ width: 360, height: 740 });
  await site.open('/index');
  const popular = page.getByRole('region', { name: 'Popular games' });
  await popular.scrollIntoViewIfNeeded();
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  const winners = page.getByRole('region', { name: 'Winner board' });
  await winners.scrollIntoViewIfNeeded();
  await expect(winners.getByRole('table')).toBeVisible();
});

test('a visitor from an ad link gets the page everyone gets, and it hydrates without a mismatch', async ({
  request,
  site,
  page,
}) => {
  const trouble = hydrationTrouble(page);
  const html = { headers: { Accept: 'text/html' } };
  await request.get('/promotions', html);
  const fromAd = await request.get('/promotions?utm_source=e2e&fbclid=IwAR-e2e', html);
  expect(fromAd.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  await site.open('/promotions?utm_source=e2e&utm_campaign=spring&fbclid=IwAR-e2e');
  await expect(page.locator('main > section[data-remote] > [role="status"]')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page).toHaveURL(/fbclid=IwAR-e2e/);
  expect(trouble).toEqual([]);
});

test("a member's reload shows the balance and account menu", async ({ site, page, player }) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await expect(player.balance).toBeVisible();
  await page.reload();
  await player.expectLoggedIn();
  await expect(player.balance).toBeVisible();
});

test('maintenance and restriction are HTML pages with their status code', async ({
  admin,
  browser,
  baseURL,
}) => {
  const context = await withoutScripts(browser, baseURL!);
  const page = await context.newPage();
  await admin.setSiteStatus(1);
  const maintenance = await page.goto('/index');
  expect(maintenance?.status()).toBe(503);
  expect(maintenance?.headers()['retry-after']).toBe('300');
  await expect(
    page.getByRole('heading', { name: 'System Maintenance / Restriction of visit' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await admin.setSiteStatus(2);
  const restricted = await page.goto('/promotions');
  expect(restricted?.status()).toBe(403);
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await admin.setSiteStatus(0);
  await context.close();
});

test('an unknown page is a 404 with the site around it', async ({ browser, baseURL }) => {
  const context = await withoutScripts(browser, baseURL!);
  const page = await context.newPage();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expectFrame(page);
  await context.close();
});

test("with every remote down, the server's frame stays usable", async ({ site, page }) => {
  await page.addInitScript(hidePopupAnnouncements);
  await site.takeRemotesDown();
  await site.open('/index');
  await expectFrame(page);
  await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
  // The side menu still navigates, and the page says what is missing.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(
    page.getByRole('main').getByRole('button', { name: /Try again|Retry/ }),
  ).toBeVisible();
});

/**
 * Holds the application's code back: until the returned function is called, the page is the
 * server's HTML alone.
 */
const holdApplication = async (page: Page): Promise<() => void> => {
  let startApplication = () => undefined as void;
  const started = new Promise<void>((resolve) => {
    startApplication = resolve;
  });
  await page.route(/\/src_bootstrap_ts\.[0-9a-f]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  return startApplication;
};

test('a button pressed before the application runs works once it does', async ({
  site,
  page,
  player,
}) => {
  const startApplication = await holdApplication(page);
  await site.open('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  startApplication();
  await expect(player.loginDialog).toBeVisible();
});

test("a tab pressed in the remote's area before it hydrates works once it has, on a slow phone", async ({
  page,
}) => {
  // React hydrates the remote's area in a pass after the frame's: the press waits for that one
  // (pressed at the frame's, it was lost). A 4x slower CPU, as Lighthouse's phone, spreads the
  // passes apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const startApplication = await holdApplication(page);
  // The press is meant to come before the application: the rendered HTML is enough to press in
  // (waiting for `load` under a 4x slower CPU on a loaded machine outlasted the navigation's 45 s).
  await page.goto('/promotions', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Slots' }).click();
  startApplication();
  await expect(page).toHaveURL(/category=slots/);
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('every page route of the site answers with its rendered first HTML', async ({ request }) => {
  // SPEC section 2's routes; /helpmc has no bars, /seamless and /vnlottery opened directly stay
  // immersive.
  const withHeader = [
    '/index',
    '/rng',
    '/pvp',
    '/live',
    '/fish',
    '/sports',
    '/esports',
    '/elott',
    '/lottery',
    '/promotions',
    '/promoDetail?id=promo-001',
    '/pointMall',
    '/register',
    '/login',
    '/help',
    '/down',
    '/download',
    '/inhouse',
    '/responsible-gaming',
  ];
  const withoutBars = ['/helpmc', '/seamless', '/vnlottery'];
  for (const path of [...withHeader, ...withoutBars]) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<script type="application/json" id="render-state">');
    expect(html, path).toMatch(/<html lang="en" data-theme="dark">/);
    if (withHeader.includes(path)) expect(html, path).toMatch(/<header[^>]*>/);
    else expect(html, path).not.toMatch(/<header[^>]*>/);
  }
});

// ADR 0017: the route's remote area comes rendered by the remote's release too, for guests.

/** The seeded promotions as the platform lists them (the first card is the first of these). */
const promotionsOf = async (request: APIRequestContext, category = 'all') => {
  const answer = (await (await request.get(`/wps/promotions?category=${category}`)).json()) as {
    value: { list: { id: string; title: string; imageUrl: string }[] };
  };
  return answer.value.list;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("/promotions and /lottery arrive with their remote's first screen and stylesheet", async ({
  browser,
  baseURL,
  request,
}) => {
  const [first] = await promotionsOf(request);
  expect(first, 'the seed has promotions').toBeDefined();
  const context = await withoutScripts(browser, baseURL!);
  const page = await context.newPage();

  await page.goto('/promotions');
  const promotions = page.locator('[data-remote="mfe-promo"]');
  await expect(promotions.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(promotions.getByRole('tab', { name: 'Slots' })).toBeVisible();
  const card = promotions.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(first!.title);
  await expect(card.getByRole('img', { name: first!.title })).toHaveAttribute(
    'src',
    new RegExp(`${escaped(first!.imageUrl)}$`),
  );
  // Not the slot's loading placeholder.
  await expect(page.locator('main > section[data-remote] > [role="status"]')).toHaveCount(0);
  // The remote's own stylesheet, from its release on the CDN, is in the head.
  await expect(
    page.locator(`head link[rel="stylesheet"][href^="${CDN_ORIGIN}/mfe-promo/"]`),
  ).not.toHaveCount(0);

  await page.goto('/lottery');
  const lottery = page.locator('[data-remote="mfe-lottery"]');
  const games = lottery.getByRole('navigation', { name: 'Lottery games' });
  await expect(games.getByRole('link').first()).toBeVisible();
  // The first game is the one shown: selected in the list, its name above its betting.
  const chosen = games.locator('a[aria-current="page"]');
  await expect(chosen).toHaveCount(1);
  const name = (await chosen.locator('span').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await expect(games.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(lottery.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.locator('main > section[data-remote] > [role="status"]')).toHaveCount(0);
  await expect(
    page.locator(`head link[rel="stylesheet"][href^="${CDN_ORIGIN}/mfe-lottery/"]`),
  ).not.toHaveCount(0);
  await context.close();
});

/**
 * Runs in the browser (an init script): remembers the remote area's `selector` element as the
 * server sent it, and notes when the page has hydrated.
 */
const rememberServerElement = (selector: string) => {
  const probe = window as unknown as { serverElement?: Element | null; hydrated?: boolean };
  document.addEventListener('DOMContentLoaded', () => {
    probe.serverElement = document.querySelector(selector);
  });
  window.addEventListener('site:hydrated', () => {
    probe.hydrated = true;
  });
};

/**
 * Console errors and uncaught errors of a page, from now on. Not the side menu's domain probes
 * (the brand's stored domains, which do not resolve here: ERR_NAME_NOT_RESOLVED for another
 * origin than the site's and its CDN's).
 */
const errorsOf = (page: Page, baseURL: string) => {
  const errors: string[] = [];
  const ours = [new URL(baseURL).origin, CDN_ORIGIN];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const probe =
      message.text().includes('net::ERR_NAME_NOT_RESOLVED') &&
      !ours.some((origin) => url.startsWith(origin));
    if (!probe) errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

const expectServerElementKept = async (page: Page, selector: string) => {
  await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated);
  expect(
    await page.evaluate((current) => {
      const { serverElement } = window as unknown as { serverElement?: Element | null };
      return {
        found: Boolean(serverElement),
        kept: serverElement === document.querySelector(current),
        connected: serverElement?.isConnected ?? false,
      };
    }, selector),
    `${selector}: the element React hydrated is the server's`,
  ).toEqual({ found: true, kept: true, connected: true });
};

test("the promotions area hydrates in place: the server's elements are kept and work", async ({
  site,
  page,
  request,
  baseURL,
}) => {
  const slots = await promotionsOf(request, 'slots');
  const all = await promotionsOf(request);
  expect(slots.map(({ title }) => title)).not.toEqual(all.map(({ title }) => title));
  const HEADING = '[data-remote="mfe-promo"] h1';
  await page.addInitScript(rememberServerElement, HEADING);
  const errors = errorsOf(page, baseURL!);

  await site.open('/promotions');
  await expectServerElementKept(page, HEADING);

  // The area is the application now: a category tab changes the list.
  const cards = page.locator('[data-remote="mfe-promo"]').getByRole('article');
  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/category=slots/);
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
    slots.map(({ title }) => title),
  );
  await expectServerElementKept(page, HEADING);
  expect(errors).toEqual([]);
});

test("the lottery area hydrates in place: the server's elements are kept and work", async ({
  site,
  page,
  baseURL,
}) => {
  const LIST = '[data-remote="mfe-lottery"] nav[aria-label="Lottery games"]';
  await page.addInitScript(rememberServerElement, LIST);
  const errors = errorsOf(page, baseURL!);

  await site.open('/lottery');
  await expectServerElementKept(page, LIST);

  // The remote's own effect has run: the address names the game shown.
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
  const games = page.locator(LIST).getByRole('link');
  const second = games.nth(1);
  const code = new URL((await second.getAttribute('href'))!, 'http://site.test').searchParams.get(
    'gameCode',
  );
  await second.click();
  await expect(page).toHaveURL(new RegExp(`gameCode=${escaped(code ?? '')}$`));
  await expect(second).toHaveAttribute('aria-current', 'page');
  await expectServerElementKept(page, LIST);
  expect(errors).toEqual([]);
});

test('a browser with a session gets the promotions placeholder, not the cards', async ({
  browser,
  baseURL,
}) => {
  const context = await withoutScripts(browser, baseURL!, { signedIn: '1' });
  const page = await context.newPage();
  await page.goto('/promotions');
  const promotions = page.locator('[data-remote="mfe-promo"]');
  await expect(
    page.locator('main > section[data-remote="mfe-promo"] > [role="status"]'),
  ).toHaveCount(1);
  await expect(promotions.getByRole('article')).toHaveCount(0);
  await expect(promotions.getByRole('heading', { name: 'Promotions', level: 1 })).toHaveCount(0);
  await expect(
    page.locator(`head link[rel="stylesheet"][href^="${CDN_ORIGIN}/mfe-promo/"]`),
  ).toHaveCount(0);
  // The frame is the server's all the same.
  await expectFrame(page);
  await context.close();
});
