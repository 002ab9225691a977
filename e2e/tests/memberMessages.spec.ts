import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';
import { ADMIN_TOKEN } from '../playwright.config';

/** The unread figure a badge on the avatar shows (0 when there is no badge). */
const avatarUnread = async (page: Page) => {
  const badge = page.getByRole('banner').getByRole('img', { name: /^Unread messages: / });
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(label.replace(/\D/g, ''));
};

/** The "Unread: N" figure of the messages page. */
const pageUnread = (centre: Locator) => centre.getByText(/^Unread: \d+$/);

test('demo reads an unread message and the unread counts drop', async ({ site, page, player }) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();

  const badge = page.getByRole('banner').getByRole('img', { name: /^Unread messages: / });
  await expect(badge).toBeVisible();
  const before = await avatarUnread(page);
  expect(before).toBeGreaterThan(0);
  // The side menu's support entry carries the same figure.
  await expect(
    page.getByRole('button', { name: /^Support/ }).getByRole('img', {
      name: `Unread messages: ${before}`,
    }),
  ).toBeVisible();

  await site.open('/index?mc=messageV2');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const list = centre.getByRole('list', { name: 'Messages' });
  await expect(list).toBeVisible();
  await expect(pageUnread(centre)).toHaveText(`Unread: ${before}`);

  await test.step('opening an unread message shows it and marks it read', async () => {
    const unread = list.getByRole('button', { name: /Unread/ }).first();
    const title = (await unread.locator('span').nth(2).textContent())?.trim() ?? '';
    await unread.click();
    await expect(centre.getByRole('heading', { name: title })).toBeVisible();
    await expect(pageUnread(centre)).toHaveText(`Unread: ${before - 1}`);
  });

  await test.step('the avatar and the side menu follow without a reload', async () => {
    await expect(
      page.getByRole('banner').getByRole('img', { name: `Unread messages: ${before - 1}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Support/ }).getByRole('img', {
        name: `Unread messages: ${before - 1}`,
      }),
    ).toBeVisible();
  });
});

test('a message ops send arrives live in the list and on the badges', async ({
  site,
  page,
  player,
  ops,
  request,
}) => {
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  await site.open('/index?mc=messageV2');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByText('No messages yet.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: /^Unread messages/ })).toHaveCount(
    0,
  );

  const title = `Your bonus is ready ${Date.now()}`;
  await test.step('ops send a message to the player', async () => {
    const answer = await request.post('/admin/messages', {
      headers: { 'X-Admin-Token': ADMIN_TOKEN },
      data: {
        username: account.username,
        category: 'promotion',
        language: 'EN',
        texts: {
          EN: {
            title,
            bodyHtml:
              '<p>Claim it in <strong>Rewards</strong>.</p><script>window.hacked = 1</script>',
          },
        },
      },
    });
    expect(answer.ok(), await answer.text()).toBeTruthy();
  });

  await test.step('it shows at once, unread, with the badges at 1', async () => {
    const row = centre.getByRole('list', { name: 'Messages' }).getByRole('button', { name: title });
    await expect(row).toBeVisible();
    await expect(row).toHaveAccessibleName(/Unread/);
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Unread messages: 1' }),
    ).toBeVisible();
    await row.click();
    await expect(centre.getByRole('article').getByText('Rewards', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(
      page.getByRole('banner').getByRole('img', { name: /^Unread messages/ }),
    ).toHaveCount(0);
  });
});
