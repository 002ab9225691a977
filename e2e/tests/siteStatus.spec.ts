import { expect, test } from '../fixtures/site';

test('maintenance replaces the site with the maintenance page', async ({ site, admin, page }) => {
  await admin.setSiteStatus(1);
  await site.open('/index');
  await expect(
    page.getByRole('heading', { name: 'System Maintenance / Restriction of visit' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('region restriction shows the visitor IP, country and the message', async ({
  site,
  admin,
  page,
}) => {
  await admin.setSiteStatus(2);
  await site.open('/promotions');
  await expect(
    page.getByText(
      'Due to restriction of your location or IP address, you are not allowed to access the site.',
    ),
  ).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
});

test('the site comes back when the status is normal again', async ({ site, admin, page }) => {
  await admin.setSiteStatus(1);
  await site.open('/index');
  await expect(page.getByRole('link', { name: 'Refresh' })).toBeVisible();
  await admin.setSiteStatus(0);
  await page.getByRole('link', { name: 'Refresh' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
