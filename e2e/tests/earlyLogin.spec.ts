import type { Page, Route } from '@playwright/test';

import { field } from '../fixtures/player';
import { expect, hidePopupAnnouncements, test } from '../fixtures/site';

/*
 * ADR 0032: a guest's "Log in" answers before the application runs. The server leaves the login
 * dialog in the page as plain HTML; the boot script shows it at the tap, it takes what is typed,
 * and the application's dialog takes its place (values, focus, a pressed button) without moving.
 * Here the application's script is held back, as a slow phone would be fetching it.
 */

const EARLY = '[aria-labelledby="early-login-title"]';

/**
 * Holds the shell's application script until the returned function is called (the popup
 * announcements hidden, as the other specs' pages have them).
 */
const holdApplication = async (page: Page) => {
  await page.addInitScript(hidePopupAnnouncements);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** Where an element is on the screen (to the pixel). */
const placeOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};

test('the login dialog shows at the tap, before the application; the real one takes what was typed', async ({
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const release = await holdApplication(page);
  // Not waiting for the load event: the held application script would hold it too.
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-booted', '');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await expect(page.locator(EARLY)).toHaveCount(1);
  await expect(field(dialog, 'Username')).toBeFocused();
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  const early = {
    username: await placeOf(page, `${EARLY} input[name="username"]`),
    password: await placeOf(page, `${EARLY} input[name="password"]`),
    submit: await placeOf(page, `${EARLY} button[type="submit"]`),
  };

  release();
  // The application's dialog has taken over: the same place, what was typed, the same field.
  await expect(page.locator(EARLY)).toHaveCount(0, { timeout: 30_000 });
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Username')).toHaveValue(account.username);
  await expect(field(dialog, 'Password')).toHaveValue(account.password);
  await expect(field(dialog, 'Password')).toBeFocused();
  expect(await placeOf(page, '[role="dialog"] input[name="username"]')).toEqual(early.username);
  expect(await placeOf(page, '[role="dialog"] input[name="password"]')).toEqual(early.password);
  expect(await placeOf(page, '[role="dialog"] button[type="submit"]')).toEqual(early.submit);

  await page.keyboard.press('Enter');
  await player.expectLoggedIn();
});

test('"Log in" pressed in the early dialog logs in once the application runs', async ({
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  const release = await holdApplication(page);
  // Not waiting for the load event: the held application script would hold it too.
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-booted', '');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const early = page.locator(EARLY);
  await field(early, 'Username').fill(account.username);
  await field(early, 'Password').fill(account.password);
  await early.getByRole('button', { name: 'Log in', exact: true }).click();
  // Nothing leaves the page before the application: the early form is not sent anywhere.
  await expect(early).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/index');

  release();
  await player.expectLoggedIn();
});

test('closing the early dialog drops the tap: no dialog opens once the application runs', async ({
  page,
  player,
}) => {
  const release = await holdApplication(page);
  // Not waiting for the load event: the held application script would hold it too.
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-booted', '');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await logIn.click();
  // Its close button answers at once, as the page's other buttons cannot yet.
  await page.locator(EARLY).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator(EARLY)).toHaveCount(0);
  await logIn.click();
  await expect(page.locator(EARLY)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(EARLY)).toHaveCount(0);

  const hydrated = page.evaluate(
    () => new Promise((resolve) => window.addEventListener('site:hydrated', resolve)),
  );
  release();
  await hydrated;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The header works as usual from then on.
  await player.openLogin();
});

test('a tap on "Log in" before the boot script has arrived is kept and answered when it runs', async ({
  page,
}) => {
  const releaseApplication = await holdApplication(page);
  // The header paints while the boot script is still on its way, as on a slow line.
  let releaseBoot: () => void = () => undefined;
  const bootReleased = new Promise<void>((resolve) => {
    releaseBoot = resolve;
  });
  await page.route(/\/boot\.js$/, async (route: Route) => {
    await bootReleased;
    await route.continue();
  });
  await page.goto('/index', { waitUntil: 'commit' });
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-booted', '');
  // The page's inline holder (allowed by its hash: the CSP guard fails the test on a violation)
  // keeps the tap; nothing answers it yet.
  await logIn.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  releaseBoot();
  await expect(page.locator(EARLY)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  releaseApplication();
  await expect(page.locator(EARLY)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
