import type { Page } from '@playwright/test';
import { reportDayOf } from 'shared-contracts';

import { apiLogin } from '../fixtures/player';
import { CDN_ORIGIN, expect, hidePopupAnnouncements, test } from '../fixtures/site';
import { rememberSiteEvent, siteEventFired } from '../fixtures/siteEvents';

/**
 * A way to every page, one modal at a time, a slow network waited for, a remembered
 * hidden balance, the VIP's labels, and centres that fit the screen. Signed-in tests start from
 * a session the platform's login gave (apiLogin), stored as the site stores it: what they test
 * comes after the login (auth.spec.ts tests the login itself).
 */

const PHONE = { width: 360, height: 740 };

/** Starts the browser tab signed in as `username` (the session the login form would store). */
const signedIn = async (page: Page, username: string, password: string) => {
  const token = await apiLogin(page.request, username, password);
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
};

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the side menu leads to the in-house games and the points mall; pages without it give the drawer on phones and agents their login', async ({
  site,
  page,
}) => {
  await site.open('/index');
  await mainMenu(page).getByRole('link', { name: 'In-house games' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
  await mainMenu(page).getByRole('link', { name: 'Points mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await test.step('/lottery on a phone: the header opens the menu as a drawer, Home leads back', async () => {
    await page.setViewportSize(PHONE);
    await site.open('/lottery');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  await test.step('the footer has the agents’ login', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agent login' }).click();
    await expect(page).toHaveURL(/\/login\?agent=1$/);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  });
});

test('contact us is a click away: the support submenu (the drawer on a phone) and the footer’s help links', async ({
  site,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await site.open('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await mainMenu(page).getByRole('button', { name: 'Support' }).click();
  await mainMenu(page).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contactUs$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();

  await site.open('/index');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Help' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(page).toHaveURL(/\/contactUs$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
});

test('a member reaches the points mall from the account menu and a hidden balance stays hidden after a reload', async ({
  site,
  page,
}) => {
  await signedIn(page, 'demo', 'Demo1234!');
  await site.open('/index');
  const balance = page.getByRole('banner').locator('output');
  const hide = page.getByRole('button', { name: 'Hide balance' });
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await expect(balance).not.toHaveText('***');
  await hide.click();
  await expect(balance).toHaveText('***');
  await page.reload();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(balance).toHaveText('***');
  await hide.click();
  await expect(balance).not.toHaveText('***');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Points mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
});

test('the vip account shows its club label, in its colours, and its VIP level in the avatar menu', async ({
  site,
  page,
}) => {
  await signedIn(page, 'vip', 'Vip12345!');
  await site.open('/index');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const panel = page.getByRole('banner').locator('ul').filter({ hasText: 'Diamond Club' });
  const label = panel.getByText('Diamond Club');
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expect(page.getByRole('banner').getByText('VIP 6')).toBeVisible();
});

test('reloading an agent centre page: the popup announcement waits until the centre closes', async ({
  page,
  player,
}) => {
  // No "don't show again today" here: the day's popup announcements are due.
  await page.goto('/index');
  // The demo's first popup announcement (platform-api/src/areas/content/noticeTexts.ts).
  const popup = page.getByRole('dialog', { name: /^SABA Sports maintenance/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  // Closed for this session only: a new tab of the same visit shows them again, so forget it.
  await page.evaluate(() => sessionStorage.clear());
  await player.login('agent01', 'Agent1234!');
  await player.expectLoggedIn();

  await page.goto('/index?ac=teamOverview');
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveCount(1);
  await expect(popup).toHaveCount(0);

  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveCount(1);
});

test('a remote slow to arrive says it is still loading, then shows its area', async ({
  site,
  page,
}) => {
  test.setTimeout(90_000);
  // A link clicked before the frame has hydrated loads its page from the server, rendered whole:
  // the slow remote would not be asked for (seen once in CI, on a busy machine).
  await rememberSiteEvent(page, 'site:frame-hydrated');
  await site.open('/index');
  await expect(mainMenu(page).getByRole('link', { name: 'Promotions' })).toBeVisible();
  await siteEventFired(page, 'site:frame-hydrated');
  // A slow network: the promotions' entry takes 20 s (more than the old 8 s patience).
  await page.route(`${CDN_ORIGIN}/mfe-promo/*/remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => undefined);
  });
  await mainMenu(page).getByRole('link', { name: 'Promotions' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(/^Still loading/)).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible({
    timeout: 40_000,
  });
  await expect(main.getByText('This area is unavailable')).toHaveCount(0);
});

test.describe('the centres on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  for (const { name, username, password, path, dialog } of [
    {
      name: 'member centre',
      username: 'demo',
      password: 'Demo1234!',
      path: '/index?mc=personalHistoryCopy',
      dialog: 'Member centre',
    },
    {
      name: 'agent centre',
      username: 'agent01',
      password: 'Agent1234!',
      path: '/index?ac=dividends',
      dialog: 'Agent centre',
    },
  ]) {
    test(`the ${name} is exactly the screen and the page is 360 px wide`, async ({ page }) => {
      await page.addInitScript(hidePopupAnnouncements);
      await signedIn(page, username, password);
      await page.goto(path);
      const centre = page.getByRole('dialog', { name: dialog });
      // The centre opens once the platform has confirmed the stored session.
      await expect(centre.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
      expect(await centre.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
  }
});

test.describe('contact us and the credit report on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('both are exactly the screen’s width in both themes, in Thai and Vietnamese', async ({
    page,
    context,
    baseURL,
    ops,
  }) => {
    test.slow(); // two pages in two languages, each waiting for the restored session
    // A player of their own, whose saved language the test may change; a credit gives the
    // report a row.
    const account = await ops.createPlayer();
    await ops.credit(account.username, 1_234_567);
    await page.addInitScript(hidePopupAnnouncements);
    const token = await apiLogin(page.request, account.username, account.password);
    await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
    await page.goto('/contactUs');
    for (const [theme, language, lang] of [
      ['dark', 'TH', 'th'],
      ['light', 'VI', 'vi'],
    ] as const) {
      // A member's language is the one saved on the platform (the side menu saves it) and the
      // theme the one in storage.
      const saved = await page.request.put('/wps/member/language', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language },
      });
      expect(saved.ok(), await saved.text()).toBeTruthy();
      await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      await page.evaluate((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.goto('/contactUs');
      // The question types, the longest words on the page, once the session is back.
      await expect(page.getByRole('main').getByRole('listitem').last()).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBe(360);

      // The platform's report day: other specs may have moved its clock past the browser's.
      const day = reportDayOf(await ops.advanceClock(0));
      await page.goto(`/index?mc=creditReport&crFrom=${day}&crTo=${day}`);
      const report = page.getByRole('dialog').getByRole('table');
      await expect(report.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBe(360);
      expect(
        await page.getByRole('dialog').evaluate((dialog) => dialog.scrollWidth),
        language,
      ).toBe(360);
    }
  });
});

test.describe('the points mall', () => {
  /** The rewards' cards, with where each sits. */
  const cardBoxes = async (page: Page) => {
    const rewards = page.getByRole('region', { name: 'Rewards' }).getByRole('article');
    await expect(rewards.first()).toBeVisible();
    return Promise.all((await rewards.all()).map(async (card) => (await card.boundingBox())!));
  };

  test('on a 360 px phone: two compact cards a row, as shops show them, inside the screen', async ({
    site,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await site.open('/pointMall');
    const [first, second] = await cardBoxes(page);
    expect(second!.y).toBe(first!.y);
    expect(first!.height).toBeLessThan(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // On a desktop the same grid gives a row of four or more.
    await page.setViewportSize({ width: 1440, height: 900 });
    const wide = await cardBoxes(page);
    expect(wide.filter((box) => box.y === wide[0]!.y).length).toBeGreaterThanOrEqual(4);
  });
});

/** Counts the dialog's tables wider than their box (a cut column). */
const cutTables = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('table')
    .evaluateAll(
      (tables) =>
        tables.filter((element) => {
          const box = element.parentElement as HTMLElement;
          return box.scrollWidth > box.clientWidth + 1;
        }).length,
    );

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the agent centre’s report tables cut no column: what does not fit is in a row’s details', async ({
    page,
  }) => {
    await page.addInitScript(hidePopupAnnouncements);
    await signedIn(page, 'agent01', 'Agent1234!');
    await page.goto('/index?ac=teamManagement');
    const team = page.getByRole('dialog').getByRole('table').last();
    await expect(team.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    expect(await cutTables(page)).toBe(0);

    await page.goto('/index?ac=dividends');
    // The period, the dividend and its status stay; "More" shows the rest under the row.
    const dividends = page.getByRole('table', { name: 'Dividends by half month' });
    await expect(
      dividends.getByRole('columnheader', { name: 'Dividend', exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    expect(await cutTables(page)).toBe(0);
    const more = dividends.getByRole('button', { name: 'More' }).first();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    await expect(details).toContainText('Rate');
  });

  test('the member centre’s betting record cuts no column', async ({ page }) => {
    await page.addInitScript(hidePopupAnnouncements);
    await signedIn(page, 'demo', 'Demo1234!');
    await page.goto('/index?mc=personalHistoryCopy');
    const bets = page.getByRole('dialog').getByRole('table');
    await expect(bets.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    expect(await cutTables(page)).toBe(0);
  });
});
