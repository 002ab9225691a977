import { expect, test } from '../fixtures/site';

test('the member centre opens from the header at its page, survives a reload and closes', async ({
  site,
  page,
  player,
  ops,
}) => {
  const account = await ops.createPlayer();
  await site.open('/index');
  await player.login(account.username, account.password);
  await player.expectLoggedIn();
  const centre = page.getByRole('dialog', { name: 'Member centre' });

  await test.step('the header Withdraw button opens the withdraw page', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
    await expect(centre.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeVisible();
    await expect(page).toHaveURL(/[?&]mc=withdraw/);
  });

  await test.step('the side menu moves between pages; reload and back keep the page', async () => {
    await centre.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/[?&]mc=transferFund/);
    await page.reload();
    await expect(centre.getByRole('heading', { name: 'Wallet', level: 3 })).toBeVisible();
    await page.goBack();
    await expect(centre.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeVisible();
  });

  await test.step('Escape closes it and leaves the page underneath', async () => {
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test('a guest opening a member-centre link is asked to log in', async ({ site, page }) => {
  await site.open('/index?mc=depositv2');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});

test('the footer leads to the safer-gambling page, which opens the limits', async ({
  site,
  page,
  player,
}) => {
  await site.open('/index');
  await player.login('demo', 'Demo1234!');
  await player.expectLoggedIn();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set my limits' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('heading', { name: 'Responsible gaming', level: 3 }),
  ).toBeVisible();
});
