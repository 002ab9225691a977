import { field } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

/** Issue 29: help for guests, and the page a guest asked for survives the login. */

/** The demo brand's customer-service desk (its type-3 path): an outside service. */
const DESK = 'https://vip.luckylotus.example/desk';

test('a guest opens customer service without logging in: the brand desk opens in a popup', async ({
  page,
  context,
  site,
  player,
}) => {
  // The desk is the brand's outside service: a stand-in answers for it (no outside network).
  await context.route(`${DESK}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Support desk</title><h1>How can we help?</h1>',
    }),
  );
  await site.open('/index');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Support' }).click();
  const opened = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Customer service' }).click();
  const popup = await opened;
  await expect(popup).toHaveURL(/^https:\/\/vip\.luckylotus\.example\/desk\?brand=DEMO/);
  await expect(popup.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  // No login was asked for.
  await expect(player.loginDialog).toHaveCount(0);
  await player.expectGuest();
});

test('a guest reads the help centre on /helpmc: every section has its text', async ({
  page,
  site,
}) => {
  await site.open('/helpmc');
  const about = page.getByRole('region', { name: 'About us' });
  await expect(about).toContainText(
    'Lucky Lotus has been an online entertainment brand since 2022',
  );
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText(
    'You must be 18 or older',
  );
  // Every section shows more than its heading.
  for (const section of await page.getByRole('region').all()) {
    const heading = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
    expect((await section.innerText()).trim().length, heading).toBeGreaterThan(heading.length);
  }
});

test('a guest opening /index?ac=teamOverview logs in as agent01 and the agent centre opens', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index?ac=teamOverview');
  await expect(player.loginDialog).toBeVisible();
  await field(player.loginDialog, 'Username').fill('agent01');
  await field(player.loginDialog, 'Password').fill('Agent1234!');
  await player.submitLogin();
  await player.expectLoggedIn();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/index\?ac=teamOverview$/);
});

test('a guest opening /index?mc=depositv2 logs in as demo and the deposit page opens', async ({
  page,
  site,
  player,
}) => {
  await site.open('/index?mc=depositv2');
  await expect(player.loginDialog).toBeVisible();
  await field(player.loginDialog, 'Username').fill('demo');
  await field(player.loginDialog, 'Password').fill('Demo1234!');
  await player.submitLogin();
  await player.expectLoggedIn();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/index\?mc=depositv2$/);
});
