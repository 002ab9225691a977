import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';

/**
 * Waits until every image of `images` shows its own picture from the platform, loaded, and
 * returns their natural widths.
 */
const loadedWidths = async (images: Locator, count = Infinity) => {
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll(
        (list, n) =>
          (list as HTMLImageElement[]).slice(0, n).every(
            // A game card shows the default icon (a data: URL) until its picture arrives.
            (image) =>
              image.complete && image.naturalWidth > 0 && image.currentSrc.startsWith('http'),
          ),
        count,
      ),
    )
    .toBe(true);
  return images.evaluateAll(
    (list, n) => (list as HTMLImageElement[]).slice(0, n).map((i) => i.naturalWidth),
    count,
  );
};

const brandLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Lucky Lotus home' });

test('home shows game cards with their own pictures, each name once', async ({ site, page }) => {
  await site.open('/index');
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();

  const thumbnails = hot
    .getByRole('button', { name: /^Play / })
    .locator('img')
    .filter({
      visible: true,
    });
  // The first row is in view, so its pictures load (the others wait to be scrolled to).
  const widths = await loadedWidths(thumbnails, 4);
  expect(widths.length).toBeGreaterThan(3);
  expect(widths.every((width) => width > 0)).toBe(true);

  // Pictures differ from game to game (not one template with the name painted in).
  const sources = await thumbnails.evaluateAll((list) =>
    (list as HTMLImageElement[]).slice(0, 4).map((image) => image.currentSrc),
  );
  // The card shows a WebP of the game's drawn picture; the drawing (SVG) is read for its texts.
  expect(sources.every((source) => source.endsWith('.webp'))).toBe(true);
  const shown = await Promise.all(
    sources.map(async (source) => (await page.request.get(source)).body()),
  );
  expect(new Set(shown.map((bytes) => bytes.toString('base64'))).size).toBe(shown.length);
  const pictures = await Promise.all(
    sources.map(async (source) =>
      (await page.request.get(source.replace(/\.webp$/, '.svg'))).text(),
    ),
  );
  expect(new Set(pictures).size).toBe(pictures.length);
  // The name is printed under the picture, once, and never painted on it.
  const play = hot.getByRole('button', { name: /^Play / }).first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  expect(name.length).toBeGreaterThan(0);
  const text = (await play.textContent()) ?? '';
  expect(text.split(name).length - 1).toBe(1);
  for (const picture of pictures) expect(picture).not.toMatch(/<text[^>]*>[A-Za-z ]{4,}</);
});

test('the browser tab says the page and the brand, and the favicon resolves', async ({
  site,
  page,
}) => {
  await site.open('/index');
  await expect(page).toHaveTitle('Home · Lucky Lotus');
  await site.open('/rng');
  await expect(page).toHaveTitle('Slots · Lucky Lotus');
  await site.open('/live');
  await expect(page).toHaveTitle('Live casino · Lucky Lotus');
  await site.open('/promotions');
  await expect(page).toHaveTitle('Promotions · Lucky Lotus');

  const icons = page.locator('head link[rel="icon"]');
  await expect(icons).toHaveCount(2);
  for (const href of await icons.evaluateAll((list) =>
    (list as HTMLLinkElement[]).map((link) => link.href),
  )) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(svg\+xml|png)/);
  }

  await test.step('the title follows the language', async () => {
    await site.open('/rng');
    await site.chooseLanguage('ไทย');
    await expect(page).toHaveTitle('สล็อต · Lucky Lotus');
  });
});

test('the brand logo leads home from pages with a header', async ({ site, page }) => {
  for (const path of ['/rng', '/login', '/promotions']) {
    await site.open(path);
    const link = brandLink(page);
    await expect(link).toBeVisible();
    expect((await loadedWidths(link.locator('img').first()))[0]).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/index$/);
  }
});

test('banners and the footer marks are drawn pictures that load', async ({ site, page }) => {
  await site.open('/index');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.locator('img').first()).toBeVisible();
  const banner = await page.request.get(
    await carousel
      .locator('img')
      .first()
      .evaluate((image) => (image as HTMLImageElement).src),
  );
  expect(await banner.text()).toContain('Welcome bonus 100%');

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const payments = footer.getByRole('region', { name: 'Payment methods' });
  await payments.scrollIntoViewIfNeeded();
  expect((await loadedWidths(payments.locator('img'))).every((width) => width > 0)).toBe(true);
  const partners = footer.getByRole('region', { name: 'Game partners' });
  await partners.scrollIntoViewIfNeeded();
  expect((await loadedWidths(partners.locator('img'))).every((width) => width > 0)).toBe(true);
});
