import { expect, test } from '../fixtures/site';

test('with the promotions server down the rest works and retry recovers', async ({
  site,
  page,
}) => {
  await test.step('take the remotes CDN down', async () => {
    await site.takeRemotesDown();
  });
  await test.step('home and menus still work', async () => {
    await site.open('/index');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
  await test.step('/promotions shows the fallback', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(page.getByRole('alert')).toContainText('This area is unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
  });
  await test.step('retry recovers once the server is back', async () => {
    await site.bringRemotesBack();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  });
});
