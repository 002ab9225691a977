import { expect, test } from '../fixtures/site';

test('home shows the header, side menu, banner and footer', async ({ site, page }) => {
  await site.open('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
});

test('the side menu lists game categories in the brand order with e-sports split from sports', async ({
  site,
  page,
}) => {
  await site.open('/index');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const categories = menu.getByRole('button', {
    name: /^(E-lottery|Lottery|Live casino|Sports|Fishing|Slots|Card games|E-sports)$/,
  });
  await expect(categories).toHaveText([
    'E-lottery',
    'Lottery',
    'Live casino',
    'Sports',
    'Fishing',
    'Slots',
    'Card games',
    'E-sports',
  ]);
});

test('the theme survives a reload', async ({ site, page }) => {
  await site.open('/index');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('switch', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('switch', { name: 'Light theme' })).toBeChecked();
});

test('switching language changes the texts and is remembered', async ({ site, page }) => {
  await site.open('/index');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: /Language/ }).click();
  await menu.getByRole('button', { name: 'ไทย' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The lobby's words follow: its Thai texts are a chunk of their own, loaded for the switch.
  const thaiHotGames = page.getByRole('heading', { name: 'เกมมาแรง', level: 2 });
  await expect(thaiHotGames).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  // A visit that starts in Thai gets the lobby in Thai as well, not English first.
  await expect(thaiHotGames).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot games', level: 2 })).toHaveCount(0);
});

test('react-dom is downloaded once per page, shell and remote together', async ({ site, page }) => {
  let reactDomCopies = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // A marker only react-dom's client contains.
    if (body.includes('__reactContainer$')) reactDomCopies += 1;
  });
  await site.open('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reactDomCopies).toBe(1);
});

test('an unknown path shows the not-found page inside the layout', async ({ site, page }) => {
  await site.open('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('on a phone no page is wider than the screen: sideways rows scroll inside themselves', async ({
  site,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/index', '/rng', '/promotions']) {
    await site.open(path);
    // The page's own content is there (a list of games or promotions), not a loading state.
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
      .toBe(390);
  }
});
