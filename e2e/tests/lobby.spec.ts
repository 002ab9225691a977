import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';
import { rememberSiteEvent, siteEventFired } from '../fixtures/siteEvents';

test('browsing the slots lobby: filter by provider and search by name, kept in the URL', async ({
  site,
  page,
}) => {
  await site.open('/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  const games = page.getByRole('list', { name: 'Slots games' });
  await expect(games.getByRole('button', { name: /^Play / }).first()).toBeVisible();

  // The provider's list, not the one before it (which stays on screen while it loads), gives
  // the name to search for.
  const providersList = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/lgw/games/list' &&
      new URL(response.url()).searchParams.has('vassalage'),
  );
  await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'JILI' });
  await expect(page).toHaveURL(/vassalage=/);
  const listed = await (await providersList).text();
  const firstGame = games.getByRole('button', { name: /^Play / }).first();
  const firstName = async () =>
    ((await firstGame.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await expect.poll(async () => listed.includes(JSON.stringify(await firstName()))).toBe(true);
  const name = await firstName();
  await page
    .getByRole('searchbox', { name: 'Search by name' })
    .or(page.getByRole('textbox', { name: 'Search by name' }))
    .fill(name);
  await expect(page).toHaveURL(/gameName=/);
  await expect(games.getByRole('button', { name: `Play ${name}` })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('searchbox', { name: 'Search by name' })
      .or(page.getByRole('textbox', { name: 'Search by name' })),
  ).toHaveValue(name);
});

test('a guest who touches a favourite is asked to log in', async ({ site, page, player }) => {
  await site.open('/rng');
  await page
    .getByRole('button', { name: /^Add .* to favourites$/ })
    .first()
    .click();
  await expect(player.loginDialog).toBeVisible();
});

test('a guest launching a game logs in, then the in-house slot plays and moves the balance', async ({
  site,
  page,
  player,
}) => {
  await site.open('/inhouse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Play .*Slot/i })
    .first()
    .click();
  await test.step('log in when asked; the launch carries on', async () => {
    await expect(player.loginDialog).toBeVisible();
    await player.loginDialog.getByLabel(/^Username\s*[*＊]?$/).fill('demo');
    await player.loginDialog.getByLabel(/^Password\s*[*＊]?$/).fill('Demo1234!');
    await player.loginDialog.getByRole('button', { name: 'Log in', exact: true }).click();
  });
  await expect(page).toHaveURL(/\/game/);
  await expect(player.balance).toHaveText(/\d/);
  const before = await player.balance.textContent();
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#message')).not.toBeEmpty();
  await expect(player.balance).not.toHaveText(before ?? '');
});

test('the popup announcements page in one dialog, once a visit, and stay away for the day when asked', async ({
  browser,
  baseURL,
}) => {
  // A first visit, without the other tests' "hidden today".
  const context = await browser.newContext({ baseURL });
  // The home page arrives rendered with its announcements (ADR 0017): the browser decides once
  // it has taken the page over, and loads the dialog's code then.
  await rememberSiteEvent(context, 'site:hydrated');
  const settled = async (p: Page) => {
    await siteEventFired(p, 'site:hydrated');
    await p.waitForLoadState('networkidle');
  };
  const page = await context.newPage();
  await page.goto('/index');
  // The dialog is named by the announcement it shows.
  const first = page.getByRole('dialog').filter({ hasText: /1 of \d+/ });
  await expect(first).toBeVisible();
  await expect(first.getByText(/^1 of \d+$/)).toBeVisible();
  await first.getByRole('button', { name: 'Next announcement' }).click();
  const second = page.getByRole('dialog').filter({ hasText: /^.*2 of \d+/ });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Home again in the same visit: not again.
  await page.goto('/rng');
  await page.goto('/index');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Popular games' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new visit (a new tab of the same browser) shows them, until "don't show again today".
  const later = await context.newPage();
  await later.goto('/index');
  const again = later.getByRole('dialog').filter({ hasText: /1 of \d+/ });
  await again.getByRole('checkbox', { name: "Don't show again today" }).check();
  await again.getByRole('button', { name: 'Got it' }).click();
  await expect(later.getByRole('dialog')).toHaveCount(0);
  const third = await context.newPage();
  await third.goto('/index');
  await settled(third);
  await expect(third.getByRole('heading', { name: 'Popular games' })).toBeVisible();
  await expect(third.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('on a phone, nothing below the providers moves when they arrive', async ({ site, page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The providers come a moment after the page: their strip's place is kept meanwhile.
  await page.route('**/lgw/games/vendors**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await site.open('/rng');
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading game providers' }),
  ).toBeVisible();
  const providers = page.getByRole('list', { name: 'Game providers' });
  await expect(providers.getByRole('button').first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Slots games' }).getByRole('button').first(),
  ).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
});
